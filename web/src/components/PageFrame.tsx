import type { ReactNode } from 'react';
import { PublicOriginProvider } from '../lib/public-origin';
import { PAGE_STATE_ID } from '../lib/query-client';
import { THEME_COLOURS } from '../lib/theme-colours';

/** The built stylesheets and the page's data, as the server wrote them into a rendered page. */
export interface PageFrameProps {
  styles: string[];
  /** The app's module, which the page's first script (boot.ts) reads here and imports once the page is painted. */
  app: string;
  /** The page's data as the server wrote it (script-safe JSON). */
  data: string;
  /** The published origin of the page's whole links ('' when the server did not know it: the browser's own then). */
  origin: string;
  children: ReactNode;
}

/**
 * What a rendered page holds around the screen, drawn the same on the server and in the browser
 * that hydrates it (so the two trees, and the ids React gives, are the same): the head's elements,
 * which React hoists into `<head>`, and the page's data, which is JSON, never script (the CSP
 * allows no inline script).
 */
export function PageFrame({ styles, app, data, origin, children }: PageFrameProps) {
  return (
    <>
      <meta charSet="UTF-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content={THEME_COLOURS.light} media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content={THEME_COLOURS.dark} media="(prefers-color-scheme: dark)" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="manifest" href="/manifest.webmanifest" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      {styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      {origin ? <PublicOriginProvider origin={origin}>{children}</PublicOriginProvider> : children}
      <script type="application/json" id={PAGE_STATE_ID} data-app={app} dangerouslySetInnerHTML={{ __html: data }} />
    </>
  );
}
