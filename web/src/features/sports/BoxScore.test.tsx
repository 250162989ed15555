import type { MlbBoxScore, NhlBoxScore, NhlSkaterLine } from '@guide/common/box-score';
import type { Game } from '@guide/common/sports';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../lib/test-server';
import { BoxScoreSection } from './BoxScore';

const game: Game = {
  id: 744914,
  description: 'Regular Season',
  gametime: '2024-07-01T19:07:00Z',
  date: '2024-07-01',
  home: { id: 141, name: 'Toronto Blue Jays' },
  visitor: { id: 117, name: 'Houston Astros' },
  status: 'Final',
  home_score: 1,
  visitor_score: 3,
  period: 9,
};
const batter = (id: number, name: string, position: string, substitute = false) => ({
  id,
  name,
  position,
  substitute,
  atBats: 4,
  runs: 1,
  hits: 2,
  rbi: 0,
  walks: 0,
  strikeOuts: 1,
  average: '.251',
});
const pitcher = (id: number, name: string, note: string | null) => ({
  id,
  name,
  inningsPitched: '6.0',
  hits: 2,
  runs: 0,
  earnedRuns: 0,
  walks: 3,
  strikeOuts: 5,
  homeRuns: 0,
  pitches: 99,
  era: '4.07',
  note,
});
const mlb: MlbBoxScore = {
  league: 'MLB',
  game,
  note: null,
  teams: {
    visitor: {
      team: game.visitor,
      batters: [batter(1, 'Alex Bregman', '3B')],
      pitchers: [pitcher(2, 'Hunter Brown', '(W, 6-5)')],
    },
    home: {
      team: game.home,
      batters: [batter(3, 'Kevin Kiermaier', 'CF'), batter(4, 'Addison Barger', 'PH-LF', true)],
      pitchers: [],
    },
  },
};
const nhlGame: Game = {
  ...game,
  id: 2023020280,
  home: { id: 29, name: 'Columbus Blue Jackets' },
  visitor: { id: 16, name: 'Chicago Blackhawks' },
  period: 3,
};
const goalie = (name: string, starter: boolean, decision: 'W' | 'L' | 'O' | null, shotsAgainst: number) => ({
  id: name.length,
  name,
  starter,
  shotsAgainst,
  saves: shotsAgainst > 0 ? shotsAgainst - 2 : 0,
  goalsAgainst: shotsAgainst > 0 ? 2 : 0,
  savePercentage: shotsAgainst > 0 ? (shotsAgainst - 2) / shotsAgainst : null,
  timeOnIce: '30:00',
  decision,
});
const donato: NhlSkaterLine = {
  id: 8,
  name: 'R. Donato',
  position: 'C',
  goals: 1,
  assists: 1,
  points: 2,
  plusMinus: -3,
  penaltyMinutes: 0,
  shots: 1,
  hits: 1,
  timeOnIce: '14:35',
};
const nhl: NhlBoxScore = {
  league: 'NHL',
  game: nhlGame,
  note: null,
  teams: {
    visitor: {
      team: nhlGame.visitor,
      skaters: [donato],
      goalies: [goalie('P. Mrazek', true, 'L', 18), goalie('A. Soderblom', false, null, 0)],
    },
    home: { team: nhlGame.home, skaters: [], goalies: [goalie('E. Merzlikins', true, 'W', 36)] },
  },
};

function renderBox(league: 'MLB' | 'NHL', answer: () => Response) {
  const fetch = vi.fn(async (_url: RequestInfo | URL) => answer());
  vi.stubGlobal('fetch', fetch);
  renderAt('/', <BoxScoreSection league={league} id={String(league === 'MLB' ? game.id : nhlGame.id)} />);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('BoxScoreSection', () => {
  it("MLB: each side's batting and pitching tables, abbreviated columns spelled out, a substitute marked, decisions beside the pitcher", async () => {
    const fetch = renderBox('MLB', () => Response.json(mlb));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const batting = await screen.findByRole('table', { name: 'Houston Astros batting' });
    expect(String(fetch.mock.calls[0]![0])).toContain('/v1/sports/mlb/game/744914/boxscore');
    expect(
      within(batting)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Batter', 'AB', 'R', 'H', 'RBI', 'BB', 'SO', 'AVG']);
    expect(within(batting).getByTitle('Runs batted in')).toHaveTextContent('RBI');
    const row = within(batting).getByRole('row', { name: /Alex Bregman/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '1', '2', '0', '0', '1', '.251']);
    // The table scrolls in a region the keyboard can reach; the name column stays (sticky, in CSS).
    expect(screen.getByRole('region', { name: 'Houston Astros batting' })).toHaveAttribute('tabindex', '0');
    const home = screen.getByRole('table', { name: 'Toronto Blue Jays batting' });
    expect(
      within(home)
        .getByRole('row', { name: /Addison Barger/ })
        .querySelector('.box-score-sub'),
    ).toHaveTextContent('PH-LF');
    expect(
      within(screen.getByRole('table', { name: 'Houston Astros pitching' })).getByRole('row', { name: /Hunter Brown/ }),
    ).toHaveTextContent('(W, 6-5)');
    // A side with no pitching lines says so instead of an empty table.
    expect(screen.queryByRole('table', { name: 'Toronto Blue Jays pitching' })).toBeNull();
    expect(screen.getByText('No one has pitched yet.')).toBeInTheDocument();
    // Each side's heading leads to its team's page.
    expect(screen.getByRole('heading', { name: 'Houston Astros' })).toContainElement(
      screen.getByRole('link', { name: 'Houston Astros' }),
    );
    expect(screen.getByRole('link', { name: 'Toronto Blue Jays' })).toHaveAttribute('href', '/mlb/141');
  });

  it('NHL: skaters, and goalies with the starter, his decision and the save percentage as score sheets write it', async () => {
    renderBox('NHL', () => Response.json(nhl));
    const goalies = await screen.findByRole('table', { name: 'Chicago Blackhawks goalies' });
    expect(screen.getByRole('link', { name: 'Columbus Blue Jackets' })).toHaveAttribute('href', '/nhl/29');
    const starter = within(goalies).getByRole('row', { name: /P\. Mrazek/ });
    expect(starter).toHaveTextContent('started, Loss');
    expect(
      within(starter)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['18', '16', '2', '.889', '30:00']);
    expect(
      within(within(goalies).getByRole('row', { name: /A\. Soderblom/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0', '0', '–', '30:00']);
    const skaters = screen.getByRole('table', { name: 'Chicago Blackhawks skaters' });
    expect(within(skaters).getByRole('row', { name: /R\. Donato/ })).toHaveTextContent('−3');
    expect(screen.getByText('No skaters are listed yet.')).toBeInTheDocument();
  });

  it("a game not started: the server's sentence, no table", async () => {
    renderBox('MLB', () =>
      Response.json({ ...mlb, teams: null, note: 'No box score yet: the lines appear once the game starts.' }),
    );
    expect(await screen.findByText('No box score yet: the lines appear once the game starts.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers Retry when the load fails, with the server’s sentence', async () => {
    renderBox(
      'NHL',
      () => new Response('Our data provider (NHL API) did not answer in time. Please try again.', { status: 504 }),
    );
    expect(await screen.findByRole('button', { name: 'Retry box score' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The box score could not be loaded. Our data provider (NHL API)',
    );
  });
});
