import { createContext, useContext, type ReactNode } from 'react';

/**
 * The origin the guide is published at ("https://guide.example"), which canonical links and
 * link previews need whole. A server rendering the app gives the one it answers for (its
 * `PUBLIC_URL`, else the request's); in the browser it is the page's own.
 */
const PublicOriginContext = createContext<string | null>(null);

export function PublicOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <PublicOriginContext.Provider value={origin}>{children}</PublicOriginContext.Provider>;
}

/** The published origin: the provider's, else the browser page's; '' where neither is known (a test without a DOM). */
export function usePublicOrigin(): string {
  const given = useContext(PublicOriginContext);
  if (given !== null) return given;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** `path` ('/mlb/147', or a URL already whole) as an absolute URL on `origin`. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path) || !origin) return path;
  return new URL(path, origin).href;
}
