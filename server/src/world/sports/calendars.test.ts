import { describe, expect, it } from 'vitest';
import { mlbCalendar, nhlCalendar } from './calendars';

describe('calendars', () => {
  it('puts MLB opening day on the last Thursday of March and the end on the last Sunday of September', () => {
    expect(mlbCalendar(2026).openingDay).toBe('2026-03-26');
    expect(mlbCalendar(2026).regularEnd).toBe('2026-09-27');
    expect(mlbCalendar(2025).openingDay).toBe('2025-03-27');
  });

  it('starts the NHL season on a Tuesday in early October (2023: Oct. 10, as the real one)', () => {
    expect(nhlCalendar(2023).regularStart).toBe('2023-10-10');
    expect(nhlCalendar(2026).regularEnd.slice(0, 7)).toBe('2027-04');
  });
});
