import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpNext, UpNextItem } from '@guide/common/watching';
import { apiAnswer, renderAt } from '../../lib/test-server';
import { useOnMyServicesFilter } from '../../components/OnMyServices';
import { UpNextList } from './UpNextList';

const item = (
  showId: number,
  showName: string,
  season: number,
  number: number,
  more: Partial<UpNextItem> = {},
): UpNextItem => ({
  showId,
  showName,
  episode: {
    id: showId * 10_000 + season * 100 + number,
    season,
    number,
    name: `Episode ${number}`,
    summary: '<p>What happens.</p>',
    airdate: '2026-11-14',
    airstamp: '2026-11-15T01:00:00Z',
  },
  remaining: 3,
  percent: 40,
  lastWatchedAt: '2026-11-20T02:00:00Z',
  releasedOn: null,
  onMyServices: [],
  ...more,
});

const empty: UpNext = { next: [], newTonight: [], comingThisWeek: [], behind: [], finished: [], incomplete: [] };

/** A stand-in server: Up next answers the lists it holds; a mark moves that show on by one episode. */
function server(initial: UpNext, { failMark = false } = {}) {
  let upNext = initial;
  const calls: string[] = [];
  let releaseMark: () => void = () => undefined;
  const markHeld = new Promise<void>((resolve) => (releaseMark = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/v1/users/up-next') return apiAnswer(upNext);
      if (url.pathname === '/v1/users/watched/mark') {
        await markHeld;
        if (failMark) return apiAnswer('The server could not be reached.', 503);
        const episode = Number(url.searchParams.get('episode'));
        upNext = {
          ...upNext,
          next: upNext.next.map((i) =>
            i.episode.id === episode ? item(i.showId, i.showName, i.episode.season, i.episode.number + 1) : i,
          ),
        };
        return apiAnswer({ showId: Number(url.searchParams.get('show')) });
      }
      return apiAnswer({ email: 'a@example.com', zipcodes: [], shows: [], teams: [] });
    }),
  );
  return { calls, releaseMark };
}

/** Up next as its page shows it, with "Only on my services" over the viewer's services. */
function FilteredList({ services }: { services: number[] }) {
  return <UpNextList filter={useOnMyServicesFilter(services)} />;
}

const renderList = ({ address = '/up-next', services }: { address?: string; services?: number[] } = {}) =>
  renderAt(address, services ? <FilteredList services={services} /> : <UpNextList />);

beforeEach(() => localStorage.setItem('token', 'a.b.c'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('UpNextList', () => {
  it('marks an episode with one key press: it leaves at once, and the show’s next episode follows', async () => {
    const { calls, releaseMark } = server({ ...empty, next: [item(3, 'Long Division', 2, 1)] });
    const user = userEvent.setup();
    renderList();
    const continuing = await screen.findByRole('region', { name: 'Continue watching' });
    expect(within(continuing).getByRole('listitem')).toHaveTextContent('Long Division');
    expect(within(continuing).getByRole('listitem')).toHaveTextContent('S2 E1');

    const button = screen.getByRole('button', { name: 'Watched: Long Division season 2 episode 1' });
    button.focus();
    await user.keyboard('{Enter}');
    // Optimistic: gone before the server answered.
    expect(screen.queryByText('S2 E1')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Long Division S2 E1 marked watched.');
    releaseMark();
    expect(await screen.findByText('S2 E2')).toBeInTheDocument();
    expect(calls).toContain('/v1/users/watched/mark?show=3&episode=30201');
  });

  it('puts the episode back and says so when the mark fails', async () => {
    const { releaseMark } = server({ ...empty, next: [item(3, 'Long Division', 2, 1)] }, { failMark: true });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: /^Watched: Long Division/ }));
    releaseMark();
    expect(await screen.findByRole('alert')).toHaveTextContent('The episode could not be marked watched.');
    expect(screen.getByText('S2 E1')).toBeInTheDocument();
  });

  it('says when there is nothing up next', async () => {
    server(empty);
    renderList();
    expect(await screen.findByText(/Nothing up next\./)).toBeInTheDocument();
  });

  it('marks each episode as a spoiler: title and summary inside an episode not watched', async () => {
    server({ ...empty, newTonight: [item(4, 'Harbor Street', 5, 3)] });
    renderList();
    const tonight = await screen.findByRole('region', { name: 'New tonight' });
    const episode = within(tonight).getByRole('listitem');
    expect(episode).toHaveAttribute('data-spoiler-episode');
    expect(episode).not.toHaveAttribute('data-watched');
    expect(within(episode).getByText('“Episode 3”')).toHaveAttribute('data-spoiler');
    expect(within(episode).getByText('What happens.')).toHaveAttribute('data-spoiler');
  });

  it('names the service a release comes out on and the services of mine a show streams on, and filters by them', async () => {
    const marquee = { id: 9001, name: 'Marquee+', logo: null };
    const original = item(5, 'Night Shift', 1, 4, { releasedOn: 'Vista+', onMyServices: [marquee] });
    const networkShow = item(6, 'Harbor Street', 5, 3);
    server({ ...empty, next: [original, networkShow], newTonight: [original] });
    const user = userEvent.setup();
    renderList({ services: [9001] });
    const continuing = await screen.findByRole('region', { name: 'Continue watching' });
    const [first, second] = within(continuing).getAllByRole('listitem');
    expect(first).toHaveTextContent(/on Vista\+/);
    expect(first).toHaveTextContent('Streaming on Marquee+');
    expect(second).not.toHaveTextContent(/Streaming|on Vista/);

    await user.click(screen.getByRole('checkbox', { name: 'Only shows on my services' }));
    expect(within(continuing).getAllByRole('listitem')).toHaveLength(1);
    expect(within(continuing).queryByText('Harbor Street')).toBeNull();
  });

  it('takes the filter from the address, and says when none of the shows streams on my services', async () => {
    server({ ...empty, next: [item(6, 'Harbor Street', 5, 3)] });
    renderList({ address: '/up-next?services=mine', services: [9001] });
    expect(await screen.findByText('None of your shows streams on your services just now.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Only shows on my services' })).toBeChecked();
  });
});
