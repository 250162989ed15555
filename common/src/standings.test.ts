import { describe, expect, it } from 'vitest';
import { compareStandings, gamesBehind, lastTenText, type RankedRecord } from './sports';

describe('standings columns', () => {
  it('games behind: half the difference in wins plus half the difference in losses', () => {
    expect(gamesBehind({ wins: 90, losses: 72 }, { wins: 90, losses: 72 })).toBe('-');
    expect(gamesBehind({ wins: 90, losses: 72 }, { wins: 87, losses: 74 })).toBe('2.5');
    expect(gamesBehind({ wins: 10, losses: 2 }, { wins: 8, losses: 4 })).toBe('2.0');
  });
  it('last ten as a table writes it', () => {
    expect(lastTenText({ wins: 6, losses: 4 })).toBe('6-4');
    expect(lastTenText({ wins: 5, losses: 3, ot: 2 })).toBe('5-3-2');
    expect(lastTenText(undefined)).toBe('–');
  });
  it('NHL: points, then fewer games played, then regulation wins', () => {
    // 23 points each: New Jersey in 22 games, the Rangers and Washington in 19.
    const teams: (RankedRecord & { name: string })[] = [
      { name: 'New Jersey', wins: 11, losses: 10, overtimeLosses: 1, regulationWins: 9 },
      { name: 'Rangers', wins: 11, losses: 7, overtimeLosses: 1, regulationWins: 8 },
      { name: 'Washington', wins: 11, losses: 7, overtimeLosses: 1, regulationWins: 10 },
      { name: 'Boston', wins: 12, losses: 10, overtimeLosses: 0, regulationWins: 12 },
    ];
    const order = [...teams].sort((a, b) => compareStandings('NHL', a, b)).map((t) => t.name);
    expect(order).toEqual(['Boston', 'Washington', 'Rangers', 'New Jersey']);
  });
  it('MLB: winning percentage, then games behind', () => {
    const teams = [
      { name: 'A', wins: 10, losses: 5 },
      { name: 'B', wins: 20, losses: 10 },
      { name: 'C', wins: 21, losses: 9 },
    ];
    const order = [...teams].sort((a, b) => compareStandings('MLB', a, b)).map((t) => t.name);
    expect(order).toEqual(['C', 'B', 'A']);
  });
});

/** Two clubs equal on everything before the tie-breaker a test is about; `a` and `b` differ from there on. */
const order = (league: 'MLB' | 'NHL', a: RankedRecord, b: RankedRecord) =>
  [
    { ...b, name: 'B' },
    { ...a, name: 'A' },
  ]
    .sort((x, y) => compareStandings(league, x, y))
    .map((t) => t.name);

describe("MLB's published tie-breakers, each deciding", () => {
  const even = { wins: 88, losses: 74 };
  it('winning percentage first, whatever the games played', () => {
    expect(order('MLB', { wins: 89, losses: 72 }, { wins: 90, losses: 73 })).toEqual(['A', 'B']);
  });
  it('then the head-to-head record', () => {
    expect(
      order(
        'MLB',
        { ...even, teamId: 1, against: { 2: { wins: 8, losses: 5 } }, divisionRecord: { wins: 1, losses: 51 } },
        { ...even, teamId: 2, against: { 1: { wins: 5, losses: 8 } }, divisionRecord: { wins: 51, losses: 1 } },
      ),
    ).toEqual(['A', 'B']);
  });
  it('then the record within the division', () => {
    expect(
      order(
        'MLB',
        { ...even, teamId: 1, against: { 2: { wins: 3, losses: 3 } }, divisionRecord: { wins: 30, losses: 22 } },
        {
          ...even,
          teamId: 2,
          against: { 1: { wins: 3, losses: 3 } },
          divisionRecord: { wins: 29, losses: 23 },
          leagueSplit: { wins: 100, losses: 0 },
        },
      ),
    ).toEqual(['A', 'B']);
  });
  it('then the record within the league', () => {
    expect(
      order(
        'MLB',
        { ...even, divisionRecord: { wins: 30, losses: 22 }, leagueSplit: { wins: 70, losses: 50 } },
        { ...even, divisionRecord: { wins: 30, losses: 22 }, leagueSplit: { wins: 69, losses: 51 } },
      ),
    ).toEqual(['A', 'B']);
  });
});

describe("the NHL's published tie-breakers, each deciding", () => {
  it('points first', () => {
    expect(
      order('NHL', { wins: 40, losses: 30, overtimeLosses: 12 }, { wins: 41, losses: 33, overtimeLosses: 8 }),
    ).toEqual(['A', 'B']);
  });
  it('then fewer games played', () => {
    expect(
      order('NHL', { wins: 40, losses: 30, overtimeLosses: 10 }, { wins: 40, losses: 31, overtimeLosses: 10 }),
    ).toEqual(['A', 'B']);
  });
  const even = { wins: 40, losses: 30, overtimeLosses: 12 };
  it('then regulation wins', () => {
    expect(
      order(
        'NHL',
        { ...even, regulationWins: 33, regulationPlusOvertimeWins: 35 },
        { ...even, regulationWins: 32, regulationPlusOvertimeWins: 39 },
      ),
    ).toEqual(['A', 'B']);
  });
  it('then regulation and overtime wins (not shootouts)', () => {
    expect(
      order(
        'NHL',
        { ...even, regulationWins: 33, regulationPlusOvertimeWins: 37 },
        { ...even, regulationWins: 33, regulationPlusOvertimeWins: 36 },
      ),
    ).toEqual(['A', 'B']);
  });
  it('then wins (shootout wins too)', () => {
    // Equal on points (92) and games played (82): the one with more wins and fewer overtime losses first.
    expect(
      order(
        'NHL',
        { wins: 41, losses: 31, overtimeLosses: 10, regulationWins: 33 },
        { wins: 40, losses: 30, overtimeLosses: 12, regulationWins: 33 },
      ),
    ).toEqual(['A', 'B']);
  });
  it('then points in the games between the two', () => {
    const same = { ...even, regulationWins: 33, regulationPlusOvertimeWins: 36, goalsFor: 200, goalsAgainst: 150 };
    expect(
      order(
        'NHL',
        { ...same, teamId: 1, against: { 2: { wins: 2, losses: 1, points: 5 } }, goalsFor: 180 },
        { ...same, teamId: 2, against: { 1: { wins: 1, losses: 2, points: 3 } } },
      ),
    ).toEqual(['A', 'B']);
  });
  it('then goal differential', () => {
    const same = { ...even, regulationWins: 33, regulationPlusOvertimeWins: 36 };
    expect(
      order('NHL', { ...same, goalsFor: 220, goalsAgainst: 200 }, { ...same, goalsFor: 260, goalsAgainst: 250 }),
    ).toEqual(['A', 'B']);
  });
  it('then goals for', () => {
    const same = { ...even, regulationWins: 33, regulationPlusOvertimeWins: 36 };
    expect(
      order('NHL', { ...same, goalsFor: 231, goalsAgainst: 211 }, { ...same, goalsFor: 230, goalsAgainst: 210 }),
    ).toEqual(['A', 'B']);
  });
  it('a tie-breaker a source does not give is passed over', () => {
    expect(
      compareStandings(
        'NHL',
        { ...even, regulationWins: 33 },
        { ...even, regulationWins: 33, regulationPlusOvertimeWins: 36 },
      ),
    ).toBe(0);
  });
});
