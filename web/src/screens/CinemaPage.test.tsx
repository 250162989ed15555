import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Release, Showing } from '@guide/common/cinema';
import { ZIP_FORM_MESSAGE } from '@guide/common/zip';
import { FlashMessages } from '../components/FlashMessages';
import { FlashProvider } from '../lib/flash';
import { prefetchCinema } from '../features/cinema/cinema-api';
import CinemaPage from './CinemaPage';
import { NewReleases } from '../features/cinema/NewReleases';

const theatreA = { id: '1', name: 'Allston Picture House' };
const theatreB = { id: '2', name: 'Brighton Bijou', url: 'https://theatres.example.com/b' };
const film = (title: string, rootId: string, showtimes: Showing['showtimes']): Showing => ({
  rootId,
  title,
  topCast: ['Ava Calder', 'Owen Pryce'],
  shortDescription: `${title} in short.`,
  longDescription: `${title} at length.`,
  genres: ['Drama', 'Mystery'],
  qualityRating: { value: '3.5' },
  ratings: [{ code: 'PG-13' }],
  runTime: 'PT02H28M',
  showtimes,
});
const LISTING = [
  film('Harbor Lights', '10', [
    { theatre: theatreA, dateTime: '2026-11-21T18:45', ticketURI: 'https://tickets.example.com/a' },
    { theatre: theatreB, dateTime: '2026-11-21T21:10' },
    { theatre: theatreA, dateTime: '2026-11-21T13:05' },
  ]),
  film('Quiet Harbor', '11', [{ theatre: theatreB, dateTime: '2026-11-21T20:00' }]),
];

type Answer = { status?: number; body: unknown };
let answer: (url: string) => Answer;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  const { status = 200, body } = answer(url);
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
});
const requested = () => fetchMock.mock.calls.map(([u]) => String(u));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T17:00:00Z'));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  fetchMock.mockClear();
  answer = (url) =>
    url.startsWith('/v1/places/') ? { body: { zip: url.slice(-5), city: 'Allston', state: 'MA' } } : { body: LISTING };
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function LocationProbe() {
  const here = useLocation();
  return <output data-testid="location">{here.pathname + here.search}</output>;
}
const location = () => screen.getByTestId('location').textContent;

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderWithApp(children: ReactNode, path = '/cinema', client = newClient()) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <FlashProvider>
          <FlashMessages />
          <LocationProbe />
          {children}
        </FlashProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CinemaPage', () => {
  it('refuses an invalid zip, then keeps a valid one in storage and the query string and lists its films', async () => {
    const user = userEvent.setup();
    renderWithApp(<CinemaPage />);
    const input = screen.getByLabelText('Zip code');
    await user.type(input, 'abcde');
    await user.click(screen.getByRole('button', { name: 'Get movies' }));
    expect(screen.getByText('Please enter a valid U.S. zip code.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '02134');
    await user.click(screen.getByRole('button', { name: 'Get movies' }));
    expect(await screen.findByRole('heading', { name: 'Harbor Lights' })).toBeVisible();
    expect(screen.queryByText('Please enter a valid U.S. zip code.')).toBeNull();
    expect(localStorage.getItem('zip')).toBe('02134');
    expect(location()).toBe('/cinema?zip=02134');
    expect(requested()).toContain('/v1/movies?zip=02134&date=2026-11-21');
    expect(await screen.findByText(/Allston, MA/)).toBeVisible();
    // The page names its place and its films, and keeps the zip in its address.
    await waitFor(() => expect(document.title).toBe('Movies near Allston, MA | Entertainment Guide'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Showtimes at the cinemas near Allston, MA \(02134\): .*Harbor Lights/,
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/cinema?zip=02134`,
    );
    const films = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(films['@graph'] ?? [films]).toContainEqual(
      expect.objectContaining({ '@type': 'Movie', name: 'Harbor Lights' }),
    );
  });

  it('lists every film with stars, rating, runtime and its 12-hour times at each theatre, started ones dimmed', async () => {
    renderWithApp(<CinemaPage />, '/cinema?zip=02134');
    const heading = await screen.findByRole('heading', { name: 'Harbor Lights' });
    const tile = heading.closest('article')!;
    expect(within(tile).getByRole('img', { name: '3 stars' }).querySelectorAll('svg')).toHaveLength(3);
    expect(within(tile).getByText('PG-13')).toBeVisible();
    expect(within(tile).getByText('Drama, Mystery')).toBeVisible();
    expect(within(tile).getByText('2 h 28 min')).toBeVisible();
    expect(within(tile).getByText('Harbor Lights in short.')).toBeVisible();
    const rows = within(within(tile).getByRole('list', { name: 'Showtimes of Harbor Lights' })).getAllByRole(
      'listitem',
    );
    // The clock says 17:00 here: the 1:05 PM showing has started.
    expect(rows[0]).toHaveTextContent('Allston Picture House1:05 PM (started)6:45 PM');
    expect(rows[1]).toHaveTextContent('Brighton Bijou9:10 PM');
    expect(within(rows[0]!).getByText('1:05 PM').closest('.showtime')).toHaveClass('past');
    expect(within(rows[0]!).getByText('6:45 PM').closest('.showtime')).not.toHaveClass('past');
    // Each showing still to come is a link to buy it: the provider's ticket link, else the theatre's page.
    expect(
      within(rows[0]!).getByRole('link', {
        name: '6:45 PM tickets for Harbor Lights at Allston Picture House (opens a new tab)',
      }),
    ).toHaveAttribute('href', 'https://tickets.example.com/a');
    expect(
      within(rows[1]!).getByRole('link', {
        name: /^9:10 PM tickets for Harbor Lights at Brighton Bijou on the theatre’s page/,
      }),
    ).toHaveAttribute('href', 'https://theatres.example.com/b');
    // A showing already begun is no longer for sale.
    expect(within(rows[0]!).getAllByRole('link')).toHaveLength(1);
  });

  it('opens a film with cast, the full synopsis once and the date', async () => {
    const user = userEvent.setup();
    renderWithApp(<CinemaPage />, '/cinema?zip=02134');
    const tile = (await screen.findByRole('heading', { name: 'Harbor Lights' })).closest('article')!;
    const toggle = within(tile).getByRole('button', { name: 'Details of Harbor Lights' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(tile).getByText('Harbor Lights at length.')).toBeVisible();
    expect(within(tile).queryByText('Harbor Lights in short.')).toBeNull();
    expect(within(tile).getByText(/Runtime 2 h 28 min ·/)).toHaveTextContent('Nov. 21, 2026');
    expect(within(tile).getByText(/Cast:/).parentElement).toHaveTextContent('Ava Calder, Owen Pryce');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('sorts by next showtime, or by title', async () => {
    const listing = [
      film('Apple Orchard', '21', [{ theatre: theatreA, dateTime: '2026-11-21T19:00' }]),
      film('Zebra Crossing', '22', [{ theatre: theatreB, dateTime: '2026-11-21T17:30' }]),
      film('Morning Only', '23', [{ theatre: theatreB, dateTime: '2026-11-21T10:00' }]),
    ];
    answer = (url) =>
      url.startsWith('/v1/places/') ? { body: { zip: '02134', city: 'Allston', state: 'MA' } } : { body: listing };
    const user = userEvent.setup();
    renderWithApp(<CinemaPage />, '/cinema?zip=02134');
    await screen.findByRole('heading', { name: 'Apple Orchard' });
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    // 17:00 here: Zebra Crossing starts first; Morning Only has nothing left and goes last.
    expect(titles()).toEqual(['Zebra Crossing', 'Apple Orchard', 'Morning Only']);
    const order = screen.getByRole('group', { name: 'Sort by' });
    expect(within(order).getByRole('link', { name: 'Next showtime' })).toHaveAttribute('aria-current', 'true');
    // The order is a link: in the address, so reload, a shared link and a page without script keep it.
    const byTitle = within(order).getByRole('link', { name: 'Title' });
    expect(byTitle).toHaveAttribute('href', '/cinema?zip=02134&sort=title');
    await user.click(byTitle);
    expect(location()).toBe('/cinema?zip=02134&sort=title');
    expect(titles()).toEqual(['Apple Orchard', 'Morning Only', 'Zebra Crossing']);
    expect(within(order).getByRole('link', { name: 'Next showtime' })).toHaveAttribute('href', '/cinema?zip=02134');
  });

  it('reads the order from the address', async () => {
    renderWithApp(<CinemaPage />, '/cinema?zip=02134&sort=title');
    await screen.findByRole('heading', { name: 'Harbor Lights' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Harbor Lights',
      'Quiet Harbor',
    ]);
    expect(screen.getByRole('link', { name: 'Title' })).toHaveAttribute('aria-current', 'true');
  });

  it('says once, and only, that five digits are no U.S. zip code', async () => {
    answer = (url) =>
      url.startsWith('/v1/places/') ? { status: 404, body: 'There is no U.S. zip code 99999.' } : { body: [] };
    renderWithApp(<CinemaPage />, '/cinema?zip=99999');
    expect(
      await screen.findByText('No showings found. There is no U.S. zip code 99999: check the number and try again.'),
    ).toBeVisible();
    expect(screen.queryByText(/No showings remain today/)).toBeNull();
    expect(screen.queryByText(/Showtimes near/)).toBeNull();
    expect(screen.queryByText(/unknown/)).toBeNull();
    expect(screen.queryByText(ZIP_FORM_MESSAGE)).toBeNull();
    expect(document.querySelectorAll('.flash')).toHaveLength(1);
  });

  it('never blames the zip when the server fails', async () => {
    answer = () => ({ status: 503, body: 'The service is not answering.' });
    renderWithApp(<CinemaPage />, '/cinema?zip=10001');
    expect(await screen.findByText('Failed to get listings')).toBeVisible();
    expect(screen.getByText(/Showtimes near/)).toHaveTextContent('Showtimes near 10001');
    expect(document.body).not.toHaveTextContent(/unknown|valid|no U\.S\. zip/i);
  });

  it('logged in with no zip on the device, shows the first saved zip at once', async () => {
    localStorage.setItem('token', `h.${btoa(JSON.stringify({ Name: 'ann@example.com', exp: 4_102_444_800 }))}.s`);
    answer = (url) =>
      url.startsWith('/v1/users/get-data')
        ? { body: { zipcodes: ['02134', '10001'], shows: [], teams: [] } }
        : url.startsWith('/v1/places/')
          ? { body: { zip: '02134', city: 'Allston', state: 'MA' } }
          : { body: LISTING };
    const user = userEvent.setup();
    renderWithApp(<CinemaPage />);
    await screen.findByRole('heading', { name: 'Harbor Lights' });
    expect(requested()).toContain('/v1/movies?zip=02134&date=2026-11-21');
    expect(location()).toBe('/cinema?zip=02134');
    expect(screen.getByLabelText('Zip code')).toHaveValue('02134');
    // Clearing the zip is not undone by the saved one.
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(location()).toBe('/cinema');
    expect(screen.getByLabelText('Zip code')).toHaveValue('');
  });

  it('says when no showings remain today and offers tomorrow in one click', async () => {
    answer = (url) =>
      url.startsWith('/v1/places/')
        ? { body: { zip: '02134', city: 'Allston', state: 'MA' } }
        : {
            body: url.includes('2026-11-22')
              ? LISTING
              : [film('Morning Only', '23', [{ theatre: theatreB, dateTime: '2026-11-21T10:00' }])],
          };
    const user = userEvent.setup();
    renderWithApp(<CinemaPage />, '/cinema?zip=02134');
    expect(await screen.findByText(/No showings remain today/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'See showtimes for tomorrow, Sunday Nov. 22' }));
    expect(screen.getByText('Sunday Nov. 22')).toBeVisible();
    await waitFor(() => expect(requested()).toContain('/v1/movies?zip=02134&date=2026-11-22'));
  });

  it('moves a day forward and back, and refuses a day before today', async () => {
    const user = userEvent.setup();
    renderWithApp(<CinemaPage />, '/cinema?zip=02134');
    await screen.findByRole('heading', { name: 'Harbor Lights' });
    await user.click(screen.getByRole('button', { name: 'Prev day' }));
    expect(await screen.findByText('Invalid date')).toBeVisible();
    expect(screen.getByText('Saturday Nov. 21')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByText('Sunday Nov. 22')).toBeVisible();
    await waitFor(() => expect(requested()).toContain('/v1/movies?zip=02134&date=2026-11-22'));
    await user.click(screen.getByRole('button', { name: 'Prev day' }));
    expect(screen.getByText('Saturday Nov. 21')).toBeVisible();
  });

  it('uses 20002 for a zip that is not numeric above 1', async () => {
    localStorage.setItem('zip', '0000a');
    renderWithApp(<CinemaPage />);
    await screen.findByRole('heading', { name: 'Harbor Lights' });
    expect(requested()).toContain('/v1/movies?zip=20002&date=2026-11-21');
    expect(location()).toBe('/cinema?zip=0000a');
  });

  it('filters by theatre', async () => {
    const user = userEvent.setup();
    renderWithApp(<CinemaPage />, '/cinema?zip=02134');
    await screen.findByRole('heading', { name: 'Quiet Harbor' });
    await user.selectOptions(screen.getByLabelText('Theatre'), 'Allston Picture House');
    expect(screen.queryByRole('heading', { name: 'Quiet Harbor' })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Showtimes of Harbor Lights' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('says when the listing is empty or failed', async () => {
    answer = (url) =>
      url.includes('date=2026-11-21') ? { body: [] } : { status: 502, body: 'Our data provider is not answering.' };
    const user = userEvent.setup();
    renderWithApp(<CinemaPage />, '/cinema?zip=02134');
    expect(await screen.findByText('No showings found.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('Failed to get listings')).toBeVisible();
  });

  it('clears the zip from storage and the query string and empties the form', async () => {
    const user = userEvent.setup();
    localStorage.setItem('zip', '02134');
    renderWithApp(<CinemaPage />);
    await screen.findByRole('heading', { name: 'Harbor Lights' });
    expect(location()).toBe('/cinema?zip=02134');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(localStorage.getItem('zip')).toBeNull();
    expect(location()).toBe('/cinema');
    expect(screen.getByLabelText('Zip code')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Harbor Lights' })).toBeNull();
  });
});

describe('prefetchCinema', () => {
  it("asks for the zip's place and today's listings before the screen renders, and the screen asks for nothing more", async () => {
    const client = newClient();
    prefetchCinema(client, {}, new URLSearchParams('zip=02134'));
    expect(requested()).toEqual(['/v1/places/02134', '/v1/movies?zip=02134&date=2026-11-21']);
    renderWithApp(<CinemaPage />, '/cinema?zip=02134', client);
    expect(await screen.findByRole('heading', { name: /Harbor Lights/ })).toBeInTheDocument();
    expect(requested()).toHaveLength(2);
  });

  it('uses the stored zip when the address has none, and asks for nothing without a zip', () => {
    prefetchCinema(newClient(), {}, new URLSearchParams('zip=nope'));
    expect(requested()).toEqual([]);
    localStorage.setItem('zip', '02134');
    prefetchCinema(newClient(), {}, new URLSearchParams());
    expect(requested()).toEqual(['/v1/places/02134', '/v1/movies?zip=02134&date=2026-11-21']);
  });
});

describe('NewReleases', () => {
  const releases: Release[] = [
    {
      id: 1,
      title: 'Ridgeline',
      overview: 'A cattle drive.',
      poster_path: '/drawn-release-1.svg',
      release_date: '2026-11-27',
    },
    { id: 2, title: 'No Poster', overview: 'Unseen.', poster_path: null, release_date: '2026-12-04' },
  ];

  it('shows six placeholders, then a tile per film with its poster and release date', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    answer = () => ({ body: releases });
    fetchMock.mockImplementationOnce(async () => {
      await gate;
      return new Response(JSON.stringify(releases), { headers: { 'content-type': 'application/json' } });
    });
    renderWithApp(<NewReleases />, '/');
    expect(screen.getByRole('heading', { name: 'New Movie Releases' })).toBeVisible();
    expect(screen.getAllByTestId('placeholder-tile')).toHaveLength(6);
    release();
    expect(await screen.findByRole('heading', { name: 'Ridgeline' })).toBeVisible();
    expect(screen.queryAllByTestId('placeholder-tile')).toHaveLength(0);
    const poster = screen.getByRole('img', { name: 'Poster for Ridgeline' });
    expect(poster).toHaveAttribute('src', '/v1/images/posters/w185/drawn-release-1.svg');
    expect(poster).toHaveAttribute('width', '185');
    expect(screen.getByText('Releases: Nov. 27, 2026')).toBeVisible();
    expect(screen.getByText('A cattle drive.')).toBeVisible();
    // Nothing opened in the last four weeks: both films are coming soon, each linking to its page.
    expect(screen.getByText('No films opened in the last four weeks.')).toBeVisible();
    const coming = screen.getByRole('group', { name: 'Coming soon' });
    expect(within(coming).getByRole('link', { name: 'Ridgeline' })).toHaveAttribute('href', '/film/ridgeline-2026');
    expect(screen.queryByRole('img', { name: 'Poster for No Poster' })).toBeNull();
  });

  it('says when releases fail', async () => {
    answer = () => ({ status: 502, body: 'down' });
    renderWithApp(<NewReleases />, '/');
    expect(await screen.findByText('Failed to get listings.')).toBeVisible();
  });
});
