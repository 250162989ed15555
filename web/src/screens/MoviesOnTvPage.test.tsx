import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TvLineups, TvMovieAiring } from '@guide/common/tv';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../lib/router';
import MoviesOnTvPage from './MoviesOnTvPage';

// The viewer's clock: 10:10 AM on Saturday Nov. 21 (in the zone the tests run in).
const at = (hour: number, minute = 0) => new Date(2026, 10, 21, hour, minute).toISOString();
const film = (title: string, callSign: string, channel: string, name: string, from: number, to: number) =>
  ({
    startTime: at(from),
    endTime: at(to),
    station: { callSign, channel, name },
    program: {
      title,
      genres: title === 'Late Heist' ? ['Crime'] : ['Drama'],
      shortDescription: `${title} in short.`,
      longDescription: '',
      topCast: ['Ava Calder'],
      rootId: title,
      preferredImage: { uri: '', relayUrl: '' },
    },
  }) satisfies TvMovieAiring;
const LISTING: TvMovieAiring[] = [
  film('Morning Tale', 'HALLMRK', '69', 'Hallmark Channel', 9, 11),
  film('Evening Star', 'HALLMRK', '69', 'Hallmark Channel', 20, 22),
  film('Brunch Story', 'AMC', '53', 'AMC', 11, 12),
  film('Late Heist', 'AMC', '53', 'AMC', 21, 23),
];
const LINEUPS: TvLineups = {
  zip: '10001',
  lineups: [
    { id: 'USA-OTA10001', name: 'Antenna — New York', type: 'broadcast', location: 'New York, NY' },
    { id: 'USA-NY10001-X', name: 'Spectrum — New York', type: 'cable', location: 'New York, NY' },
  ],
};

let accountLineup: string | null = null;
/** The viewer's services, and where the listed films stream (by the guide's film ids, titles without a year). */
const streamingAnswer = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://x');
  if (pathname === '/v1/users/streaming-services') return { services: [9001] };
  if (pathname === '/v1/streaming-services') return [{ id: 9001, name: 'Marquee+', logo: null }];
  if (pathname === '/v1/streaming-services/films')
    return searchParams
      .get('ids')!
      .split(',')
      .map((id) => ({ id, services: id === 'evening-star' ? [9001, 9003] : id === 'late-heist' ? [9003] : [] }));
  return undefined;
};
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  const kept = url.startsWith('/v1/users/tv-lineup');
  if (kept && init?.method === 'POST') accountLineup = new URL(url, 'http://x').searchParams.get('lineup') || null;
  const body = kept
    ? { lineup: accountLineup }
    : url.startsWith('/v1/tv-lineups?')
      ? LINEUPS
      : (streamingAnswer(url) ?? LISTING);
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 10, 10));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  fetchMock.mockClear();
  accountLineup = null;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage(address = '/television') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <MoviesOnTvPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const grid = () => screen.getByRole('grid');
const phoneList = () => screen.getByRole('list', { name: /and next, by channel$/ });

describe('the TV grid', () => {
  it('puts channels down by number with their names, half hours across, and marks now', async () => {
    renderPage();
    await screen.findByText('4 movies found');
    const rows = within(grid()).getAllByRole('rowheader');
    expect(rows.map((r) => r.textContent)).toEqual(['AMC 53', 'Hallmark Channel 69']);
    const columns = within(grid()).getAllByRole('columnheader');
    expect(columns).toHaveLength(49); // the channel column and 48 half hours
    const marked = columns.filter((c) => c.classList.contains('now-slot'));
    expect(marked.map((c) => c.textContent)).toEqual(['Now10:00 AM']);
    // The film on now says so in its name; the one still to come does not.
    const onNow = within(grid()).getByRole('button', { name: /^On now: Morning Tale/ });
    expect(onNow.closest('td')).toHaveClass('on-now');
    expect(
      within(grid())
        .getByRole('button', { name: /^Brunch Story/ })
        .closest('td'),
    ).not.toHaveClass('on-now');
    // On a phone: each channel's now and next.
    expect(phoneList()).toHaveAccessibleName('Now and next, by channel');
    const hallmark = within(phoneList()).getAllByRole('listitem')[1]!;
    expect(
      within(hallmark)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['On now: Morning Tale 9:00 – 11:00 AM', 'Evening Star 8:00 – 10:00 PM']);
  });

  it('jumps to prime time, 8 PM, and back to now', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('4 movies found');
    const prime = screen.getByRole('button', { name: 'Prime time, 8:00 PM' });
    const now = screen.getByRole('button', { name: 'Now' });
    expect(now).toHaveAttribute('aria-pressed', 'true');
    await user.click(prime);
    expect(prime).toHaveAttribute('aria-pressed', 'true');
    expect(now).toHaveAttribute('aria-pressed', 'false');
    expect(phoneList()).toHaveAccessibleName('8:00 PM and next, by channel');
    const [amc, hallmark] = within(phoneList()).getAllByRole('listitem');
    expect(within(hallmark!).getByText('8:00 PM').nextSibling).toHaveTextContent('Evening Star');
    expect(within(amc!).getByText('Next').nextSibling).toHaveTextContent('Late Heist');
    await user.click(now);
    expect(phoneList()).toHaveAccessibleName('Now and next, by channel');
  });

  it('opens another day at prime time, with no now to jump to', async () => {
    renderPage('/television?date=2026-11-22');
    await screen.findByText('4 movies found');
    expect(screen.queryByRole('button', { name: 'Now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Prime time, 8:00 PM' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(grid()).queryByText('Now')).toBeNull();
  });

  it('filters by title as well as genre, saying so in its label, and keeps the count', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('4 movies found');
    await user.type(screen.getByRole('searchbox', { name: 'Genre or title' }), 'heist');
    expect(screen.getByText('1 movies found')).toBeInTheDocument();
    expect(
      within(grid())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Late Heist 9:00 – 11:00 PM']);
    await user.clear(screen.getByRole('searchbox', { name: 'Genre or title' }));
    await user.type(screen.getByRole('searchbox', { name: 'Genre or title' }), 'drama');
    expect(screen.getByText('3 movies found')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Genre or title' }), 'qqq');
    expect(screen.getByText('Nothing matches the filter.')).toBeInTheDocument();
  });

  it('opens an airing to its channel, time and details', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('4 movies found');
    await user.click(within(grid()).getByRole('button', { name: /^Late Heist/ }));
    const dialog = screen.getByRole('dialog', { name: 'Late Heist' });
    expect(within(dialog).getByText('AMC 53')).toBeInTheDocument();
    expect(within(dialog).getByText('Cast:')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('choosing a line-up', () => {
  it('says what is wrong with a zip beside the field, and lists a zip’s line-ups as links that keep the choice', async () => {
    const user = userEvent.setup();
    renderPage('/television?date=2026-11-21');
    await screen.findByText('4 movies found');
    await user.click(screen.getByText('Change'));
    const zip = screen.getByLabelText('Your zip code');
    await user.type(zip, '1a');
    await user.click(screen.getByRole('button', { name: 'Find line-ups' }));
    expect(zip).toHaveAccessibleDescription('Please enter a valid U.S. zip code.');
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/v1/tv-lineups'))).toBe(false);

    await user.clear(zip);
    await user.type(zip, '10001');
    await user.selectOptions(screen.getByLabelText('Provider'), 'cable');
    await user.click(screen.getByRole('button', { name: 'Find line-ups' }));
    const list = await screen.findByRole('list', { name: 'Line-ups at 10001' });
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/v1/tv-lineups?zip=10001&type=cable');
    const spectrum = within(list).getByRole('link', { name: 'Spectrum — New York' });
    expect(spectrum).toHaveAttribute('href', '/television?date=2026-11-21&lineup=USA-NY10001-X');
    await user.click(spectrum);
    expect(localStorage.getItem('tvLineup')).toBe('USA-NY10001-X');
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContainEqual(
      expect.stringMatching(/^\/v1\/tv-movies\?date=.*&lineup=USA-NY10001-X$/),
    );
  });
});

describe('the line-up kept in the account', () => {
  const asked = () => fetchMock.mock.calls.map(([u, init]) => `${init?.method ?? 'GET'} ${String(u)}`);

  it('opens a logged-in user’s grid on the line-up the account keeps, and keeps a new choice there', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'a.b.c');
    accountLineup = 'USA-DISH10001-DEFAULT';
    renderPage('/television?date=2026-11-21');
    await vi.waitFor(() =>
      expect(asked()).toContainEqual(expect.stringMatching(/^GET \/v1\/tv-movies\?.*&lineup=USA-DISH10001-DEFAULT$/)),
    );
    await screen.findByText('4 movies found');
    await user.click(screen.getByText('Change'));
    await user.type(screen.getByLabelText('Your zip code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Find line-ups' }));
    await user.click(await screen.findByRole('link', { name: 'Antenna — New York' }));
    await vi.waitFor(() => expect(asked()).toContain('POST /v1/users/tv-lineup?lineup=USA-OTA10001'));
    expect(localStorage.getItem('tvLineup')).toBe('USA-OTA10001');
  });

  it('leaves a visitor’s account alone', async () => {
    renderPage('/television?date=2026-11-21');
    await screen.findByText('4 movies found');
    expect(asked().some((a) => a.includes('/v1/users/'))).toBe(false);
  });
});

describe('only films on my services', () => {
  it('marks the films streaming on a logged-in viewer’s services and, asked in the address, shows those alone', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'a.b.c');
    renderPage('/television?services=mine');
    expect(await screen.findByText('1 movies found')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Only films on my services' })).toBeChecked();
    await user.click(within(grid()).getByRole('button', { name: /^Evening Star/ }));
    expect(screen.getByRole('dialog', { name: 'Evening Star' })).toHaveTextContent(
      'Also streaming on Marquee+, one of your services',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('checkbox', { name: 'Only films on my services' }));
    expect(await screen.findByText('4 movies found')).toBeInTheDocument();
  });

  it('asks a visitor to log in, filters nothing and asks nothing of where films stream', async () => {
    renderPage('/television?services=mine');
    expect(await screen.findByText('4 movies found')).toBeInTheDocument();
    expect(screen.getByText(/to see only what streams on your services/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/v1/streaming-services'))).toBe(false);
  });
});
