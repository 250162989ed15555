/**
 * For component tests only (imported by `*.test.tsx`, never by the app): a stand-in server's
 * answers and a screen rendered at an address with a fresh query cache.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { FlashProvider } from './flash';
import { MemoryRouter } from './router';

/** An answer as the API sends it: a payload as JSON, a sentence (a refusal) as plain text. */
export function apiAnswer(body: unknown, status = 200): Response {
  const sentence = typeof body === 'string';
  return new Response(sentence ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': sentence ? 'text/plain; charset=utf-8' : 'application/json' },
  });
}

/**
 * Puts a stand-in server in place of `fetch` (undone by `vi.unstubAllGlobals()`): each request is
 * answered by `answer` from its address. Answers the mock, whose calls are the requests as sent.
 */
export function serveWith(answer: (url: URL, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(new URL(input instanceof Request ? input.url : String(input), window.location.origin), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * A stand-in server that answers requests in turn from `answers` (a test pushes the next ones
 * before acting); `serve()` empties it and puts it in place of `fetch`, for a `beforeEach`.
 */
export function answersInTurn() {
  const answers: Response[] = [];
  const next = () => answers.shift() ?? apiAnswer('No answer was ready for this request.', 500);
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => next());
  return {
    answers,
    fetchMock,
    serve() {
      answers.length = 0;
      fetchMock.mockClear();
      vi.stubGlobal('fetch', fetchMock);
    },
  };
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
