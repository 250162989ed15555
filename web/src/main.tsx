import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router';
import { App, preloadScreen } from './App';
import { retryWhenUnreachable } from './lib/api';
import { FlashProvider } from './lib/flash';
import { registerServiceWorkerAfterLoad } from './lib/offline-copies';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: retryWhenUnreachable,
      // Asked even when the browser says it is offline: the service worker may answer from its copy.
      networkMode: 'offlineFirst',
    },
  },
});

const root = createRoot(document.getElementById('root')!);
// The HTML shell is already on screen, so the first render need not be urgent: as a transition
// React draws it in slices and the page keeps answering input (no long task on a slow phone).
// It waits for the code of the screen asked for, so that screen renders (and asks for its data)
// in that first render instead of suspending (its first requests are already under way); if the
// code fails to come, the screen tries again.
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <FlashProvider>
              <App />
            </FlashProvider>
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
preloadScreen(window.location, queryClient).then(render, render);
registerServiceWorkerAfterLoad();
