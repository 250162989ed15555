import { afterEach, describe, expect, it } from 'vitest';
import { drawAs, followViewer } from '../../lib/page-clock';
import { eveningInstant, nowAndNextByChannel, primeTimeStart } from './prime-time';

const airing = (callSign: string, start: string, end: string, title: string) => ({
  station: { callSign },
  startTime: start,
  endTime: end,
  title,
});

afterEach(() => {
  followViewer();
});

describe('prime time', () => {
  it('starts at 8 PM in the guide’s zone, and the evening is read there until it has begun', () => {
    drawAs(() => 0, 'America/New_York');
    const eight = primeTimeStart('2026-11-21');
    expect(new Date(eight).toISOString()).toBe('2026-11-22T01:00:00.000Z');
    // 2 AM and 7:30 PM: the evening ahead; 9 PM: now.
    expect(eveningInstant('2026-11-21', Date.parse('2026-11-21T07:00:00Z'))).toBe(eight);
    expect(eveningInstant('2026-11-21', Date.parse('2026-11-22T00:30:00Z'))).toBe(eight);
    const nine = Date.parse('2026-11-22T02:00:00Z');
    expect(eveningInstant('2026-11-21', nine)).toBe(nine);
  });

  it('gives each channel what is on at the instant and what follows, and leaves out channels with nothing near', () => {
    const at = Date.parse('2026-11-22T01:00:00Z');
    const rows = nowAndNextByChannel(
      [
        airing('TCM', '2026-11-22T02:30:00Z', '2026-11-22T04:00:00Z', 'Later film'),
        airing('TCM', '2026-11-22T00:00:00Z', '2026-11-22T02:30:00Z', 'On film'),
        airing('AMC', '2026-11-22T01:30:00Z', '2026-11-22T03:00:00Z', 'Starts soon'),
        airing('HBO', '2026-11-22T05:00:00Z', '2026-11-22T07:00:00Z', 'Far away'),
        airing('ESPN', '2026-11-21T20:00:00Z', '2026-11-21T23:00:00Z', 'Over'),
      ],
      at,
    );
    expect(rows.map((r) => [r.callSign, r.current?.title, r.next?.title])).toEqual([
      ['AMC', undefined, 'Starts soon'],
      ['TCM', 'On film', 'Later film'],
    ]);
  });
});
