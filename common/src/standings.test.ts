import { describe, expect, it } from 'vitest';
import { gamesBehind, lastTenText } from './sports';

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
});
