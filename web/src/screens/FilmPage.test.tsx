import type { Film, WatchOptions } from '@guide/common/cinema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlashMessages } from '../components/FlashMessages';
import { FlashProvider } from '../lib/flash';
import { MemoryRouter, Route, Routes, useLocation } from '../lib/router';
import FilmPage from './FilmPage';

const FILM: Film = {
  id: 'ember-and-oak-2026',
  title: 'Ember and Oak',
  year: 2026,
  tmdbId: 880_003,
  rootId: '40880003',
  overview: 'A blacksmith and a forest spirit strike a bargain.',
  poster: '/v1/images/posters/w185/drawn-release-880003.svg',
  contentRating: 'PG-13',
  stars: 3,
  runtimeMinutes: 117,
  genres: ['Fantasy', 'Drama'],
  cast: ['Ava Calder', 'Theo Brandt'],
  releaseDate: '2026-11-13',
  showtimes: {
    zip: '10001',
    date: '2026-11-21',
    theatres: [
      {
        theatre: { id: '7', name: 'New York Bijou', url: 'https://theatres.example.com/7' },
        times: [
          { dateTime: '2026-11-21T10:30' },
          { dateTime: '2026-11-21T19:15', ticketURI: 'https://tickets.example.com/7/1' },
        ],
      },
    ],
  },
  airings: [{ startTime: '2026-11-22T01:00Z', endTime: '2026-11-22T03:30Z', station: { callSign: 'HBO' } }],
  unavailable: [],
};

const WATCH: WatchOptions = {
  region: 'US',
  link: 'https://www.themoviedb.org/movie/880003/watch?locale=US',
  options: [
    {
      kind: 'subscription',
      services: [
        { id: 8, name: 'Netflix', logo: '/v1/images/posters/w185/netflix.jpg' },
        { id: 9001, name: 'Marquee+', logo: null },
      ],
    },
    { kind: 'rent', services: [{ id: 2, name: 'Apple TV', logo: null }] },
  ],
};

type Answer = { status?: number; body: unknown };
let answer: (url: string) => Answer;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const { status = 200, body } = answer(String(input));
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': status === 200 ? 'application/json' : 'text/plain' },
  });
});
const requested = () => fetchMock.mock.calls.map(([u]) => String(u));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T17:00:00Z'));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  fetchMock.mockClear();
  answer = (url) => {
    if (url.includes('/watch-options')) return { body: WATCH };
    const zip = new URL(url, 'http://x').searchParams.get('zip');
    return { body: zip ? { ...FILM, showtimes: { ...FILM.showtimes!, zip } } : { ...FILM, showtimes: null } };
  };
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function LocationProbe() {
  const here = useLocation();
  return <output data-testid="location">{here.pathname + here.search}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <FlashProvider>
          <FlashMessages />
          <LocationProbe />
          <Routes>
            <Route path="film/:id" element={<FilmPage />} />
          </Routes>
        </FlashProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('FilmPage', () => {
  it('shows the film: poster, stars, rating, runtime, genres, labelled release date, synopsis and cast', async () => {
    renderAt('/film/ember-and-oak-2026?zip=10001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ember and Oak (2026)' })).toBeVisible();
    expect(requested()[0]).toBe('/v1/films/ember-and-oak-2026?zip=10001&date=2026-11-21');
    expect(screen.getByRole('img', { name: '3 stars' })).toBeVisible();
    expect(screen.getByText('PG-13')).toBeVisible();
    expect(screen.getByText('1 h 57 min')).toBeVisible();
    expect(screen.getByText('Fantasy, Drama')).toBeVisible();
    expect(screen.getByText('Released: Nov. 13, 2026')).toBeVisible();
    expect(screen.getByText(FILM.overview)).toBeVisible();
    expect(screen.getByText('Ava Calder, Theo Brandt')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Ember and Oak (2026) | Entertainment Guide'));
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /\/v1\/images\/posters\/w185\/drawn-release-880003\.svg$/,
    );
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as {
      '@type': string;
      duration: string;
      subjectOf: { '@type': string }[];
    };
    expect(data['@type']).toBe('Movie');
    expect(data.duration).toBe('PT1H57M');
    expect(data.subjectOf.map((e) => e['@type'])).toEqual(['ScreeningEvent', 'ScreeningEvent', 'BroadcastEvent']);
  });

  it('lists the showtimes by theatre (started ones dimmed), the day links and the week on TV', async () => {
    renderAt('/film/ember-and-oak-2026?zip=10001');
    const times = await screen.findByRole('list', { name: 'Showtimes of Ember and Oak near 10001' });
    expect(within(times).getByText('New York Bijou')).toBeVisible();
    // 10:30 AM has started by noon; 7:15 PM is a ticket link.
    expect(within(times).queryByRole('link', { name: /^10:30 AM/ })).toBeNull();
    expect(
      within(times).getByRole('link', { name: /^7:15 PM tickets for Ember and Oak at New York Bijou/ }),
    ).toHaveAttribute('href', 'https://tickets.example.com/7/1');
    expect(screen.getByRole('button', { name: 'Next day' })).toHaveAttribute(
      'href',
      '/film/ember-and-oak-2026?zip=10001&date=2026-11-22',
    );
    const tv = screen.getByRole('region', { name: 'On TV this week' });
    expect(within(tv).getByText('HBO')).toBeVisible();
    // The day and times in the viewer's zone, whichever it is.
    expect(within(tv).getByRole('listitem')).toHaveTextContent(/^Airs: \w+ Nov\. 2[12], \d+:\d\d – \d+:\d\d [AP]M/);
    expect(within(tv).getByRole('listitem').querySelector('time')).toHaveAttribute('datetime', '2026-11-22T01:00Z');
  });

  it('asks for a zip when none is chosen, with its message beside the field, then shows that zip’s times', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderAt('/film/ember-and-oak-2026');
    await screen.findByRole('heading', { level: 1, name: 'Ember and Oak (2026)' });
    // Where to watch and whether alerts are on are asked beside the film; no showtimes without a zip.
    expect(requested().filter((u) => !u.includes('/watch-options') && u !== '/v1/push/public-key')).toEqual([
      '/v1/films/ember-and-oak-2026?date=2026-11-21',
    ]);
    expect(screen.queryByRole('list', { name: /^Showtimes of/ })).toBeNull();
    const input = screen.getByLabelText('Showtimes near zip code');
    await user.type(input, '12');
    await user.click(screen.getByRole('button', { name: 'Show times' }));
    expect(screen.getByText('Please enter a valid U.S. zip code.')).toBeVisible();
    await user.clear(input);
    await user.type(input, '02134');
    await user.click(screen.getByRole('button', { name: 'Show times' }));
    expect(await screen.findByRole('list', { name: 'Showtimes of Ember and Oak near 02134' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/film/ember-and-oak-2026?zip=02134');
    expect(localStorage.getItem('zip')).toBe('02134');
  });

  it('says when the film has no showtimes that day and is not on TV this week', async () => {
    answer = () => ({ body: { ...FILM, showtimes: { ...FILM.showtimes!, theatres: [] }, airings: [] } });
    renderAt('/film/ember-and-oak-2026?zip=10001');
    expect(await screen.findByText('No showtimes near 10001 on Saturday Nov. 21.')).toBeVisible();
    expect(screen.getByText('Not on TV in the next seven days.')).toBeVisible();
  });

  it('says which part could not be looked up, and keeps the rest', async () => {
    answer = () => ({ body: { ...FILM, airings: [], unavailable: ['tv'] } });
    renderAt('/film/ember-and-oak-2026?zip=10001');
    expect(await screen.findByText('The TV listings could not be looked up just now.')).toBeVisible();
    expect(screen.getByText('New York Bijou')).toBeVisible();
  });

  it('shows a not-found page for an unknown film, and for an address that is no film id', async () => {
    answer = () => ({ status: 404, body: 'The guide knows no film no-such-film-1999.' });
    const { unmount } = renderAt('/film/no-such-film-1999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Film not found' })).toBeVisible();
    expect(screen.getByText('The guide knows no film no-such-film-1999.')).toBeVisible();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
    unmount();
    answer = () => ({ status: 400, body: 'A film id is the film’s title in lowercase words.' });
    renderAt('/film/Not%20A%20Film');
    expect(await screen.findByRole('heading', { level: 1, name: 'Film not found' })).toBeVisible();
    expect(screen.getByText('A film id is the film’s title in lowercase words.')).toBeVisible();
  });

  it('offers Retry when the server fails', async () => {
    answer = () => ({ status: 503, body: 'The listings are not answering just now.' });
    renderAt('/film/ember-and-oak-2026');
    expect(await screen.findByText(/The listings are not answering just now\./)).toBeVisible();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeVisible();
  });

  it('says where to watch, kind by kind, with the JustWatch credit, and a failure as a retry', async () => {
    renderAt('/film/ember-and-oak-2026');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Where to watch' })).closest('section')!;
    const subscription = await within(section).findByRole('list', { name: 'With a subscription: services' });
    expect(
      within(subscription)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Netflix', 'MMarquee+']);
    expect(within(section).getByRole('list', { name: 'Rent: services' })).toHaveTextContent('Apple TV');
    expect(within(section).getByRole('link', { name: 'JustWatch, through TMDB' })).toHaveAttribute('href', WATCH.link);
    expect(requested()).toContain('/v1/films/ember-and-oak-2026/watch-options');
  });

  it('lists the viewer’s own services first and says so', async () => {
    localStorage.setItem('token', 'tok');
    const previous = answer;
    answer = (url) =>
      url.includes('/v1/users/streaming-services')
        ? { body: { services: [9001] } }
        : url.includes('/v1/users/get-data')
          ? { body: { email: 'me@example.com', zipcodes: [], shows: [], teams: [] } }
          : url.includes('/v1/users/watchlist/films')
            ? { body: { films: [] } }
            : previous(url);
    renderAt('/film/ember-and-oak-2026');
    expect(await screen.findByText('On my services:')).toBeVisible();
    const subscription = screen.getByRole('list', { name: 'With a subscription: services' });
    expect(within(subscription).getAllByRole('listitem')[0]).toHaveTextContent('Marquee+mine');
  });

  it('says a film has no offers, and shows a failure with a retry', async () => {
    answer = (url) =>
      url.includes('/watch-options')
        ? { body: { region: 'US', link: null, options: [] } }
        : { body: { ...FILM, showtimes: null } };
    const { unmount } = renderAt('/film/ember-and-oak-2026');
    expect(
      await screen.findByText('Ember and Oak is not streaming, for rent or for sale in the US just now.'),
    ).toBeVisible();
    unmount();
    answer = (url) =>
      url.includes('/watch-options')
        ? { status: 502, body: 'TMDB did not answer.' }
        : { body: { ...FILM, showtimes: null } };
    renderAt('/film/ember-and-oak-2026');
    expect(await screen.findByRole('button', { name: 'Retry where to watch' })).toBeVisible();
  });
});
