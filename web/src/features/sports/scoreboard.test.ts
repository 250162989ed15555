import { describe, expect, it } from 'vitest';
import {
  isInterrupted,
  isLive,
  isWatchable,
  ordinal,
  playOrder,
  seasonLabel,
  statusText,
  winnerOf,
} from './scoreboard';

const now = Date.parse('2026-11-22T01:30:00Z');
const at = (minutesFromNow: number) => new Date(now + minutesFromNow * 60_000).toISOString();

describe('scoreboard rules', () => {
  it('offers an update only on games live, in their pre-game or starting within half an hour', () => {
    expect(isWatchable({ status: 'In Progress', gametime: at(-60) }, now)).toBe(true);
    expect(isWatchable({ status: 'Delayed', gametime: at(-10) }, now)).toBe(true);
    expect(isWatchable({ status: 'Pre-Game', gametime: at(20) }, now)).toBe(true);
    expect(isWatchable({ status: 'Scheduled', gametime: at(25) }, now)).toBe(true);
    expect(isWatchable({ status: 'Scheduled', gametime: at(15 * 60) }, now)).toBe(false);
    for (const status of ['Final', 'Postponed', 'Suspended', 'Cancelled'])
      expect(isWatchable({ status, gametime: at(-5) }, now)).toBe(false);
  });

  it('marks as live only games being played', () => {
    expect(isLive({ status: 'In Progress' })).toBe(true);
    for (const status of ['Scheduled', 'Pre-Game', 'Delayed', 'Final', 'Postponed', 'Suspended', 'Cancelled'])
      expect(isLive({ status })).toBe(false);
  });

  it('writes the pre-game out and says where play stands in words', () => {
    const game = { description: 'Regular Season', gametime: at(-40) };
    expect(statusText('NHL', { ...game, status: 'Pre-Game', period: null, gametime: at(10) })).toBe('Pre-game');
    expect(statusText('NHL', { ...game, status: 'In Progress', period: 2, clock: '12:31' })).toBe('2nd · 12:31');
    expect(statusText('NHL', { ...game, status: 'In Progress', period: 1 })).toBe('1st');
    expect(statusText('NHL', { ...game, status: 'In Progress', period: 2, intermission: true })).toBe('End of 2nd');
    expect(statusText('NHL', { ...game, status: 'In Progress', period: 4, clock: '3:05' })).toBe('OT · 3:05');
    expect(statusText('NHL', { ...game, status: 'In Progress', period: 5 })).toBe('Shootout');
    expect(
      statusText('NHL', { ...game, description: 'Playoffs', status: 'In Progress', period: 5, clock: '9:59' }),
    ).toBe('2OT · 9:59');
    expect(statusText('MLB', { ...game, status: 'In Progress', period: 5, inning_half: 'Top', outs: 1 })).toBe(
      'Top 5th · 1 out',
    );
    expect(statusText('MLB', { ...game, status: 'In Progress', period: 9, inning_half: 'Bottom', outs: 2 })).toBe(
      'Bot 9th · 2 outs',
    );
    expect(statusText('MLB', { ...game, status: 'In Progress', period: 3, inning_half: 'Middle' })).toBe('Mid 3rd');
    expect(statusText('MLB', { ...game, status: 'In Progress', period: 11 })).toBe('11th');
  });

  it('says how an NHL final was decided, and keeps the spec rule otherwise', () => {
    const game = { description: 'Regular Season', gametime: at(-200) };
    expect(statusText('NHL', { ...game, status: 'Final', period: 4, detail: 'Final/OT' })).toBe('Final/OT');
    expect(statusText('NHL', { ...game, status: 'Final', period: 5, detail: 'Final/SO' })).toBe('Final/SO');
    expect(statusText('NHL', { ...game, status: 'Final', period: 4 })).toBe('Final/OT');
    expect(statusText('NHL', { ...game, status: 'Final', period: 3 })).toBe('Final');
    expect(statusText('MLB', { ...game, status: 'Final', period: 9 })).toBe('Final');
    expect(statusText('MLB', { ...game, status: 'Delayed', period: 5 })).toBe('Delayed (5)');
  });

  it('orders a day live first, then still to come, then over', () => {
    const statuses = ['Final', 'Scheduled', 'In Progress', 'Postponed', 'Pre-Game', 'Delayed'];
    expect([...statuses].sort((a, b) => playOrder({ status: a }) - playOrder({ status: b }))).toEqual([
      'In Progress',
      'Scheduled',
      'Pre-Game',
      'Delayed',
      'Final',
      'Postponed',
    ]);
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
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
