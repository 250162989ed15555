import { useEffect } from 'react';
import { SESSION_EXPIRED_MESSAGE } from '@guide/common/account';
import { useFlash } from '../lib/flash';
import { clearToken, decodeToken, isUnexpired, readToken } from '../lib/session';

/** An expired token is removed and the user is told (spec section 8); checked on every page and each minute. Draws nothing. */
export function SessionExpiry({ pathname }: { pathname: string }) {
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
  return null;
}
