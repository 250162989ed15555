import { describe, expect, it } from 'vitest';
import { isInterrupted, isLive, isWatchable, seasonLabel, statusText, winnerOf } from './scoreboard';

const now = Date.parse('2026-11-22T01:30:00Z');
const at = (minutesFromNow: number) => new Date(now + minutesFromNow * 60_000).toISOString();

describe('scoreboard rules', () => {
  it('offers an update only on games live, in their pre-game or starting within half an hour', () => {
    expect(isWatchable({ status: 'In Progress', gametime: at(-60) }, now)).toBe(true);
    expect(isWatchable({ status: 'Delayed', gametime: at(-10) }, now)).toBe(true);
    expect(isWatchable({ status: 'Pre-Game', gametime: at(20) }, now)).toBe(true);
    expect(isWatchable({ status: 'Scheduled', gametime: at(25) }, now)).toBe(true);
    expect(isWatchable({ status: 'Scheduled', gametime: at(15 * 60) }, now)).toBe(false);
    for (const status of ['Final', 'Postponed', 'Suspended', 'Cancelled']) expect(isWatchable({ status, gametime: at(-5) }, now)).toBe(false);
  });

  it('marks as live only games being played', () => {
    expect(isLive({ status: 'In Progress' })).toBe(true);
    for (const status of ['Scheduled', 'Pre-Game', 'Delayed', 'Final', 'Postponed', 'Suspended', 'Cancelled']) expect(isLive({ status })).toBe(false);
  });

  it('writes the pre-game out and keeps the spec rule otherwise', () => {
    expect(statusText('NHL', { status: 'Pre-Game', period: null, gametime: at(10) })).toBe('Pre-game');
    expect(statusText('NHL', { status: 'In Progress', period: 2, gametime: at(-40) })).toBe('P2');
    expect(statusText('NHL', { status: 'Final', period: 4, gametime: at(-200) })).toBe('F/4');
    expect(statusText('MLB', { status: 'In Progress', period: 6, gametime: at(-90) })).toBe('6');
  });

  it('names the winner of a final and nobody else', () => {
    expect(winnerOf({ status: 'Final', home_score: 2, visitor_score: 4 })).toBe('visitor');
    expect(winnerOf({ status: 'Final', home_score: 5, visitor_score: 1 })).toBe('home');
    expect(winnerOf({ status: 'In Progress', home_score: 5, visitor_score: 1 })).toBeNull();
    expect(winnerOf({ status: 'Final', home_score: 3, visitor_score: 3 })).toBeNull();
  });

  it('shows the season label unless it is the regular season, and names interruptions', () => {
    expect(seasonLabel('Regular Season')).toBeNull();
    expect(seasonLabel('Spring Training')).toBe('Spring Training');
    expect(isInterrupted({ status: 'Postponed' })).toBe(true);
    expect(isInterrupted({ status: 'Cancelled' })).toBe(true);
    expect(isInterrupted({ status: 'In Progress' })).toBe(false);
  });
});
