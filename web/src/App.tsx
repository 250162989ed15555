import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from './lib/router';
import { Layout } from './components/Layout';
import { LoadingDots } from './components/LoadingDots';
import { RequireSession } from './components/RequireSession';
import { LandingPage } from './pages/LandingPage';

// The landing page is what most people open, so it ships in the first bundle; every other
// route loads its own code when visited (design.md performance budget).
const CinemaPage = lazy(() => import('./features/cinema/CinemaPage'));
const TeamPage = lazy(() => import('./features/sports/TeamPage'));
const NhlPage = lazy(() => import('./features/sports/NhlPage'));
const AddGamesPage = lazy(() => import('./features/sports/AddGamesPage'));
const MoviesOnTvPage = lazy(() => import('./features/tv/MoviesOnTvPage'));
const SportsOnTvPage = lazy(() => import('./features/tv/SportsOnTvPage'));
const ShowSearchPage = lazy(() => import('./features/tv/ShowSearchPage'));
const ShowPage = lazy(() => import('./features/tv/ShowPage'));
const TonightPage = lazy(() => import('./pages/TonightPage'));
const UserSwitchPage = lazy(() => import('./features/account/UserSwitchPage'));
const CreateUserPage = lazy(() => import('./features/account/CreateUserPage'));
const LoginPage = lazy(() => import('./features/account/LoginPage'));
const LogoutPage = lazy(() => import('./features/account/LogoutPage'));
const AccountPage = lazy(() => import('./pages/AccountPage'));

const page = (element: ReactNode) => <Suspense fallback={<LoadingDots />}>{element}</Suspense>;

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<LandingPage />} />
        <Route path="tonight" element={page(<TonightPage />)} />
        <Route path="cinema" element={page(<CinemaPage />)} />
        <Route path="mlb/:id" element={page(<TeamPage />)} />
        <Route path="television" element={page(<MoviesOnTvPage />)} />
        <Route path="television/movies" element={page(<MoviesOnTvPage />)} />
        <Route path="television/show/:id" element={page(<ShowPage />)} />
        <Route path="television/sports" element={page(<SportsOnTvPage />)} />
        <Route path="television/sports/nhl" element={page(<NhlPage />)} />
        <Route path="television/search" element={page(<ShowSearchPage />)} />
        <Route path="user" element={page(<UserSwitchPage />)} />
        <Route path="user/new" element={page(<CreateUserPage />)} />
        <Route path="user/login" element={page(<LoginPage />)} />
        <Route path="user/logout" element={page(<LogoutPage />)} />
        <Route path="user/account" element={<RequireSession>{page(<AccountPage />)}</RequireSession>} />
        <Route path="user/add-games" element={<RequireSession>{page(<AddGamesPage />)}</RequireSession>} />
        <Route path="*" element={<LandingPage />} />
      </Route>
    </Routes>
  );
}
