import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Watchlist, WatchlistFilm } from '@guide/common/watching';
import { apiAnswer, renderAt } from '../lib/test-server';
import WatchlistPage from './WatchlistPage';

const film = (id: string, title: string, more: Partial<WatchlistFilm> = {}): WatchlistFilm => ({
  id,
  title,
  year: 2026,
  poster: null,
  addedAt: '2026-11-20T12:00:00Z',
  seenAt: null,
  showtimes: [],
  airings: [],
  onMyServices: [],
  ...more,
});

const inCinemas = film('harbor-lights-2026', 'Harbor Lights', {
  showtimes: [
    {
      zip: '10001',
      date: '2026-11-21',
      theatres: [
        {
          theatre: { id: 't1', name: 'Chelsea Cinema 9' },
          times: [{ dateTime: '2026-11-21T19:30' }, { dateTime: '2026-11-21T22:05' }],
        },
      ],
    },
  ],
});
const onTv = film('the-long-night-1958', 'The Long Night', {
  year: 1958,
  airings: [{ startTime: '2026-11-22T20:00:00Z', endTime: '2026-11-22T22:00:00Z', station: { callSign: 'TCM' } }],
});

/** A stand-in server: the list as it holds it; a Seen mark moves the film to the seen part. */
function server(initial: Watchlist, { failChange = false } = {}) {
  let list = initial;
  const calls: string[] = [];
  const kept = () => ({ films: [...list.films, ...list.seen].map((f) => ({ id: f.id, seen: f.seenAt !== null })) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/v1/users/watchlist') return apiAnswer(list);
      if (url.pathname === '/v1/users/streaming-services') return apiAnswer({ services: [9001] });
      const id = url.searchParams.get('film');
      if (failChange) return apiAnswer(`The film ${id} is not on your watchlist.`, 404);
      if (url.pathname === '/v1/users/watchlist/seen') {
        const moved = list.films.find((f) => f.id === id)!;
        list = {
          ...list,
          films: list.films.filter((f) => f.id !== id),
          seen: [{ ...moved, seenAt: '2026-11-21T18:00:00Z', showtimes: [], airings: [] }, ...list.seen],
        };
      }
      if (url.pathname === '/v1/users/watchlist/remove')
        list = { ...list, films: list.films.filter((f) => f.id !== id), seen: list.seen.filter((f) => f.id !== id) };
      return apiAnswer(kept());
    }),
  );
  return calls;
}

const emptyList: Watchlist = { films: [], seen: [], limit: 60, zipcodes: ['10001'], unavailable: [] };

const renderPage = (address = '/watchlist') => renderAt(address, <WatchlistPage />);

beforeEach(() => localStorage.setItem('token', 'a.b.c'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/watchlist', () => {
  it('says where each kept film is showing near the saved zips and when it airs, and moves a seen one to Seen', async () => {
    const calls = server({ ...emptyList, films: [inCinemas, onTv] });
    const user = userEvent.setup();
    renderPage();
    const toSee = await screen.findByRole('list', { name: 'Films to see' });
    const [cinemaTile, tvTile] = within(toSee)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === toSee);
    expect(within(cinemaTile!).getByRole('link', { name: 'Harbor Lights (2026)' })).toHaveAttribute(
      'href',
      '/film/harbor-lights-2026',
    );
    expect(cinemaTile).toHaveTextContent('In cinemas today near 10001: Chelsea Cinema 9 — 7:30 PM, 10:05 PM');
    expect(cinemaTile).toHaveTextContent('Not on TV in the next 7 days.');
    expect(tvTile).toHaveTextContent('Not showing near 10001 for the rest of today.');
    expect(tvTile).toHaveTextContent(/On TV Sunday Nov\. 22, 8:00 PM on TCM/);
    expect(screen.queryByRole('heading', { name: 'Seen' })).toBeNull();

    const seen = screen.getByRole('button', { name: 'Mark The Long Night seen' });
    seen.focus();
    await user.keyboard('{Enter}');
    const seenList = await screen.findByRole('list', { name: 'Films seen' });
    expect(within(seenList).getByRole('link', { name: 'The Long Night (1958)' })).toBeInTheDocument();
    expect(seenList).toHaveTextContent('Seen Saturday Nov. 21');
    expect(within(screen.getByRole('list', { name: 'Films to see' })).queryByText('The Long Night (1958)')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('The Long Night marked seen.');
    expect(calls).toContain('/v1/users/watchlist/seen?film=the-long-night-1958&seen=true');
  });

  it('names the services of mine a film streams on, and shows those films alone when asked, from the address too', async () => {
    const streaming = film('quiet-harbour-2024', 'Quiet Harbour', {
      year: 2024,
      airings: onTv.airings,
      onMyServices: [{ id: 9001, name: 'Marquee+', logo: null }],
    });
    server({ ...emptyList, films: [inCinemas, streaming] });
    const user = userEvent.setup();
    renderPage();
    const toSee = await screen.findByRole('list', { name: 'Films to see' });
    const tile = screen.getByRole('link', { name: 'Quiet Harbour (2024)' }).closest('li')!;
    // It says both: on TV tomorrow, and streaming on one of mine.
    expect(tile).toHaveTextContent(/On TV Sunday Nov\. 22, 8:00 PM on TCM/);
    expect(tile).toHaveTextContent('Streaming on Marquee+, one of your services');
    expect(within(toSee).getByRole('link', { name: 'Harbor Lights (2026)' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Only films on my services' }));
    expect(within(toSee).queryByRole('link', { name: 'Harbor Lights (2026)' })).toBeNull();
    expect(within(toSee).getByRole('link', { name: 'Quiet Harbour (2024)' })).toBeInTheDocument();
  });

  it('filters from the address, and says so when none of the kept films streams on my services', async () => {
    server({ ...emptyList, films: [inCinemas, onTv] });
    renderPage('/watchlist?services=mine');
    expect(await screen.findByText('None of the films you kept streams on your services just now.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Only films on my services' })).toBeChecked();
    expect(screen.queryByRole('link', { name: 'Harbor Lights (2026)' })).toBeNull();
  });

  it('says so when nothing is kept, with where to find films', async () => {
    server(emptyList);
    renderPage();
    expect(await screen.findByText(/Nothing kept yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Showtimes' })).toHaveAttribute('href', '/cinema');
  });

  it('shows the server’s sentence when a change fails, and keeps the film', async () => {
    server({ ...emptyList, films: [inCinemas] }, { failChange: true });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Harbor Lights from your watchlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The film harbor-lights-2026 is not on your watchlist.');
    expect(screen.getByRole('link', { name: 'Harbor Lights (2026)' })).toBeInTheDocument();
  });

  it('says a listing could not be looked up, and asks for a zip code when none is saved', async () => {
    server({ ...emptyList, zipcodes: [], unavailable: ['tv'], films: [onTv] });
    renderPage();
    expect(await screen.findByText('The TV listings could not be looked up just now.')).toBeInTheDocument();
    expect(screen.getByText(/Save a zip code on your/)).toBeInTheDocument();
  });
});
