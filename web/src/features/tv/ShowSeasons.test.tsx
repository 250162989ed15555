import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TvEpisodeAiring, TvShow } from '@guide/common/tv';
import { ShowSeasons, type EpisodeMarks } from './ShowSeasons';

const show: TvShow = {
  id: 7,
  name: 'Harbor Street',
  network: null,
  webChannel: null,
  summary: null,
  runtime: 30,
  genres: [],
  image: null,
  _links: {
    self: { href: '/v1/tv-show/7' },
    previousepisode: { href: '/v1/tv-show/episode/70201' },
    nextepisode: { href: '/v1/tv-show/episode/70202' },
  },
};

const ep = (season: number, number: number, name: string, airdate: string): TvEpisodeAiring => ({
  id: 70_000 + season * 100 + number,
  name,
  summary: null,
  airdate,
  season,
  number,
  airstamp: null,
  runtime: 30,
});
const episodes = [
  ep(1, 1, 'Pilot', '2025-11-15'),
  ep(1, 2, 'Crossroads', '2025-11-22'),
  ep(2, 1, 'Homecoming', '2026-11-14'),
  ep(2, 2, 'Loose Ends', '2026-11-28'),
];

function renderSeasons(answer: () => Response, marks?: EpisodeMarks) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ShowSeasons show={show} marks={marks} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ShowSeasons', () => {
  it('loads, then lists the seasons with the next episode’s season open and its upcoming episode marked', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T17:00:00Z') });
    renderSeasons(() => Response.json(episodes));
    expect(screen.getByRole('status', { name: 'Loading seasons' })).toBeInTheDocument();
    const second = await screen.findByRole('button', { name: /^Season 2/ });
    const first = screen.getByRole('button', { name: /^Season 1/ });
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveTextContent('2 episodes · 2026');
    expect(screen.queryByText('Pilot')).not.toBeVisible();

    const list = document.getElementById(second.getAttribute('aria-controls')!)!;
    const [aired, upcoming] = within(list).getAllByRole('listitem');
    expect(aired).toHaveTextContent('S2 E1HomecomingNov. 14, 2026');
    expect(within(aired!).queryByText('Upcoming')).toBeNull();
    expect(upcoming).toHaveTextContent('S2 E2Loose EndsNov. 28, 2026Upcoming');
  });

  it('opens and closes a season from the keyboard', async () => {
    renderSeasons(() => Response.json(episodes));
    const user = userEvent.setup();
    const first = await screen.findByRole('button', { name: /^Season 1/ });
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Pilot')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Season 2/ })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Pilot')).not.toBeVisible();
  });

  it('shows the server’s sentence when the episodes cannot be had', async () => {
    renderSeasons(
      () =>
        new Response('Our data provider (TVmaze) is not answering right now. Please try again later.', { status: 502 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The seasons could not be loaded. Our data provider (TVmaze) is not answering right now. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Retry seasons' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seasons' })).toBeInTheDocument();
  });

  it('says so when no episode is announced', async () => {
    renderSeasons(() => Response.json([]));
    expect(await screen.findByText('No episodes announced yet.')).toBeInTheDocument();
  });

  it('draws the viewer’s marks: watched episodes said so, each episode’s and season’s controls beside them', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T17:00:00Z') });
    const marks: EpisodeMarks = {
      watched: new Set([70_201]),
      episodeControl: (e) => (
        <button type="button">
          Mark S{e.season} E{e.number}
        </button>
      ),
      seasonControl: (season) => <button type="button">Mark season {season.number}</button>,
    };
    renderSeasons(() => Response.json(episodes), marks);
    const second = await screen.findByRole('button', { name: /^Season 2/ });
    const list = document.getElementById(second.getAttribute('aria-controls')!)!;
    expect(within(list).getByRole('button', { name: 'Mark season 2' })).toBeVisible();
    const [watched, notYet] = within(list).getAllByRole('listitem');
    expect(watched).toHaveAttribute('data-watched');
    expect(notYet).not.toHaveAttribute('data-watched');
    // Every title is a spoiler until watched: the stylesheet hides it in spoiler-free mode.
    expect(within(notYet!).getByText('Loose Ends')).toHaveAttribute('data-spoiler');
    expect(within(notYet!).getByRole('button', { name: 'Mark S2 E2' })).toBeVisible();
  });
});
