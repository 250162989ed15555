import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../lib/router';
import LogoutPage from './LogoutPage';

const deleted: string[] = [];
const fetchMock = vi.fn(
  async (_input: RequestInfo | URL, _init?: RequestInit) =>
    new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
);

beforeEach(() => {
  deleted.length = 0;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('caches', {
    delete: async (name: string) => {
      deleted.push(name);
      return true;
    },
  });
  localStorage.setItem('token', 'a.b.c');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('logging out', () => {
  it("forgets the token, every query's answer and the copies kept for reading offline", async () => {
    const client = new QueryClient();
    client.setQueryData(['user-data', 'a.b.c'], { zipcodes: ['10001'], shows: [] });
    client.setQueryData(['account', 'a.b.c', 'calendar'], { url: 'https://guide.example/v1/calendar/secret.ics' });
    client.setQueryData(['cinema', 'showings', '10001'], []);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/user/logout']}>
          <LogoutPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/You are logged out\./)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/v1/users/revoke');
    expect(localStorage.getItem('token')).toBeNull();
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(deleted.sort()).toEqual(['kept-answers', 'kept-images', 'kept-pages']);
  });
});
