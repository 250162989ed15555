import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockInZone,
  dayInZone,
  daysBetween,
  isIsoDay,
  localClockTime,
  localStartOfDayIso,
  startOfDayUtcIso,
  zonedTimeToUtc,
} from './dates';

describe('calendar days', () => {
  it('recognises real YYYY-MM-DD days only', () => {
    expect(isIsoDay('2026-11-21')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-11-31', '2026-1-5', '20261121', '', null, 20261121])
      expect(isIsoDay(bad), String(bad)).toBe(false);
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

  it('reads the time of day of an instant in each zone', () => {
    const instant = new Date('2026-11-22T00:00:00Z');
    expect(clockInZone(instant, 'America/New_York')).toMatch(/^7:00\sPM$/);
    expect(clockInZone(instant, 'America/Los_Angeles')).toMatch(/^4:00\sPM$/);
    expect(clockInZone(new Date('2026-11-22T00:05:00Z'), 'America/New_York')).toMatch(/^7:05\sPM$/);
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

describe('the runtime zone without Intl', () => {
  // Node reads TZ again when it changes, so each zone is the runtime's own in turn (common has no Node types).
  const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
  const zones = [
    'America/New_York',
    'America/Los_Angeles',
    'UTC',
    'Asia/Kolkata',
    'Australia/Sydney',
    'America/Santiago',
    'America/Havana',
  ];
  const inZone = (zone: string, check: () => void) => {
    const before = env.TZ;
    env.TZ = zone;
    try {
      check();
    } finally {
      if (before === undefined) delete env.TZ;
      else env.TZ = before;
    }
  };

  it('writes times of day as toLocaleTimeString does in en-US', () => {
    const instants = [
      '2026-11-21T00:05:00Z',
      '2026-11-21T12:00:00Z',
      '2026-11-21T17:30:00Z',
      '2026-07-04T23:05:00Z',
      '2026-03-08T07:59:00Z',
    ];
    for (const zone of zones)
      inZone(zone, () => {
        for (const iso of instants) {
          const instant = new Date(iso);
          expect(localClockTime(instant), `${iso} in ${zone}`).toBe(
            instant.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }),
          );
        }
      });
    expect(localClockTime(new Date('nonsense'))).toBe('Invalid Date');
  });

  it('finds the start of a day as startOfDayUtcIso does, DST changes included', () => {
    // Santiago and Havana change clocks at midnight: a skipped or repeated start of day.
    const days = ['2026-11-21', '2026-03-08', '2026-11-01', '2026-04-05', '2026-09-06', '2026-10-04'];
    for (const zone of zones)
      inZone(zone, () => {
        for (const day of days) expect(localStartOfDayIso(day), `${day} in ${zone}`).toBe(startOfDayUtcIso(day, zone));
      });
  });
});
