import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from '../lib/router';
import { FlashMessages } from './FlashMessages';
import { lazyPart } from './lazyPart';
import { ScreenBoundary } from './ScreenBoundary';
import * as paths from '../paths';

// Drawn by the server and hydrated once their code, which comes after the app's, is here (shell-parts.ts).
const shellParts = () => import('./shell-parts');
const HeaderSearch = lazyPart(() => shellParts().then((m) => m.HeaderSearch));
const ThemeSwitch = lazyPart(() => shellParts().then((m) => m.ThemeSwitch));
const OfflineMark = lazyPart(() => shellParts().then((m) => m.OfflineMark));
const RouteAnnouncer = lazyPart(() => shellParts().then((m) => m.RouteAnnouncer));
const SessionExpiry = lazyPart(() => shellParts().then((m) => m.SessionExpiry));
const TvSubNav = lazyPart(() => shellParts().then((m) => m.TvSubNav));
const AccountLink = lazyPart(() => shellParts().then((m) => m.AccountLink));

/** The page around every screen: the header with its navigation, the flash messages, the screen, the footer. */
export function Layout({ children }: { children?: ReactNode }) {
  const { pathname, search } = useLocation();
  const onTv = pathname.startsWith(paths.television);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="header-inner">
          <Link to={paths.home} className="site-title">
            Entertainment Guide
          </Link>
          <HeaderSearch />
          <nav className="main-nav" aria-label="Main">
            <NavLink to={paths.tonight}>Tonight</NavLink>
            <NavLink to={paths.cinema}>Cinema</NavLink>
            <NavLink to={paths.television} className={() => (onTv ? 'active' : '')}>
              On TV
            </NavLink>
            <AccountLink />
          </nav>
        </div>
      </header>
      {/* The TV sub-menu is below the header: on phones the header stays on screen, this scrolls away. */}
      {onTv && <TvSubNav pathname={pathname} />}
      <main id="main" className="content">
        <OfflineMark at={pathname + search} />
        <FlashMessages />
        <ScreenBoundary at={pathname + search}>{children}</ScreenBoundary>
      </main>
      <RouteAnnouncer />
      <SessionExpiry pathname={pathname} />
      <footer className="site-footer">
        <p>Entertainment Guide · games, films and TV, every day</p>
        <ThemeSwitch />
      </footer>
    </div>
  );
}
