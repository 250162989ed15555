import { describe, expect, it } from 'vitest';
import { formatSeasonDay } from './format';

describe('a game day on a team page', () => {
  it('carries the year only outside the league’s current season', () => {
    // MLB seasons are calendar years.
    expect(formatSeasonDay('MLB', '2026-09-27', '2026-11-25')).toBe('Sunday Sept. 27');
    expect(formatSeasonDay('MLB', '2025-09-28', '2026-11-25')).toBe('Sunday Sept. 28, 2025');
    expect(formatSeasonDay('MLB', '2027-03-25', '2026-11-25')).toBe('Thursday March 25, 2027');
    // An NHL season runs from the autumn into the next year.
    expect(formatSeasonDay('NHL', '2027-01-05', '2026-11-25')).toBe('Tuesday Jan. 5');
    expect(formatSeasonDay('NHL', '2026-04-16', '2026-11-25')).toBe('Thursday April 16, 2026');
  });
});
