import { describe, expect, it } from 'vitest';
import { dayFromSearch } from './day-param';

describe('dayFromSearch', () => {
  it('reads a real day from ?date=, and nothing else', () => {
    expect(dayFromSearch(new URLSearchParams('date=2026-07-18'))).toBe('2026-07-18');
    expect(dayFromSearch(new URLSearchParams('zip=10001&date=2026-11-22'))).toBe('2026-11-22');
    expect(dayFromSearch(new URLSearchParams('date=2026-02-30'))).toBeNull();
    expect(dayFromSearch(new URLSearchParams('date=tomorrow'))).toBeNull();
    expect(dayFromSearch(new URLSearchParams(''))).toBeNull();
  });
});
