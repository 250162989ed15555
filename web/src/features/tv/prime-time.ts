import { zonedTimeToUtc } from '@guide/common/dates';
import { displayZone } from '../../lib/page-clock';
import { byChannel as inChannelOrder, type GridAiring } from './grid-layout';
import { endOf, isOnNow, type Timed } from './on-now';

/** Prime time starts at 8 PM in the viewer's zone (the guide's while a server page is drawn). */
const PRIME_TIME = '20:00';

/** The instant prime time starts on `day` (YYYY-MM-DD) in the display zone. */
export function primeTimeStart(day: string): number {
  const zone = displayZone();
  if (zone) return zonedTimeToUtc(day, PRIME_TIME, zone).getTime();
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 20).getTime();
}

/**
 * The instant the evening's TV listing is read at: prime time's start while it is still ahead
 * (at 2 AM or 7:30 PM the evening's line-up, not replays), else now.
 */
export const eveningInstant = (day: string, now: number): number => Math.max(now, primeTimeStart(day));

export interface ChannelRow<T> {
  callSign: string;
  /** The line-up's name for the channel, else its call sign (as in the TV grid). */
  name: string;
  /** Its number on the line-up, when known. */
  channel?: string;
  /** What is on at the instant. */
  current: T | undefined;
  /** What starts next after it (or after the instant when nothing is on). */
  next: T | undefined;
}

/**
 * One row per channel that has something on at `at` or starting within `horizonMs` of it:
 * what is on then and what follows, named and ordered as the TV grid's rows (channel number,
 * then name).
 */
export function nowAndNextByChannel<T extends Timed & GridAiring>(
  airings: readonly T[],
  at: number,
  horizonMs = 60 * 60_000,
): ChannelRow<T>[] {
  const byChannel = new Map<string, T[]>();
  for (const a of airings) {
    const list = byChannel.get(a.station.callSign) ?? [];
    list.push(a);
    byChannel.set(a.station.callSign, list);
  }
  const rows: ChannelRow<T>[] = [];
  for (const [callSign, list] of byChannel) {
    const sorted = [...list].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
    const current = sorted.find((a) => isOnNow(a, at));
    const after = current ? endOf(current) - 1 : at;
    const next = sorted.find((a) => a !== current && Date.parse(a.startTime) > after);
    if (!current && (!next || Date.parse(next.startTime) > at + horizonMs)) continue;
    const { name, channel } = list[0]!.station;
    rows.push({ callSign, name: name ?? callSign, ...(channel !== undefined && { channel }), current, next });
  }
  return rows.sort(inChannelOrder);
}
