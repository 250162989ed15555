import type { MlbGameSummary } from '@guide/common/game-summary';
import type { Game } from '@guide/common/sports';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from '../lib/router';
import { apiAnswer, renderAt, serveWith } from '../lib/test-server';
import GamePage from './GamePage';
import { sportsQueries } from '../features/sports/sports-api';

const game: Game = {
  id: 2619901,
  description: 'Regular Season',
  gametime: '2026-07-18T23:05:00Z',
  date: '2026-07-18',
  home: { id: 147, name: 'New York Yankees' },
  visitor: { id: 111, name: 'Boston Red Sox' },
  status: 'Final',
  home_score: 3,
  visitor_score: 1,
  period: 9,
};
const inning = (n: number, visitor: number, home: number | null) => ({ number: n, label: String(n), visitor, home });
const summary: MlbGameSummary = {
  league: 'MLB',
  game,
  linescore: {
    periods: [
      inning(1, 0, 2),
      inning(2, 0, 0),
      inning(3, 1, 0),
      inning(4, 0, 1),
      inning(5, 0, 0),
      inning(6, 0, 0),
      inning(7, 0, 0),
      inning(8, 0, 0),
      inning(9, 0, null),
    ],
    home: { runs: 3, hits: 7, errors: 0 },
    visitor: { runs: 1, hits: 5, errors: 2 },
  },
  scoring: [
    {
      period: 1,
      label: 'Bottom 1st',
      team: game.home,
      description: 'Noah Thorne homers to left field.',
      home_score: 2,
      visitor_score: 0,
    },
    {
      period: 3,
      label: 'Top 3rd',
      team: game.visitor,
      description: 'Kai Novak singles to right field.',
      home_score: 2,
      visitor_score: 1,
    },
    {
      period: 4,
      label: 'Bottom 4th',
      team: game.home,
      description: 'Leo Valdez doubles to center field.',
      home_score: 3,
      visitor_score: 1,
    },
  ],
  decisions: { winner: 'Reid Alder', loser: 'Owen Corbett', save: 'Miles Easton' },
  venue: 'Bronx Ballpark',
  broadcasts: [
    { network: 'FS1', market: 'national', country: 'US' },
    { network: 'Yankees TV', market: 'home', country: 'US' },
  ],
  onTv: [{ station: 'FS1', start: '2026-07-18T12:00:00Z', title: 'MLB Baseball: Boston Red Sox at New York Yankees' }],
};

function renderPage(url: string, answer: () => Response) {
  // The box score (its own request, BoxScore.test.tsx): one the provider has not published yet.
  serveWith((address) =>
    address.pathname.endsWith('/boxscore')
      ? apiAnswer({ league: 'MLB', game, teams: null, note: 'The box score is not available yet.' })
      : answer(),
  );
  return renderAt(
    url,
    <Routes>
      <Route path="mlb/game/:id" element={<GamePage />} />
      <Route path="nhl/game/:id" element={<GamePage />} />
    </Routes>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('GamePage', () => {
  it('shows the line score as a table (an x for the home half not played), the scoring, the decisions and where to watch', async () => {
    renderPage('/mlb/game/2619901', () => Response.json(summary));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Line score, Boston Red Sox at New York Yankees' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Team', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'R', 'H', 'E']);
    const home = within(table).getByRole('row', { name: /New York Yankees/ });
    expect(
      within(home)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '0', '0', '1', '0', '0', '0', '0', 'x', '3', '7', '0']);
    expect(screen.getByRole('region', { name: 'Line score, Boston Red Sox at New York Yankees' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(within(screen.getByRole('region', { name: 'Scoring' })).getAllByRole('listitem')).toHaveLength(3);
    const decisions = screen.getByRole('region', { name: 'Decisions' });
    expect(decisions).toHaveTextContent('WinReid Alder');
    expect(decisions).toHaveTextContent('SaveMiles Easton');
    expect(await screen.findByText('The box score is not available yet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Box score' })).toBeInTheDocument();
    const watch = screen.getByRole('region', { name: 'Where to watch' });
    // (An airing at noon UTC: the same day in any zone the tests run in.)
    expect(within(watch).getByRole('link', { name: /^FS1, Saturday July 18 at / })).toHaveAttribute(
      'href',
      '/television/sports?date=2026-07-18',
    );
    expect(document.title).toBe('Boston Red Sox 1, New York Yankees 3 — Final | Entertainment Guide');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Boston Red Sox at New York Yankees, Bronx Ballpark'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/mlb/game/2619901`,
    );
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data['@graph'].map((item: { '@type': string }) => item['@type'])).toEqual(['SportsEvent', 'BroadcastEvent']);
  });

  it('a postseason game names its series and the tally, marked a spoiler with a way to reveal it before play', async () => {
    const upcoming: Game = {
      ...game,
      description: 'League Championship Series, game 5',
      status: 'Scheduled',
      home_score: null,
      visitor_score: null,
      period: null,
      series: { round: 'ALCS', game: 5, bestOf: 7, before: 'NYY lead 3–1', after: null },
    };
    renderPage('/mlb/game/2619901', () =>
      Response.json({
        ...summary,
        game: upcoming,
        linescore: { ...summary.linescore, periods: [] },
        scoring: [],
        decisions: null,
      }),
    );
    const line = await screen.findByText(/^ALCS Game 5/);
    expect(line).toHaveTextContent('ALCS Game 5 · NYY lead 3–1');
    expect(within(line).getByText(/NYY lead 3–1/)).toHaveAttribute('data-spoiler');
    expect(screen.getByRole('button', { name: 'Reveal the series' })).toBeInTheDocument();
  });

  it('a game of another season carries its year beside its day', async () => {
    // Only the date is fixed: the queries' timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T17:00:00Z'));
    renderPage('/mlb/game/2619901', () =>
      apiAnswer({ ...summary, game: { ...game, date: '2025-07-18', gametime: '2025-07-18T23:05:00Z' } }),
    );
    // The day and time are in a <time> of their own, the venue after it.
    const start = await screen.findByText(/^Friday July 18, 2025, \d{1,2}:05 PM$/);
    expect(start.tagName).toBe('TIME');
    expect(start.parentElement).toHaveTextContent(/Friday July 18, 2025, \d{1,2}:05 PM · Bronx Ballpark$/);
  });

  it('says when the game is unknown', async () => {
    renderPage('/nhl/game/2026029999', () => new Response('There is no NHL game with id 2026029999.', { status: 404 }));
    expect(await screen.findByRole('heading', { name: 'Game not found' })).toBeInTheDocument();
    expect(document.title).toBe('Game not found | Entertainment Guide');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getByText('There is no NHL game with id 2026029999.')).toBeInTheDocument();
  });

  it('offers Retry when the load fails', async () => {
    renderPage(
      '/mlb/game/2619901',
      () =>
        new Response('Our data provider (MLB Stats API) is not answering right now. Please try again later.', {
          status: 502,
        }),
    );
    expect(await screen.findByRole('button', { name: 'Retry game' })).toBeInTheDocument();
  });

  it('refreshes itself every 30 s while the game is live, not once it is final', () => {
    const interval = sportsQueries.gameSummary('MLB', '2619901').refetchInterval as (query: {
      state: { data?: { game: Game } };
    }) => number | false;
    expect(interval({ state: { data: { game: { ...game, status: 'In Progress', period: 5 } } } })).toBe(30_000);
    expect(interval({ state: { data: { game } } })).toBe(false);
    expect(interval({ state: {} })).toBe(false);
  });
});
