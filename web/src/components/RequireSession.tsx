import type { ReactNode } from 'react';
import { Navigate } from '../lib/router';
import { useSession } from '../lib/session';
import * as paths from '../paths';

/** Route guard (spec section 5): passes only with a valid token, otherwise goes to '/'. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session) return <Navigate to={paths.home} replace />;
  return children;
}
