import { describe, expect, it } from 'vitest';
import { addDays, dayInZone, daysBetween, isIsoDay, startOfDayUtcIso, zonedTimeToUtc } from './dates';

describe('calendar days', () => {
  it('recognises real YYYY-MM-DD days only', () => {
    expect(isIsoDay('2026-11-21')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-11-31', '2026-1-5', '20261121', '', null, 20261121]) expect(isIsoDay(bad), String(bad)).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(daysBetween('2026-11-21', '2027-01-01')).toBe(41);
  });

  it('finds the calendar day of an instant in a zone', () => {
    const instant = new Date('2026-11-22T03:30:00Z');
    expect(dayInZone(instant, 'America/New_York')).toBe('2026-11-21');
    expect(dayInZone(instant, 'Europe/Berlin')).toBe('2026-11-22');
  });
});

describe('local time to UTC', () => {
  it('converts wall-clock times in several zones, DST included', () => {
    expect(zonedTimeToUtc('2026-11-21', '19:05', 'America/New_York').toISOString()).toBe('2026-11-22T00:05:00.000Z');
    expect(zonedTimeToUtc('2026-07-04', '19:05', 'America/New_York').toISOString()).toBe('2026-07-04T23:05:00.000Z');
    expect(zonedTimeToUtc('2026-07-04', '19:05', 'America/Los_Angeles').toISOString()).toBe('2026-07-05T02:05:00.000Z');
    expect(zonedTimeToUtc('2026-11-21', '09:00', 'Asia/Kolkata').toISOString()).toBe('2026-11-21T03:30:00.000Z');
  });

  it('gives the start of a local day as a UTC ISO string', () => {
    expect(startOfDayUtcIso('2026-11-21', 'America/New_York')).toBe('2026-11-21T05:00:00.000Z');
    expect(startOfDayUtcIso('2026-11-21', 'America/Los_Angeles')).toBe('2026-11-21T08:00:00.000Z');
    expect(startOfDayUtcIso('2026-11-21', 'UTC')).toBe('2026-11-21T00:00:00.000Z');
    expect(startOfDayUtcIso('2026-11-21', 'Australia/Sydney')).toBe('2026-11-20T13:00:00.000Z');
    // The days DST starts and ends in the US still begin at local midnight.
    expect(startOfDayUtcIso('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayUtcIso('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
  });
});
