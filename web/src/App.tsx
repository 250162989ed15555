import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes, matchPathname, type Location } from './lib/router';
import { Layout } from './components/Layout';
import { lazyPage, type LazyPage } from './components/lazyPage';
import { RequireSession } from './components/RequireSession';
import { prefetchCinema } from './features/cinema/cinema-api';
import { prefetchGameSummary, prefetchMlbTeam, prefetchNhlTeam } from './features/sports/sports-api';
import { LandingPage } from './screens/LandingPage';

// The landing page is what most people open, so it ships in the first bundle; every other
// screen loads its own code when visited (design.md performance budget).
const MoviesOnTvPage = lazyPage(() => import('./screens/MoviesOnTvPage'));

interface Screen {
  path: string;
  page: LazyPage;
  needsSession?: boolean;
  /** Starts the screen's first requests, so they run while its code loads. */
  prefetch?: (client: QueryClient, params: Record<string, string>, search: URLSearchParams) => void;
}

export const screens: Screen[] = [
  { path: 'tonight', page: lazyPage(() => import('./screens/TonightPage')) },
  { path: 'cinema', page: lazyPage(() => import('./screens/CinemaPage')), prefetch: prefetchCinema },
  { path: 'mlb/game/:id', page: lazyPage(() => import('./screens/GamePage')), prefetch: prefetchGameSummary('MLB') },
  { path: 'nhl/game/:id', page: lazyPage(() => import('./screens/GamePage')), prefetch: prefetchGameSummary('NHL') },
  { path: 'mlb/:id', page: lazyPage(() => import('./screens/TeamPage')), prefetch: prefetchMlbTeam },
  { path: 'nhl/:id', page: lazyPage(() => import('./screens/NhlTeamPage')), prefetch: prefetchNhlTeam },
  { path: 'search', page: lazyPage(() => import('./screens/SearchPage')) },
  { path: 'television', page: MoviesOnTvPage },
  { path: 'television/movies', page: MoviesOnTvPage },
  { path: 'television/show/:id', page: lazyPage(() => import('./screens/ShowPage')) },
  { path: 'television/sports', page: lazyPage(() => import('./screens/SportsOnTvPage')) },
  { path: 'television/sports/nhl', page: lazyPage(() => import('./screens/NhlPage')) },
  { path: 'television/search', page: lazyPage(() => import('./screens/ShowSearchPage')) },
  { path: 'user', page: lazyPage(() => import('./screens/UserSwitchPage')) },
  { path: 'user/new', page: lazyPage(() => import('./screens/CreateUserPage')) },
  { path: 'user/login', page: lazyPage(() => import('./screens/LoginPage')) },
  { path: 'user/logout', page: lazyPage(() => import('./screens/LogoutPage')) },
  { path: 'user/account', page: lazyPage(() => import('./screens/AccountPage')), needsSession: true },
  { path: 'user/add-games', page: lazyPage(() => import('./screens/AddGamesPage')), needsSession: true },
];

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<LandingPage />} />
        {screens.map(({ path, page: Page, needsSession }) => (
          <Route
            key={path}
            path={path}
            element={
              needsSession ? (
                <RequireSession>
                  <Page />
                </RequireSession>
              ) : (
                <Page />
              )
            }
          />
        ))}
        <Route path="*" element={<LandingPage />} />
      </Route>
    </Routes>
  );
}

/**
 * Loads the code of the screen at `location` (nothing for the landing page, which is built in)
 * and starts its first requests beside it, so a visit that opens on it waits for one round trip
 * less.
 */
export function preloadScreen(location: Location, client: QueryClient): Promise<void> {
  for (const screen of screens) {
    const params = matchPathname(screen.path, location.pathname);
    if (!params) continue;
    screen.prefetch?.(client, params, new URLSearchParams(location.search));
    return screen.page.preload();
  }
  return Promise.resolve();
}
