import { QueryClientProvider, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PageState } from './entry-server';
import { BrowserRouter } from './lib/router';
import { App, preloadScreen } from './App';
import { useSpoilerSync } from './lib/user-data';
import { PageFrame } from './components/PageFrame';
import { lazyPartsArrived } from './components/lazyPart';
import { ApiError, loadEndpointTable } from './lib/api';
import { FlashProvider } from './lib/flash';
import { registerServiceWorkerAfterLoad } from './lib/offline-copies';
import { drawAs, followViewer } from './lib/page-clock';
import { PAGE_STATE_ID, newQueryClient } from './lib/query-client';
import './styles.css';

const queryClient = newQueryClient();
const container = document.getElementById('root')!;
const pageState = readPageState();
/** The page's data exactly as the server wrote it (the browser draws the same element around the app). */
const pageData = document.getElementById(PAGE_STATE_ID)?.textContent ?? '';
// The server's page is hydrated as the server drew it (its instant, the guide's zone), then moves to the viewer's.
if (pageState) drawAs(() => pageState.drawnAt, pageState.timeZone);

/** The server's page data, its failed reads made errors again; null on a page the server did not draw. */
function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as PageState;
  for (const { queryKey, state: query } of state.queries.queries) {
    const failure = query.error as { status?: number; message?: string } | null;
    if (failure) {
      query.error = new ApiError(failure.status ?? 500, failure.message ?? '') as never;
      // A thing that does not exist is not asked for again when the screen mounts.
      queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
    } else {
      // The page is kept no longer than its data stays true, so what it carries counts as just
      // fetched: fresh for as long as a new answer would be (no request again on arrival).
      const age = Math.max(0, Date.now() - query.dataUpdatedAt);
      queryClient.setQueryDefaults(queryKey, { staleTime: 60_000 + age });
    }
  }
  return state;
}

/**
 * Once the server's page is hydrated: the viewer's clock and zone from now on, and, if the zone
 * differs, the page drawn again in it. A new tree from the root makes every component render
 * again in place (nothing is mounted anew, so no element is painted anew).
 */
function Hydrated({ children }: { children: ReactNode }) {
  // Spoiler-free mode and the followed teams kept on the device for /prefs.js, as the account has them.
  useSpoilerSync();
  useEffect(() => {
    // Said on the document once the lazy parts drawn by the server have hydrated too: from here on
    // the page's controls answer (tests and tools wait for it).
    // The viewer's zone only once the lazy parts have hydrated as the server drew them.
    void lazyPartsArrived().then(() => {
      document.documentElement.dataset.hydrated = '';
      if (followViewer()) render();
    });
    // The endpoint table, for the page's first request (lib/api.ts).
    loadEndpointTable().catch(() => undefined);
  }, []);
  return children;
}

const tree = () => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <FlashProvider>
          <Hydrated>
            {pageState ? (
              <PageFrame styles={pageState.styles} app={pageState.app} data={pageData} origin={pageState.origin}>
                <App />
              </PageFrame>
            ) : (
              <App />
            )}
          </Hydrated>
        </FlashProvider>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);

let root: ReturnType<typeof createRoot> | undefined;
// As a transition React draws in slices and the page keeps answering input (no long task on a
// slow phone). It waits for the code of the screen asked for, so that screen renders in that
// first render instead of showing the loading dots (its first requests are already under way,
// or its data came with the page); if the code fails to come, the screen tries again.
function render() {
  startTransition(() => {
    if (root) root.render(tree());
    else if (hydrating) root = hydrateRoot(container, tree());
    else {
      root = createRoot(container);
      root.render(tree());
    }
  });
}

if (pageState) hydrate(queryClient, pageState.queries);
// A page the server drew carries its reads: a prefetch would ask again for the ones that failed
// there (a film or team not found, a day beyond the listings), turning them back into loading
// before hydration, which then draws another page than the server's. Its code alone is loaded
// (a page the server failed to draw is drawn here from the start, so its reads begin at once).
const hydrating = pageState !== null && !pageState.failed;
preloadScreen(window.location, hydrating ? null : queryClient).then(
  () => render(),
  () => render(),
);
registerServiceWorkerAfterLoad();
