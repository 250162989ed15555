import { useSyncExternalStore } from 'react';

/** The session token lives in local storage (spec section 4); it is valid while its `exp` is in the future. */
const TOKEN_KEY = 'token';
const listeners = new Set<() => void>();

export interface Session {
  token: string;
  email: string;
  /** Seconds since the epoch. */
  exp: number;
}

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Reads the claims the client needs; null for anything that is not a readable JWT. */
export function decodeToken(token: string): Session | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { exp?: unknown; Name?: unknown };
    if (typeof claims.exp !== 'number' || typeof claims.Name !== 'string') return null;
    return { token, email: claims.Name, exp: claims.exp };
  } catch {
    return null;
  }
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function isUnexpired(session: Session | null): session is Session {
  return session !== null && session.exp > nowSeconds();
}

/** The current valid session, or null (an expired token counts as none). */
export function currentSession(): Session | null {
  const token = readToken();
  const session = token ? decodeToken(token) : null;
  return isUnexpired(session) ? session : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token (re-rendering when it changes, in this tab or another). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, readToken, () => null);
}

export function useSession(): Session | null {
  const token = useToken();
  const session = token ? decodeToken(token) : null;
  return isUnexpired(session) ? session : null;
}
