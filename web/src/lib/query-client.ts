import { QueryClient } from '@tanstack/react-query';
import { retryWhenUnreachable } from './api';

/** The one way the app's query cache is made: in the browser, and for each page the server renders. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
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
}

export { PAGE_STATE_ID } from './page-state-id';
