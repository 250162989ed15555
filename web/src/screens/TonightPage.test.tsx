import type { Game } from '@guide/common/sports';
import userEvent from '@testing-library/user-event';
import type { TvMovieAiring, TvSportsAiring } from '@guide/common/tv';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawAs, followViewer } from '../lib/page-clock';
import { MemoryRouter, Route, Routes } from '../lib/router';
import TonightPage from './TonightPage';

// Saturday Nov. 21, 2026, 2 AM in New York: "tonight" is the evening ahead.
const TWO_AM = Date.parse('2026-11-21T07:00:00Z');

const nhlGame = (id: number, gametime: string, status: string, visitor: string, home: string): Game => ({
  id,
  description: 'Regular Season',
  gametime,
  date: '2026-11-21',
  visitor: { id: id * 10, name: visitor },
  home: { id: id * 10 + 1, name: home },
  status,
  home_score: status === 'Scheduled' ? null : 2,
  visitor_score: status === 'Scheduled' ? null : 1,
  period: status === 'Scheduled' ? null : 3,
});
const NHL: Game[] = [
  nhlGame(1, '2026-11-22T00:00:00Z', 'Scheduled', 'Boston Bruins', 'New York Rangers'),
  nhlGame(2, '2026-11-22T01:00:00Z', 'Scheduled', 'Dallas Stars', 'Toronto Maple Leafs'),
  nhlGame(3, '2026-11-22T03:00:00Z', 'Scheduled', 'Utah Mammoth', 'Seattle Kraken'),
];

const image = { uri: '', relayUrl: '' };
const film = (callSign: string, start: string, end: string, title: string): TvMovieAiring => ({
  startTime: start,
  endTime: end,
  station: { callSign },
  program: {
    title,
    genres: ['Drama'],
    shortDescription: '',
    longDescription: '',
    topCast: [],
    rootId: title,
    preferredImage: image,
  },
});
const MOVIES = [
  // A replay in the small hours, and the evening's line-up.
  film('TCM', '2026-11-21T06:00:00Z', '2026-11-21T08:00:00Z', 'Late Replay'),
  film('TCM', '2026-11-22T00:30:00Z', '2026-11-22T02:30:00Z', 'Evening Classic'),
  film('TCM', '2026-11-22T02:30:00Z', '2026-11-22T04:30:00Z', 'Night Classic'),
];
const SPORTS: TvSportsAiring[] = [
  {
    startTime: '2026-11-22T01:00:00Z',
    endTime: '2026-11-22T04:00:00Z',
    station: { callSign: 'NHLN' },
    program: {
      eventTitle: 'NHL Hockey: Dallas Stars at Toronto Maple Leafs',
      genres: ['Hockey'],
      shortDescription: '',
      longDescription: '',
      rootId: 'SP-1',
      preferredImage: image,
    },
  },
];

function renderTonight(url = '/tonight', movies = MOVIES) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), 'http://guide.test');
      if (pathname === '/v1/sports/nhl/games') return Response.json(NHL);
      if (pathname === '/v1/sports/mlb/games') return Response.json([]);
      if (pathname === '/v1/tv-movies') return Response.json(movies);
      if (pathname === '/v1/tv-sports') return Response.json(SPORTS);
      return new Response('Not here.', { status: 404 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="tonight" element={<TonightPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // The page's clock and the browser's (what `useNow` reads once the page is the browser's).
  drawAs(() => TWO_AM, 'America/New_York');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TWO_AM);
});
afterEach(() => {
  vi.useRealTimers();
  followViewer();
  vi.unstubAllGlobals();
});

describe('TonightPage', () => {
  it('at 2 AM leads with the evening’s games, linked, then prime time at 8 PM by channel, not the replays on now', async () => {
    renderTonight();
    const games = screen.getByRole('region', { name: 'Games tonight' });
    expect(await within(games).findByRole('link', { name: 'Dallas Stars' })).toHaveAttribute(
      'href',
      '/nhl/20?date=2026-11-21',
    );
    expect(within(games).getByRole('link', { name: 'Details of Boston Bruins at New York Rangers' })).toHaveAttribute(
      'href',
      '/nhl/game/1',
    );

    const tv = screen.getByRole('region', { name: 'Prime time on TV' });
    const table = await within(tv).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Channel', '8:00 PM', 'Next']);
    expect(within(table).getByRole('row', { name: /TCM/ })).toHaveTextContent(/Evening Classic.*Night Classic/);
    expect(table).not.toHaveTextContent('Late Replay');
    // The airing of a game we list links to the game's page.
    expect(
      within(table).getByRole('link', { name: 'NHL Hockey: Dallas Stars at Toronto Maple Leafs' }),
    ).toHaveAttribute('href', '/nhl/game/2');
    // Games before any TV listing.
    expect(games.compareDocumentPosition(tv) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A visitor is invited to follow teams and save shows, and asked for a zip for the films near them.
    expect(screen.getByText(/to follow teams and save shows/)).toBeInTheDocument();
    expect(screen.getByLabelText('Films showing near zip code')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your shows' })).not.toBeInTheDocument();
  });

  it('refuses a zip that is not one beside the field, and keeps the page', async () => {
    renderTonight();
    const field = screen.getByLabelText('Films showing near zip code');
    fireEvent.change(field, { target: { value: 'abcde' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show films' }));
    expect(await screen.findByText('Please enter a valid U.S. zip code.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('on a phone folds prime time after eight channels, with a button that shows them all', async () => {
    const user = userEvent.setup();
    const more = Array.from({ length: 9 }, (_, i) =>
      film(`CH${i + 10}`, '2026-11-22T00:30:00Z', '2026-11-22T02:30:00Z', `Film ${i + 10}`),
    );
    renderTonight('/tonight', [...MOVIES, ...more]);
    const tv = screen.getByRole('region', { name: 'Prime time on TV' });
    const table = await within(tv).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.filter((r) => r.classList.contains('beyond-phone'))).toHaveLength(rows.length - 8);
    const button = within(tv).getByRole('button', { name: `Show all channels (${rows.length})` });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(table).not.toHaveClass('all-channels');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('Show fewer channels');
    expect(table).toHaveClass('all-channels');
  });
});
