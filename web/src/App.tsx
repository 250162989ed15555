import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  ParamsProvider,
  matchLocation,
  useLocation,
  type Location,
  type LocationMatch,
  type Params,
} from './lib/router';
import { isIsoDay } from '@guide/common/days';
import { isLineupId } from '@guide/common/lineup-id';
import { ZIP_FORM_MESSAGE, isValidZipInput } from '@guide/common/zip';
import { Flash } from './components/FlashMessages';
import { Layout } from './components/Layout';
import { lazyPage, type LazyPage } from './components/lazyPage';
import { RequireSession } from './components/RequireSession';
import * as paths from './paths';
import { LandingPage } from './screens/LandingPage';

// The landing page is what most people open, so it ships in the first bundle; every other
// screen loads its own code when visited (design.md performance budget).
const MoviesOnTvPage = lazyPage(() => import('./screens/MoviesOnTvPage'));

/** A query parameter's rule: null when the value is usable, else the sentence the page shows (and a 400). */
type QueryRule = (value: string) => string | null;

/** Starts a screen's first requests, so they run while its code loads. */
type Prefetch<P extends string> = (client: QueryClient, params: Params<P>, search: URLSearchParams) => void;

interface Screen<P extends string> {
  page: LazyPage | ComponentType;
  needsSession?: boolean;
  prefetch?: Prefetch<P>;
  /**
   * The query parameters the screen reads, with their rules. A server-rendered page is kept
   * under its path and these alone (other parameters change nothing on it).
   */
  query?: Readonly<Record<string, QueryRule>>;
}

/**
 * A screen's prefetch from its feature's requests module, which comes beside the screen's code
 * rather than in the first script (docs/decisions/0215, 0225). A module that cannot come is the
 * screen's own load's to report.
 */
function prefetchFrom<M, P extends string>(load: () => Promise<M>, pick: (api: M) => Prefetch<P>): Prefetch<P> {
  return (client, params, search) =>
    void load().then(
      (api) => pick(api)(client, params, search),
      () => undefined,
    );
}
const cinemaApi = () => import('./features/cinema/cinema-api');
// The landing's own sports requests are in games-api.ts, in the first script.
const sportsApi = () => import('./features/sports/sports-api');

const anyText: QueryRule = () => null;
const aDay: QueryRule = (value) =>
  isIsoDay(value) ? null : 'That date is not a day of the calendar (YYYY-MM-DD); today is shown instead.';
const aZip: QueryRule = (value) => (isValidZipInput(value) ? null : ZIP_FORM_MESSAGE);
const aFilmOrder: QueryRule = (value) =>
  value === 'title' || value === 'next' ? null : 'Films are sorted by title or next showtime; next showtime is shown.';
const byDay = { date: aDay };
const bySeason = {
  season: (value: string) =>
    /^\d{4}$/.test(value) ? null : 'A season is a year such as 2026; the current one is shown.',
};
// "Only on my services": applied in the viewer's browser, since services are private.
const aServicesFilter: QueryRule = (value) =>
  value === 'mine' ? null : 'The services filter is services=mine; everything is shown instead.';
const byServices = { services: aServicesFilter };
// Empty: the guide's own line-up, chosen over one kept on the device.
const aLineup: QueryRule = (value) =>
  value === '' || isLineupId(value) ? null : 'A line-up id is letters, digits and dashes, such as USA-TX42500-X.';
const byDayAndLineup = { date: aDay, lineup: aLineup };

type Paths = typeof paths;
export type ScreenName = keyof Paths;

/** Each address pattern of `paths.ts`, by its name, and its screen: every pattern has one, and only those. */
export const screens: { [N in ScreenName]: Screen<Paths[N]> } = {
  home: { page: LandingPage, query: { ...byDay, nhl: aDay, mlb: aDay } },
  tonight: { page: lazyPage(() => import('./screens/TonightPage')), query: { zip: aZip } },
  upNext: { page: lazyPage(() => import('./screens/UpNextPage')), needsSession: true, query: byServices },
  watchlist: { page: lazyPage(() => import('./screens/WatchlistPage')), needsSession: true, query: byServices },
  alerts: { page: lazyPage(() => import('./screens/AlertsPage')), needsSession: true },
  cinema: {
    page: lazyPage(() => import('./screens/CinemaPage')),
    prefetch: prefetchFrom(cinemaApi, (api) => api.prefetchCinema),
    query: { zip: aZip, date: aDay, sort: aFilmOrder },
  },
  film: {
    page: lazyPage(() => import('./screens/FilmPage')),
    prefetch: prefetchFrom(cinemaApi, (api) => api.prefetchFilm),
    query: { zip: aZip, date: aDay, ...byServices },
  },
  mlbGame: {
    page: lazyPage(() => import('./screens/GamePage')),
    prefetch: prefetchFrom(sportsApi, (api) => api.prefetchGameSummary('MLB')),
  },
  nhlGame: {
    page: lazyPage(() => import('./screens/GamePage')),
    prefetch: prefetchFrom(sportsApi, (api) => api.prefetchGameSummary('NHL')),
  },
  mlbStandings: {
    page: lazyPage(() => import('./screens/StandingsPage')),
    prefetch: prefetchFrom(sportsApi, (api) => api.prefetchStandings('MLB')),
    query: byDay,
  },
  nhlStandings: {
    page: lazyPage(() => import('./screens/StandingsPage')),
    prefetch: prefetchFrom(sportsApi, (api) => api.prefetchStandings('NHL')),
    query: byDay,
  },
  mlbPostseason: {
    page: lazyPage(() => import('./screens/PostseasonPage')),
    prefetch: prefetchFrom(sportsApi, (api) => api.prefetchPostseason('MLB')),
    query: bySeason,
  },
  nhlPlayoffs: {
    page: lazyPage(() => import('./screens/PostseasonPage')),
    prefetch: prefetchFrom(sportsApi, (api) => api.prefetchPostseason('NHL')),
    query: bySeason,
  },
  mlbTeam: {
    page: lazyPage(() => import('./screens/TeamPage')),
    prefetch: prefetchFrom(sportsApi, (api) => api.prefetchMlbTeam),
    query: byDay,
  },
  nhlTeam: {
    page: lazyPage(() => import('./screens/NhlTeamPage')),
    prefetch: prefetchFrom(sportsApi, (api) => api.prefetchNhlTeam),
    query: byDay,
  },
  search: { page: lazyPage(() => import('./screens/SearchPage')), query: { q: anyText, ...byServices } },
  television: { page: MoviesOnTvPage, query: { ...byDayAndLineup, ...byServices } },
  moviesOnTv: { page: MoviesOnTvPage, query: { ...byDayAndLineup, ...byServices } },
  show: { page: lazyPage(() => import('./screens/ShowPage')) },
  sportsOnTv: { page: lazyPage(() => import('./screens/SportsOnTvPage')), query: byDayAndLineup },
  nhlOnTv: { page: lazyPage(() => import('./screens/NhlPage')), query: byDay },
  showSearch: { page: lazyPage(() => import('./screens/ShowSearchPage')), query: { title: anyText } },
  user: { page: lazyPage(() => import('./screens/UserSwitchPage')) },
  newUser: { page: lazyPage(() => import('./screens/CreateUserPage')) },
  // Where a login asked for on the way returns; the page's link to create an account carries it on.
  login: { page: lazyPage(() => import('./screens/LoginPage')), query: { next: anyText } },
  logout: { page: lazyPage(() => import('./screens/LogoutPage')) },
  account: { page: lazyPage(() => import('./screens/AccountPage')), needsSession: true },
  forgotPassword: { page: lazyPage(() => import('./screens/ForgotPasswordPage')) },
  // The link's token is read in the browser only: the page is kept without it (one copy, no secret in it).
  resetPassword: { page: lazyPage(() => import('./screens/ResetPasswordPage')) },
  addGames: { page: lazyPage(() => import('./screens/AddGamesPage')), needsSession: true },
};

/** The screen at the address, inside the layout; an address of no screen shows the landing page. */
export function App() {
  const match = matchScreen(useLocation());
  const { page: Page, needsSession } = match ? screens[match.name] : screens.home;
  const problems = match ? queryProblems(match.name, match.search) : [];
  return (
    <ParamsProvider params={match?.params ?? {}}>
      <Layout>
        {problems.map((problem) => (
          <Flash key={problem} status="warning">
            {problem}
          </Flash>
        ))}
        {needsSession ? (
          <RequireSession>
            <Page />
          </RequireSession>
        ) : (
          <Page />
        )}
      </Layout>
    </ParamsProvider>
  );
}

/**
 * The screen at an address (a path and its query string), its params typed by its pattern; null
 * for an address of no screen (which shows the landing page). No DOM needed: a server can ask it.
 */
export function matchScreen(location: string | Pick<Location, 'pathname' | 'search'>): LocationMatch<Paths> | null {
  return matchLocation(paths, location);
}

/**
 * Loads the code of the screen at `location` (nothing for the landing page, which is built in)
 * and, given a client, starts its first requests beside it, so a visit that opens on it waits for
 * one round trip less.
 */
export function preloadScreen(location: Location, client: QueryClient | null): Promise<void> {
  const match = matchScreen(location);
  if (!match) return Promise.resolve();
  const screen = screens[match.name] as Screen<string>;
  if (client) screen.prefetch?.(client, match.params, match.search);
  return 'preload' in screen.page ? screen.page.preload() : Promise.resolve();
}

/** The sentences of the query parameters at an address that break their screen's rules. */
export function queryProblems(name: ScreenName, search: URLSearchParams): string[] {
  const rules = (screens[name] as Screen<string>).query ?? {};
  const problems = new Set<string>();
  for (const [param, rule] of Object.entries(rules)) {
    const value = search.get(param);
    const problem = value === null ? null : rule(value);
    if (problem) problems.add(problem);
  }
  return [...problems];
}

/** Where every address of no screen is drawn (the landing page, with a 404): one page for all of them. */
const NOT_FOUND_ADDRESS = '/*';

/**
 * What a server-rendered page at an address is, for keeping it: its screen (null: an address of
 * no screen, which shows the landing page) and the address it shows, reduced to its path and the
 * query parameters its screen reads, in a fixed order.
 */
export function pageAddress(location: string): { name: ScreenName | null; address: string } {
  const match = matchScreen(location);
  const pathname = new URL(location, 'http://page').pathname;
  if (!match) return { name: null, address: NOT_FOUND_ADDRESS };
  const read = Object.keys((screens[match.name] as Screen<string>).query ?? {}).sort();
  const kept = new URLSearchParams();
  for (const param of read) {
    const value = match.search.get(param);
    if (value !== null) kept.set(param, value);
  }
  const query = kept.toString();
  return { name: match.name, address: query ? `${pathname}?${query}` : pathname };
}

/** Loads the code of the screen at an address (the landing page's is built in). */
export function loadScreen(location: string | Location): Promise<void> {
  const match = matchScreen(location);
  const page = match ? screens[match.name].page : undefined;
  return page && 'preload' in page ? page.preload() : Promise.resolve();
}
