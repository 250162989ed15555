import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate } from '../lib/router';
import { useSession } from '../lib/session';
import * as paths from '../paths';
import { LoadingDots } from './LoadingDots';

const noChange = () => () => undefined;

/**
 * Route guard (spec section 5): passes only with a valid token, otherwise goes to '/'. The server
 * knows no one's session: it draws the loading dots, and so does the browser while it hydrates
 * that page, before it reads the session and decides.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const inBrowser = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  if (!inBrowser) return <LoadingDots />;
  if (!session) return <Navigate to={paths.home} replace />;
  return children;
}
