import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../lib/router';
import { KeepFilmToggle } from './KeepFilmToggle';

function renderToggle() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/film/deep-freeze-2026?zip=10001']}>
        <KeepFilmToggle film="deep-freeze-2026" title="Deep Freeze" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('KeepFilmToggle', () => {
  it('leads a visitor to the login, which comes back to the film', () => {
    renderToggle();
    const link = screen.getByRole('link', { name: 'Keep for later: Deep Freeze (log in first)' });
    expect(link).toHaveAttribute('href', `/user/login?next=${encodeURIComponent('/film/deep-freeze-2026?zip=10001')}`);
  });

  it('keeps the film, then says it is on the list and takes it off again', async () => {
    localStorage.setItem('token', 'a.b.c');
    let kept: string[] = [];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        calls.push(`${url.pathname}${url.search}`);
        const film = url.searchParams.get('film')!;
        if (url.pathname === '/v1/users/watchlist/add') kept = [film, ...kept];
        if (url.pathname === '/v1/users/watchlist/remove') kept = kept.filter((id) => id !== film);
        return new Response(JSON.stringify({ films: kept.map((id) => ({ id, seen: false })) }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const user = userEvent.setup();
    renderToggle();
    const toggle = await screen.findByRole('button', { name: 'Keep for later', pressed: false });
    await vi.waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(toggle);
    expect(await screen.findByRole('button', { name: 'On your list', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your watchlist' })).toHaveAttribute('href', '/watchlist');
    await user.click(screen.getByRole('button', { name: 'On your list' }));
    expect(await screen.findByRole('button', { name: 'Keep for later', pressed: false })).toBeInTheDocument();
    expect(calls).toEqual([
      '/v1/users/watchlist/films',
      '/v1/users/watchlist/add?film=deep-freeze-2026',
      '/v1/users/watchlist/remove?film=deep-freeze-2026',
    ]);
  });
});
