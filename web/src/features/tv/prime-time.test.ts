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

  it('names each channel as the TV grid does, the line-up’s name and number, in channel-number order', () => {
    const at = Date.parse('2026-11-22T01:00:00Z');
    const on = (station: { callSign: string; name?: string; channel?: string }, title: string) => ({
      station,
      startTime: '2026-11-22T00:30:00Z',
      endTime: '2026-11-22T02:30:00Z',
      title,
    });
    const rows = nowAndNextByChannel(
      [
        on({ callSign: 'HALLMRK', name: 'Hallmark Channel', channel: '69' }, 'A'),
        on({ callSign: 'AMC', name: 'AMC', channel: '53' }, 'B'),
        on({ callSign: 'HBOSIG', name: 'HBO Signature', channel: '302' }, 'C'),
        on({ callSign: 'ZZZ' }, 'D'),
      ],
      at,
    );
    expect(rows.map((r) => [r.name, r.channel])).toEqual([
      ['AMC', '53'],
      ['Hallmark Channel', '69'],
      ['HBO Signature', '302'],
      // A station the answer names no further keeps its call sign, after the numbered ones.
      ['ZZZ', undefined],
    ]);
  });
});
