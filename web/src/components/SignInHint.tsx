import type { ReactNode } from 'react';
import { Link } from '../lib/router';
import { useSession } from '../lib/session';
import * as paths from '../paths';

/**
 * Where a logged-in user has a Save or Follow button, a visitor learns it exists: "Log in or
 * create an account to save this show." Nothing for a logged-in user.
 */
export function SignInHint({ children, className = '' }: { children: ReactNode; className?: string }) {
  const session = useSession();
  if (session) return null;
  return (
    <p className={`sign-in-hint muted ${className}`.trim()}>
      <Link to={paths.login}>Log in</Link> or <Link to={paths.newUser}>create an account</Link> {children}
    </p>
  );
}
