import type { Game } from '@guide/common/sports';
import { describe, expect, it, vi } from 'vitest';
import { mapMlbBoxScore, mlbBoxScoreAnswer } from './mlb-box-score';
import { mapNhlBoxScore, nhlBoxScoreAnswer } from './nhl-box-score';

/** Hand-made answers in the providers' shapes (as in mlb/boxscore-744914.json and nhl/gamecenter-2023020280-boxscore.json). */
const game: Game = {
  id: 1,
  description: 'Regular Season',
  gametime: '2026-07-01T23:05:00Z',
  date: '2026-07-01',
  home: { id: 147, name: 'New York Yankees' },
  visitor: { id: 111, name: 'Boston Red Sox' },
  status: 'In Progress',
  home_score: 0,
  visitor_score: 0,
  period: 1,
};
const mlbPlayer = (id: number, battingOrder: string | undefined, extra: Record<string, unknown> = {}) => ({
  person: { id, fullName: `Player ${id}` },
  ...(battingOrder ? { battingOrder } : {}),
  position: { abbreviation: 'SS' },
  stats: { batting: { atBats: 1, hits: 1 }, pitching: {} },
  seasonStats: { batting: { avg: '.---' } },
  ...extra,
});
const mlbSide = (players: Record<string, unknown>, pitchers: number[] = []) => ({
  team: { id: 0 },
  players,
  pitchers,
});

describe('the MLB box score mapping', () => {
  it('leaves out a player whose entry does not fit (and says so in the log), keeps the rest, and writes no average as null', () => {
    const log = { warn: vi.fn() };
    const answer = mlbBoxScoreAnswer.parse({
      teams: {
        away: mlbSide({ ID1: mlbPlayer(1, '100'), ID2: mlbPlayer(2, '200', { stats: { batting: { atBats: -1 } } }) }),
        home: mlbSide({ ID3: mlbPlayer(3, '100') }),
      },
    });
    const teams = mapMlbBoxScore(game, answer, log)!;
    expect(teams.visitor.batters.map((b) => b.id)).toEqual([1]);
    expect(teams.visitor.batters[0]).toMatchObject({ atBats: 1, hits: 1, runs: 0, average: null, position: 'SS' });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ players: ['ID2'] }),
      'box score players did not have the expected shape',
    );
  });

  it('a game the provider lists no one for yet has no box score (null), not two empty tables', () => {
    const answer = mlbBoxScoreAnswer.parse({
      teams: { away: mlbSide({ ID1: mlbPlayer(1, undefined) }), home: mlbSide({}) },
    });
    expect(mapMlbBoxScore(game, answer, { warn: vi.fn() })).toBeNull();
  });

  it('an answer without its two sides does not fit at all', () => {
    expect(mlbBoxScoreAnswer.safeParse({ teams: { away: mlbSide({}) } }).success).toBe(false);
  });
});

const skater = (playerId: number, position: string, extra: Record<string, unknown> = {}) => ({
  playerId,
  name: { default: `S. Kater${playerId}` },
  position,
  goals: 1,
  assists: 0,
  toi: '12:00',
  ...extra,
});
const goalie = (playerId: number, extra: Record<string, unknown>) => ({
  playerId,
  name: { default: `G. Oalie${playerId}` },
  toi: '0:00',
  ...extra,
});

describe('the NHL box score mapping', () => {
  it('before the puck drops (no player lists) there is no box score', () => {
    expect(mapNhlBoxScore(game, nhlBoxScoreAnswer.parse({ id: 1, gameState: 'FUT' }))).toBeNull();
    expect(
      mapNhlBoxScore(
        game,
        nhlBoxScoreAnswer.parse({
          playerByGameStats: {
            awayTeam: { forwards: [], defense: [], goalies: [] },
            homeTeam: { forwards: [], defense: [], goalies: [] },
          },
        }),
      ),
    ).toBeNull();
  });

  it('the starter first whatever the order sent, a goalie who faced no shot has no save percentage, an unknown decision is none, points counted when missing', () => {
    const teams = mapNhlBoxScore(
      game,
      nhlBoxScoreAnswer.parse({
        playerByGameStats: {
          awayTeam: {
            forwards: [skater(1, 'C'), skater(2, 'G')],
            defense: [skater(3, 'D', { plusMinus: -2 })],
            goalies: [
              goalie(10, { starter: false, shotsAgainst: 0, saves: 0, decision: 'X' }),
              goalie(11, { starter: true, shotsAgainst: 20, saves: 18, toi: '60:00', decision: 'W' }),
            ],
          },
          homeTeam: { forwards: [], defense: [], goalies: [] },
        },
      }),
    )!;
    // The forward with a goalie's position does not fit and is left out.
    expect(teams.visitor.skaters.map((s) => [s.id, s.position, s.points, s.plusMinus])).toEqual([
      [1, 'C', 1, 0],
      [3, 'D', 1, -2],
    ]);
    expect(teams.visitor.goalies).toEqual([
      expect.objectContaining({ id: 11, starter: true, goalsAgainst: 2, savePercentage: 0.9, decision: 'W' }),
      expect.objectContaining({ id: 10, starter: false, savePercentage: null, decision: null }),
    ]);
    expect(teams.home).toEqual({ team: { id: 147, name: 'New York Yankees' }, skaters: [], goalies: [] });
  });
});
