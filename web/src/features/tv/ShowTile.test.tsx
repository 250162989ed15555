import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TvEpisode, TvShow } from '@guide/common/tv';
import { FlashProvider } from '../../lib/flash';
import { orderBySoonestNext } from './SavedShows';
import { ShowTile } from './ShowTile';

const show: TvShow = {
  id: 7,
  name: 'Harbor Street',
  network: null,
  webChannel: null,
  summary: '<p>Hello <b>there</b></p><script>window.__ran = true</script><img src=x onerror="window.__ran = true">',
  runtime: 30,
  genres: ['Drama', 'Comedy'],
  image: null,
  _links: {
    self: { href: '/v1/tv-show/7' },
    previousepisode: { href: '/v1/tv-show/episode/70101' },
    nextepisode: { href: '/v1/tv-show/episode/70102' },
  },
};

const episodes: Record<string, TvEpisode> = {
  '70101': { id: 70101, name: 'Pilot', summary: '<p>It begins.</p>', airdate: '2026-11-14', season: 1, number: 1 },
  '70102': { id: 70102, name: 'Crossroads', summary: null, airdate: '2026-11-28', season: 1, number: 2 },
};

function renderWithApp(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FlashProvider>{ui}</FlashProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete (window as { __ran?: boolean }).__ran;
});

describe('ShowTile', () => {
  it('renders an HTML summary as text: no script runs and no element is created', () => {
    const { container } = renderWithApp(<ShowTile show={show} />);
    expect(screen.getByText('Hello there')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('shows a summary holding a script tag as visible text', () => {
    renderWithApp(<ShowTile show={{ ...show, summary: '&lt;script&gt;window.__ran = true&lt;/script&gt;' }} />);
    expect(screen.getByText('<script>window.__ran = true</script>')).toBeInTheDocument();
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('shows the channel fallback, the runtime and the genres; no Save for a visitor', () => {
    renderWithApp(<ShowTile show={show} />);
    expect(screen.getByText('on Unlisted')).toBeInTheDocument();
    expect(screen.getByText('30 min')).toBeInTheDocument();
    expect(screen.getByText('Drama, Comedy')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
  });

  it('loads the previous and next episodes: aired and upcoming', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T17:00:00Z') });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const id = /episode\/(\d+)$/.exec(url)?.[1] ?? '';
        return new Response(JSON.stringify(episodes[id]), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<ShowTile show={show} />);
    await user.click(screen.getByRole('button', { name: 'Previous Episode' }));
    expect(await screen.findByRole('heading', { name: 'Pilot' })).toBeInTheDocument();
    expect(screen.getByText('S1 E1')).toBeInTheDocument();
    expect(screen.getByText('Aired: Nov. 14, 2026')).toBeInTheDocument();
    expect(screen.getByText('It begins.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Episode' }));
    expect(await screen.findByRole('heading', { name: 'Crossroads' })).toBeInTheDocument();
    expect(screen.getByText('Airs: Nov. 28, 2026')).toBeInTheDocument();
  });
});

describe('Save on a show', () => {
  afterEach(() => localStorage.clear());

  it('saves, shows Saved with the done mark, and pressing Saved forgets the show again', async () => {
    localStorage.setItem('token', `h.${btoa(JSON.stringify({ Name: 'ann@example.com', exp: 4_102_444_800 }))}.s`);
    let shows: number[] = [];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (url.includes('add-show')) shows = [...shows, 7];
        if (url.includes('delete-show')) shows = shows.filter((id) => id !== 7);
        const body = url.includes('get-data') ? { zipcodes: [], shows, teams: [] } : { shows };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<ShowTile show={{ ...show, _links: { self: show._links.self } }} />);
    const save = await screen.findByRole('button', { name: 'Save Harbor Street', pressed: false });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(save);
    const saved = await screen.findByRole('button', { name: 'Saved Harbor Street', pressed: true });
    expect(saved).toHaveTextContent('✓');
    expect(saved).toBeEnabled();
    expect(saved).toHaveFocus();
    await user.click(saved);
    expect(await screen.findByRole('button', { name: 'Save Harbor Street', pressed: false })).toHaveFocus();
    expect(calls).toEqual([
      'GET /v1/users/get-data',
      'POST /v1/users/add-show?show=7',
      'POST /v1/users/delete-show?show=7',
    ]);
  });
});

describe('orderBySoonestNext', () => {
  it('puts the soonest next episode first and shows without one last, in saved order', () => {
    const ep = (airdate: string) => ({ ...episodes['70101']!, airdate });
    const ordered = orderBySoonestNext([
      { id: 1, failed: false },
      { id: 2, failed: false, next: ep('2026-12-05') },
      { id: 3, failed: false },
      { id: 4, failed: false, next: ep('2026-11-25') },
    ]);
    expect(ordered.map((s) => s.id)).toEqual([4, 2, 1, 3]);
  });
});
