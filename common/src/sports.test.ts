import { describe, expect, it } from 'vitest';
import { formatPct, gameStatusText } from './sports';

const gametime = '2026-11-22T00:30:00Z'; // 7:30 PM in New York
const zone = 'America/New_York';

describe('gameStatusText', () => {
  it.each([
    ['MLB', 'Final', 9, 'Final'],
    ['MLB', 'Final', 11, 'Final'],
    ['NHL', 'Final', 3, 'Final'],
    ['NHL', 'Final', 4, 'F/4'],
    ['NHL', 'Final', 5, 'F/5'],
    ['MLB', 'Scheduled', null, '7:30 PM'],
    ['NHL', 'Scheduled', null, '7:30 PM'],
    ['MLB', 'Pre-Game', null, 'Pre'],
    ['NHL', 'Pre-Game', null, 'Pre'],
    ['MLB', 'In Progress', 6, '6'],
    ['MLB', 'Delayed', 3, '3'],
    ['NHL', 'In Progress', 2, 'P2'],
    ['NHL', 'In Progress', 4, 'P4'],
    ['MLB', 'Warmup', null, '7:30 PM'],
    ['NHL', 'In Progress', null, '7:30 PM'],
  ] as const)('%s %s (period %s) → %s', (league, status, period, text) => {
    expect(gameStatusText(league, { status, period, gametime }, zone)).toBe(text);
  });

  it('shows the start time in the zone asked for', () => {
    expect(gameStatusText('NHL', { status: 'Scheduled', period: null, gametime }, 'America/Los_Angeles')).toBe('4:30 PM');
  });
});

describe('formatPct', () => {
  it('writes three places the way baseball does', () => {
    expect(formatPct(6, 3)).toBe('.667');
    expect(formatPct(5, 0)).toBe('1.000');
    expect(formatPct(0, 0)).toBe('.000');
    expect(formatPct(81, 81)).toBe('.500');
  });
});
