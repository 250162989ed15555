import type { ReactNode } from 'react';
import { PAGE_STATE_ID } from '../lib/query-client';

/** The built stylesheets and the page's data, as the server wrote them into a rendered page. */
export interface PageFrameProps {
  styles: string[];
  /** The page's data as the server wrote it (script-safe JSON). */
  data: string;
  children: ReactNode;
}

/**
 * What a rendered page holds around the screen, drawn the same on the server and in the browser
 * that hydrates it (so the two trees, and the ids React gives, are the same): the head's elements,
 * which React hoists into `<head>`, and the page's data, which is JSON, never script (the CSP
 * allows no inline script).
 */
export function PageFrame({ styles, data, children }: PageFrameProps) {
  return (
    <>
      <meta charSet="UTF-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content="#17324d" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      {children}
      <script type="application/json" id={PAGE_STATE_ID} dangerouslySetInnerHTML={{ __html: data }} />
    </>
  );
}
