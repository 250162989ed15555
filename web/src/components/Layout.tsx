import { useEffect, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from '../lib/router';
import { SESSION_EXPIRED_MESSAGE } from '@guide/common/account';
import { useFlash } from '../lib/flash';
import { clearToken, decodeToken, isUnexpired, readToken, useSession } from '../lib/session';
import { FlashMessages } from './FlashMessages';
import { HeaderSearch } from './HeaderSearch';
import { OfflineMark } from './OfflineMark';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ScreenBoundary } from './ScreenBoundary';
import { ThemeSwitch } from './ThemeSwitch';
import * as paths from '../paths';

const TV_LINKS = [
  { to: paths.moviesOnTv, label: 'Movies on TV', alsoActiveAt: paths.television },
  { to: paths.sportsOnTv, label: 'Sports on TV' },
  { to: paths.showSearch, label: 'Search for a Show' },
];

/** The page around every screen: the header with its navigation, the flash messages, the screen, the footer. */
export function Layout({ children }: { children?: ReactNode }) {
  const { pathname, search } = useLocation();
  useSessionExpiry(pathname);
  const onTv = pathname.startsWith(paths.television);
  const session = useSession();
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
            <AccountLink email={session?.email ?? null} />
          </nav>
        </div>
      </header>
      {/* The TV sub-menu is below the header: on phones the header stays on screen, this scrolls away. */}
      {onTv && (
        <div className="sub-nav-bar">
          <nav className="sub-nav" aria-label="Television">
            {TV_LINKS.map((l) => (
              <NavLink
                key={l.to}
                to={l.to}
                end
                className={({ isActive }) => (isActive || pathname === l.alsoActiveAt ? 'active' : '')}
              >
                {l.label}
              </NavLink>
            ))}
          </nav>
        </div>
      )}
      <main id="main" className="content">
        <OfflineMark at={pathname + search} />
        <FlashMessages />
        <ScreenBoundary at={pathname + search}>{children}</ScreenBoundary>
      </main>
      <RouteAnnouncer />
      <footer className="site-footer">
        <p>Entertainment Guide · games, films and TV, every day</p>
        <ThemeSwitch />
      </footer>
    </div>
  );
}

/**
 * The account icon (spec: titled 'Account', to /user). Logged in, it shows the e-mail's first
 * letter and says whose account it is to assistive technology; the address itself is never drawn,
 * so a long one cannot push the header onto a second row.
 */
function AccountLink({ email }: { email: string | null }) {
  return (
    <NavLink
      to={paths.user}
      className={({ isActive }) => `account-link ${isActive ? 'active' : ''}`}
      title="Account"
      aria-label={email ? `Account: ${email}` : 'Account'}
    >
      {email ? (
        <span className="account-initial" aria-hidden="true">
          {email.charAt(0).toUpperCase()}
        </span>
      ) : (
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      )}
    </NavLink>
  );
}

/** An expired token is removed and the user is told (spec section 8); checked on every page and each minute. */
function useSessionExpiry(pathname: string): void {
  const { flash } = useFlash();
  useEffect(() => {
    const check = () => {
      const token = readToken();
      if (!token) return;
      const session = decodeToken(token);
      if (isUnexpired(session)) return;
      clearToken();
      if (session) flash(SESSION_EXPIRED_MESSAGE, 'warning');
    };
    check();
    const timer = setInterval(check, 60_000);
    return () => clearInterval(timer);
  }, [pathname, flash]);
}
