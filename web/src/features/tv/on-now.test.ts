import { dedupeAirings } from '@guide/common/tv';
import { describe, expect, it } from 'vitest';
import { formatTimeRange } from '../../lib/format';
import { aroundNow, minutesLeftText, progressOf } from './on-now';

// Evening times are the 21st, small hours the 22nd (UTC).
const at = (hhmm: string) => `${hhmm >= '12' ? '2026-11-21' : '2026-11-22'}T${hhmm}:00Z`;
const airing = (name: string, start: string, end?: string) => ({
  name,
  startTime: at(start),
  ...(end ? { endTime: at(end) } : {}),
});
const NOW = Date.parse(at('00:30'));

describe('the on-now rule the TV pages and Tonight share', () => {
  it('puts all that is on now first (earliest start first), then what starts later, and keeps what is over apart', () => {
    const day = [
      airing('over', '21:00', '23:00'),
      airing('late', '02:00', '04:00'),
      airing('long', '23:30', '01:30'),
      airing('soon', '01:00', '03:00'),
      airing('just', '00:15', '02:15'),
      airing('no end', '23:00'),
    ];
    const { onNow, later, earlier } = aroundNow(day, NOW);
    expect(onNow.map((a) => a.name)).toEqual(['no end', 'long', 'just']);
    expect(later.map((a) => a.name)).toEqual(['soon', 'late']);
    expect(earlier.map((a) => a.name)).toEqual(['over']);
  });

  it('says how far along an airing is', () => {
    expect(progressOf(airing('long', '23:30', '01:30'), NOW)).toEqual({ gone: 60, left: 60, share: 0.5 });
    expect(minutesLeftText(60)).toBe('1 h left');
    expect(minutesLeftText(70)).toBe('1 h 10 min left');
    expect(minutesLeftText(45)).toBe('45 min left');
  });

  it('keeps every airing of a film at its own time, dropping only the same airing twice', () => {
    const film = (callSign: string, start: string) => ({
      startTime: at(start),
      station: { callSign },
      program: { rootId: '7' },
    });
    const kept = dedupeAirings([
      film('AMC', '00:00'),
      film('AMC', '03:00'),
      film('TCM', '00:00'),
      film('AMC', '00:00'),
      { ...film('X', '01:00'), program: { rootId: null } },
    ]);
    expect(kept.map((a) => `${a.station.callSign} ${a.startTime.slice(11, 16)}`)).toEqual([
      'AMC 00:00',
      'AMC 03:00',
      'TCM 00:00',
    ]);
  });
});

describe('formatTimeRange', () => {
  it('says the half of the day once when both ends share it', () => {
    // The test set-up's zone: read both ends the same way formatLocalTime does.
    const range = formatTimeRange('2026-11-22T00:00:00Z', '2026-11-22T02:00:00Z');
    expect(range).toMatch(/^\d{1,2}:\d\d – \d{1,2}:\d\d (AM|PM)$|^\d{1,2}:\d\d (AM|PM) – \d{1,2}:\d\d (AM|PM)$/);
    expect(range.match(/[AP]M/g)!.length).toBeLessThanOrEqual(2);
  });
});
