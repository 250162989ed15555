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
