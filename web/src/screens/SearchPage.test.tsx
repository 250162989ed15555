import type { SearchResults } from '@guide/common/search';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../lib/router';
import SearchPage from './SearchPage';

const RESULTS: SearchResults = {
  query: 'crown',
  teams: [{ league: 'NHL', id: 3, name: 'New York Rangers' }],
  shows: [{ id: 97, name: 'The Ember Crown', channel: 'Vista+', genres: ['Fantasy'] }],
  films: [
    { where: 'cinema', title: 'Crown Heist', filmId: 'crown-heist-2026', rootId: '5', zip: '10001', theatres: 2 },
    {
      where: 'tv',
      title: 'The Crown Jewel',
      filmId: 'the-crown-jewel-1998',
      rootId: '6',
      station: 'AMC',
      startTime: '2026-11-21T23:00:00Z',
    },
  ],
  unavailable: [],
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
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  fetchMock.mockClear();
  answer = () => ({ body: RESULTS });
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SearchPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the search page', () => {
  it('asks nothing without a query', () => {
    renderAt('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText(/search box at the top of the page/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('groups teams, shows and films, each linking to its page, near the zip chosen last', async () => {
    localStorage.setItem('zip', '10001');
    renderAt('/search?q=crown');
    const films = await screen.findByRole('region', { name: 'Films' });
    expect(requested()).toEqual(['/v1/search?q=crown&zip=10001']);
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for “crown”' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 results');
    expect(
      within(screen.getByRole('region', { name: 'Teams' })).getByRole('link', { name: 'New York Rangers' }),
    ).toHaveAttribute('href', '/nhl/3');
    expect(
      within(screen.getByRole('region', { name: 'Shows' })).getByRole('link', { name: 'The Ember Crown' }),
    ).toHaveAttribute('href', '/television/show/97');
    expect(within(films).getByRole('link', { name: 'Crown Heist' })).toHaveAttribute(
      'href',
      '/film/crown-heist-2026?zip=10001',
    );
    expect(within(films).getByText('In cinemas near 10001: 2 theatres')).toBeInTheDocument();
    expect(within(films).getByRole('link', { name: 'The Crown Jewel' })).toHaveAttribute(
      'href',
      '/film/the-crown-jewel-1998',
    );
    expect(within(films).getByText(/^On TV: AMC, /)).toBeInTheDocument();
  });

  it('uses the first saved zip of a logged-in user when none was chosen, asking only once it is known', async () => {
    localStorage.setItem('token', 'a-token');
    answer = (url) =>
      url.startsWith('/v1/users/get-data')
        ? { body: { email: 'fan@example.com', zipcodes: ['02134', '10001'], shows: [], teams: [] } }
        : { body: RESULTS };
    renderAt('/search?q=crown');
    await screen.findByRole('region', { name: 'Films' });
    // Beside the viewer's services, asked for the "on my services" filter.
    expect(requested().filter((u) => u !== '/v1/users/streaming-services')).toEqual([
      '/v1/users/get-data',
      '/v1/search?q=crown&zip=02134',
    ]);
  });

  it('says which films and shows stream on a logged-in viewer’s services, and shows those alone when asked', async () => {
    localStorage.setItem('token', 'a-token');
    // A zip chosen on this device: the search asks for no saved one.
    localStorage.setItem('zip', '10001');
    const withShows: SearchResults = {
      ...RESULTS,
      shows: [...RESULTS.shows, { id: 12, name: 'Crowning Glory', channel: 'NBC', genres: ['Comedy'] }],
    };
    answer = (url) => {
      if (url === '/v1/users/streaming-services') return { body: { services: [9001, 9011] } };
      if (url === '/v1/streaming-services')
        return {
          body: [
            { id: 9001, name: 'Marquee+', logo: null },
            { id: 9011, name: 'Vista+', logo: null },
          ],
        };
      if (url.startsWith('/v1/streaming-services/films'))
        return {
          body: [
            { id: 'crown-heist-2026', services: [] },
            { id: 'the-crown-jewel-1998', services: [9001] },
          ],
        };
      if (url.startsWith('/v1/streaming-services/shows'))
        return {
          body: [
            { id: 12, services: [9004] },
            { id: 97, services: [9011, 9004] },
          ],
        };
      return { body: withShows };
    };
    const user = userEvent.setup();
    renderAt('/search?q=crown');
    const films = await screen.findByRole('region', { name: 'Films' });
    const shows = screen.getByRole('region', { name: 'Shows' });
    expect(await within(films).findByText('Streaming on Marquee+')).toBeInTheDocument();
    expect(await within(shows).findByText('Streaming on Vista+')).toBeInTheDocument();
    // The shows are asked for by id, each once, in one ask.
    expect(requested().filter((u) => u.startsWith('/v1/streaming-services/shows'))).toEqual([
      '/v1/streaming-services/shows?ids=12%2C97',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Only films and shows on my services' }));
    expect(within(films).queryByRole('link', { name: 'Crown Heist' })).toBeNull();
    expect(within(films).getByRole('link', { name: 'The Crown Jewel' })).toBeInTheDocument();
    expect(within(shows).queryByRole('link', { name: 'Crowning Glory' })).toBeNull();
    expect(within(shows).getByRole('link', { name: 'The Ember Crown' })).toBeInTheDocument();
  });

  it('says none of the shows found streams on my services when the filter leaves none', async () => {
    localStorage.setItem('token', 'a-token');
    localStorage.setItem('zip', '10001');
    answer = (url) => {
      if (url === '/v1/users/streaming-services') return { body: { services: [9001] } };
      if (url === '/v1/streaming-services') return { body: [{ id: 9001, name: 'Marquee+', logo: null }] };
      if (url.startsWith('/v1/streaming-services/films'))
        return { body: RESULTS.films.map((f) => ({ id: f.filmId, services: [9001] })) };
      if (url.startsWith('/v1/streaming-services/shows')) return { body: [{ id: 97, services: [] }] };
      return { body: RESULTS };
    };
    renderAt('/search?q=crown&services=mine');
    const shows = await screen.findByRole('region', { name: 'Shows' });
    expect(
      await within(shows).findByText('None of the shows found streams on your services just now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Crown Jewel' })).toBeInTheDocument();
  });

  it('says "No results found" when nothing matches', async () => {
    answer = () => ({ body: { query: 'zz', teams: [], shows: [], films: [], unavailable: [] } });
    renderAt('/search?q=zz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('names a part that could not be searched, and the rest still shows', async () => {
    answer = () => ({ body: { ...RESULTS, shows: [], unavailable: ['shows'] } });
    renderAt('/search?q=crown');
    const shows = await screen.findByRole('region', { name: 'Shows' });
    expect(within(shows).getByRole('alert')).toHaveTextContent('The shows could not be searched just now.');
    expect(within(shows).getByRole('button', { name: 'Retry shows' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New York Rangers' })).toBeInTheDocument();
  });

  it('says a failed search failed, with the server’s sentence, and Retry asks again', async () => {
    answer = () => ({ status: 503, body: 'The service is busy right now. Please try again in a moment.' });
    renderAt('/search?q=crown');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to complete search. The service is busy right now. Please try again in a moment.',
    );
    answer = () => ({ body: RESULTS });
    await userEvent.click(screen.getByRole('button', { name: 'Retry search' }));
    expect(await screen.findByRole('link', { name: 'The Ember Crown' })).toBeInTheDocument();
  });
});
