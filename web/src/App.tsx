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
import { Layout } from './components/Layout';
import { lazyPage, type LazyPage } from './components/lazyPage';
import { RequireSession } from './components/RequireSession';
import { prefetchCinema } from './features/cinema/cinema-api';
import { prefetchGameSummary, prefetchMlbTeam, prefetchNhlTeam } from './features/sports/sports-api';
import * as paths from './paths';
import { LandingPage } from './screens/LandingPage';

// The landing page is what most people open, so it ships in the first bundle; every other
// screen loads its own code when visited (design.md performance budget).
const MoviesOnTvPage = lazyPage(() => import('./screens/MoviesOnTvPage'));

interface Screen<P extends string> {
  page: LazyPage | ComponentType;
  needsSession?: boolean;
  /** Starts the screen's first requests, so they run while its code loads. */
  prefetch?: (client: QueryClient, params: Params<P>, search: URLSearchParams) => void;
}

type Paths = typeof paths;
export type ScreenName = keyof Paths;

/** Each address pattern of `paths.ts`, by its name, and its screen: every pattern has one, and only those. */
export const screens: { [N in ScreenName]: Screen<Paths[N]> } = {
  home: { page: LandingPage },
  tonight: { page: lazyPage(() => import('./screens/TonightPage')) },
  cinema: { page: lazyPage(() => import('./screens/CinemaPage')), prefetch: prefetchCinema },
  mlbGame: { page: lazyPage(() => import('./screens/GamePage')), prefetch: prefetchGameSummary('MLB') },
  nhlGame: { page: lazyPage(() => import('./screens/GamePage')), prefetch: prefetchGameSummary('NHL') },
  mlbTeam: { page: lazyPage(() => import('./screens/TeamPage')), prefetch: prefetchMlbTeam },
  nhlTeam: { page: lazyPage(() => import('./screens/NhlTeamPage')), prefetch: prefetchNhlTeam },
  search: { page: lazyPage(() => import('./screens/SearchPage')) },
  television: { page: MoviesOnTvPage },
  moviesOnTv: { page: MoviesOnTvPage },
  show: { page: lazyPage(() => import('./screens/ShowPage')) },
  sportsOnTv: { page: lazyPage(() => import('./screens/SportsOnTvPage')) },
  nhlOnTv: { page: lazyPage(() => import('./screens/NhlPage')) },
  showSearch: { page: lazyPage(() => import('./screens/ShowSearchPage')) },
  user: { page: lazyPage(() => import('./screens/UserSwitchPage')) },
  newUser: { page: lazyPage(() => import('./screens/CreateUserPage')) },
  login: { page: lazyPage(() => import('./screens/LoginPage')) },
  logout: { page: lazyPage(() => import('./screens/LogoutPage')) },
  account: { page: lazyPage(() => import('./screens/AccountPage')), needsSession: true },
  addGames: { page: lazyPage(() => import('./screens/AddGamesPage')), needsSession: true },
};

/** The screen at the address, inside the layout; an address of no screen shows the landing page. */
export function App() {
  const match = matchScreen(useLocation());
  const { page: Page, needsSession } = match ? screens[match.name] : screens.home;
  return (
    <ParamsProvider params={match?.params ?? {}}>
      <Layout>
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
 * and starts its first requests beside it, so a visit that opens on it waits for one round trip
 * less.
 */
export function preloadScreen(location: Location, client: QueryClient): Promise<void> {
  const match = matchScreen(location);
  if (!match) return Promise.resolve();
  const screen = screens[match.name] as Screen<string>;
  screen.prefetch?.(client, match.params, match.search);
  return 'preload' in screen.page ? screen.page.preload() : Promise.resolve();
}
