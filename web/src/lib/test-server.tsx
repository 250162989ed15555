/**
 * For component tests only (imported by `*.test.tsx`, never by the app): a stand-in server's
 * answers and a screen rendered at an address with a fresh query cache.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FlashProvider } from './flash';
import { MemoryRouter } from './router';

/** An answer as the API sends it: JSON with 200, a plain sentence with any other status. */
export function apiAnswer(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': status === 200 ? 'application/json' : 'text/plain' },
  });
}

/** Renders `ui` at `address` with the router, the flash messages and a query cache of its own (no retries). */
export function renderAt(address: string, ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <FlashProvider>{ui}</FlashProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
