import { NavLink } from '../lib/router';
import { useSession } from '../lib/session';
import * as paths from '../paths';

/**
 * The account icon (spec: titled 'Account', to /user). Logged in, it shows the e-mail's first
 * letter and says whose account it is to assistive technology; the address itself is never drawn,
 * so a long one cannot push the header onto a second row.
 */
export function AccountLink() {
  const email = useSession()?.email ?? null;
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
