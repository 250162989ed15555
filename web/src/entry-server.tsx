/**
 * The web app's server bundle (built by `vite build --ssr`, loaded by the server): a public
 * screen drawn with its data for a visitor, as one HTML document the browser hydrates.
 *
 * A screen declares the data it needs on the server the way it asks for it in the browser, with
 * its query hooks: the page is rendered, the queries that render asked for are fetched (through
 * the app itself, so kept answers, cache policies and validation are those of `/v1`), and it is
 * rendered again until it asks for nothing new. The last render is React's own prerender of the
 * whole document, so what screens hoist (`<title>`, `<meta>`, `<link>`) lands in `<head>`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClientProvider, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { CreatePageRenderer, Deadline, PageAssets, RenderedPage } from '@guide/common/pages';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { App, loadScreen, pageAddress, queryProblems } from './App';
import { ApiError, sendRequestsWith } from './lib/api';
import { FlashProvider } from './lib/flash';
import { drawAs, pageNow } from './lib/page-clock';
import { newQueryClient } from './lib/query-client';
import { StaticRouter } from './lib/router';
import { ScreenFailed } from './components/ScreenBoundary';
import { Layout } from './components/Layout';
import { PageFrame } from './components/PageFrame';
import { loadLazyParts } from './components/lazyPart';

/** Renders before the page asks for nothing new: a screen whose data leads to more data (a show, then its episodes) needs two. */
const MAX_DATA_ROUNDS = 3;

/** The `/v1` answers' Cache-Control values of the page being drawn, gathered across its requests. */
const drawnFrom = new AsyncLocalStorage<string[]>();

/** What the browser reads before it hydrates: the queries as drawn, the instant and zone they were drawn at. */
export interface PageState {
  queries: ReturnType<typeof dehydrate>;
  drawnAt: number;
  timeZone: string;
  /** The stylesheets the page links (the browser draws the same `PageFrame`). */
  styles: string[];
  /** The app's module, which the page's first script imports once the page is painted. */
  app: string;
  /** The published origin the page's whole links are on ('' when unknown). */
  origin: string;
  /**
   * The server could not draw the screen and sent the failure page: the browser draws the page
   * itself rather than hydrating a tree its app would not draw.
   */
  failed?: true;
}

function Tree({ client, address, children }: { client: QueryClient; address: string; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <StaticRouter location={address}>
          <FlashProvider>{children}</FlashProvider>
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * The document: nothing beside the app on the way to it, so the app sits where the browser's root
 * does and React's ids (useId) agree; what `PageFrame` and the screens hoist makes `<head>`.
 */
function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        {/* The theme chosen on this device, before the first paint: a file, as the CSP allows no inline script. */}
        <script src="/prefs.js" />
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}

/** JSON safe inside `<script>`: nothing in it can close the element or open a comment. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Whether a query's options (an observer's, which carry `enabled`) let it be fetched now. */
const isEnabled = (query: Query) => {
  const { enabled } = query.options as { enabled?: unknown };
  return enabled === undefined || enabled === true;
};

/** Queries the last render asked for that have no answer yet and may be asked now. */
const waiting = (client: QueryClient): Query[] =>
  client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        typeof query.options.queryFn === 'function' &&
        isEnabled(query),
    );

/** Fetches every waiting query, round after round, until none is new or the deadline passes. */
async function gatherData(client: QueryClient, draw: () => void, deadline: Deadline, sources: string[]) {
  const passed = new Promise<void>((resolve) => {
    if (deadline.aborted) resolve();
    deadline.addEventListener('abort', () => resolve(), { once: true });
  });
  for (let round = 0; round < MAX_DATA_ROUNDS && !deadline.aborted; round += 1) {
    draw();
    const queries = waiting(client);
    if (queries.length === 0) return;
    const fetched = drawnFrom.run(sources, () =>
      Promise.allSettled(queries.map((query) => query.fetch(undefined, { cancelRefetch: false }))),
    );
    await Promise.race([fetched, passed]);
  }
}

/** The status a page is sent with: a thing that does not exist is a 404, a query that names nothing a 400. */
function statusOf(client: QueryClient, address: string): RenderedPage['status'] {
  const { name } = pageAddress(address);
  if (name === null) return 404;
  const failures = client
    .getQueryCache()
    .getAll()
    .map((query) => query.state.error)
    .filter((error) => error instanceof ApiError);
  if (failures.some((error) => error.status === 404)) return 404;
  const search = new URL(address, 'http://page').searchParams;
  if (failures.some((error) => error.status === 400) || queryProblems(name, search).length > 0) return 400;
  return 200;
}

/** A failed read the page shows as the browser would; one the browser should try again (no answer, 5xx) is left to it. */
const isFinalFailure = (query: Query) =>
  query.state.error instanceof ApiError && query.state.error.status >= 400 && query.state.error.status < 500;

async function documentHtml(
  assets: PageAssets,
  state: PageState,
  tree: (frame: (app: ReactNode) => ReactNode) => ReactNode,
  signal: AbortSignal,
) {
  const data = scriptSafeJson(state);
  const framed = tree((app) => (
    <PageFrame styles={assets.styles} app={assets.app} data={data} origin={state.origin}>
      {app}
    </PageFrame>
  ));
  const { prelude } = await prerenderToNodeStream(<Document>{framed}</Document>, {
    bootstrapModules: assets.scripts,
    // A large finished Suspense boundary is otherwise sent apart and revealed by an inline script,
    // which the CSP refuses: every boundary is written in place.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    signal,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

export const createPageRenderer: CreatePageRenderer = ({ send, now, timeZone, assets }) => {
  drawAs(now, timeZone);
  sendRequestsWith(async (url, init) => {
    const answer = await send(url, init);
    drawnFrom.getStore()?.push(answer.headers.get('cache-control') ?? 'no-store');
    return answer as Response;
  });

  return {
    addressOf: (url) => pageAddress(url).address,

    async render(address, deadline, origin) {
      await loadScreen(address);
      await loadLazyParts();
      const client = newQueryClient();
      // One request each, and a failure is drawn as one (the browser retries what it must).
      client.setDefaultOptions({
        queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false },
      });
      const sources: string[] = [];
      const tree = (frame: (app: ReactNode) => ReactNode = (app) => app) => (
        <Tree client={client} address={address}>
          {frame(<App />)}
        </Tree>
      );
      await gatherData(client, () => renderToString(tree()), deadline, sources);
      const complete = waiting(client).length === 0 && client.isFetching() === 0;
      const drawnAt = pageNow();
      // Answers are "as of" the server's clock (FIXED_NOW included), as the page says.
      for (const query of client.getQueryCache().getAll())
        if (query.state.status === 'success') query.setState({ dataUpdatedAt: drawnAt });
      const queries = dehydrate(client, {
        shouldDehydrateQuery: (query) => query.state.status === 'success' || isFinalFailure(query),
      });
      const state: PageState = { queries, drawnAt, timeZone, styles: assets.styles, app: assets.app, origin };
      const html = await documentHtml(assets, state, tree, AbortSignal.timeout(5_000));
      return { status: statusOf(client, address), html, complete, cacheControls: sources };
    },

    async renderFailure(address) {
      const client = newQueryClient();
      const tree = (frame: (app: ReactNode) => ReactNode) => (
        <Tree client={client} address={address}>
          {frame(
            <Layout>
              <ScreenFailed retry={() => undefined} />
            </Layout>,
          )}
        </Tree>
      );
      const state: PageState = {
        queries: dehydrate(client),
        drawnAt: pageNow(),
        timeZone,
        styles: assets.styles,
        app: assets.app,
        origin: '',
        failed: true,
      };
      return documentHtml(assets, state, tree, AbortSignal.timeout(5_000));
    },
  };
};
