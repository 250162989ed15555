/** How a day of airings is laid out as a TV grid: channels down, half hours across. */
import { endOf, type Timed } from './on-now';

export const SLOT_MS = 30 * 60_000;

export interface GridAiring extends Timed {
  station: { callSign: string; channel?: string; name?: string };
}

/** A stretch of a channel's row: an airing, or nothing listed, `span` half hours from `slot`. */
export type GridCell<T> = { slot: number; span: number } & ({ airing: T } | { airing: null });

export interface GridRow<T> {
  callSign: string;
  /** The line-up's name for the channel, else its call sign. */
  name: string;
  /** Its number on the line-up, when known. */
  channel?: string;
  /** Its airings in start order. */
  airings: T[];
  /** The row's cells, covering every slot once. */
  cells: GridCell<T>[];
}

/** Channel number order (numbers first, lowest first), then by name. */
function byChannel(a: GridRow<unknown>, b: GridRow<unknown>): number {
  const na = a.channel !== undefined ? Number.parseFloat(a.channel) : Number.POSITIVE_INFINITY;
  const nb = b.channel !== undefined ? Number.parseFloat(b.channel) : Number.POSITIVE_INFINITY;
  return na - nb || a.name.localeCompare(b.name);
}

/**
 * The rows of a grid of `slots` half hours from `dayStart`: one per channel, in channel order.
 * An airing takes the half hours it mostly covers (at least one), never overlapping the one
 * before it on its channel; what falls outside the day is left out.
 */
export function gridRows<T extends GridAiring>(airings: readonly T[], dayStart: number, slots: number): GridRow<T>[] {
  const byStation = new Map<string, T[]>();
  for (const a of airings) {
    const list = byStation.get(a.station.callSign);
    if (list) list.push(a);
    else byStation.set(a.station.callSign, [a]);
  }
  const rows: GridRow<T>[] = [];
  for (const [callSign, list] of byStation) {
    list.sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
    const cells: GridCell<T>[] = [];
    let cursor = 0;
    for (const airing of list) {
      const slotOf = (ms: number) => Math.min(slots, Math.max(0, Math.round((ms - dayStart) / SLOT_MS)));
      const first = Math.max(cursor, slotOf(Date.parse(airing.startTime)));
      if (first >= slots) continue;
      const last = Math.min(slots, Math.max(first + 1, slotOf(endOf(airing))));
      if (first > cursor) cells.push({ slot: cursor, span: first - cursor, airing: null });
      cells.push({ slot: first, span: last - first, airing });
      cursor = last;
    }
    if (cursor < slots) cells.push({ slot: cursor, span: slots - cursor, airing: null });
    const { name, channel } = list[0]!.station;
    rows.push({ callSign, name: name ?? callSign, ...(channel !== undefined && { channel }), airings: list, cells });
  }
  return rows.sort(byChannel);
}

/** The half hour `instant` falls in, or null outside the grid. */
export function slotAt(instant: number, dayStart: number, slots: number): number | null {
  const slot = Math.floor((instant - dayStart) / SLOT_MS);
  return slot >= 0 && slot < slots ? slot : null;
}

/** What a channel airs at `instant` and what comes after it (either may be missing). */
export function nowAndNext<T extends Timed>(airings: readonly T[], instant: number): { now?: T; next?: T } {
  const now = airings.find((a) => Date.parse(a.startTime) <= instant && instant < endOf(a));
  const next = airings.find((a) => Date.parse(a.startTime) > instant);
  return { ...(now && { now }), ...(next && { next }) };
}
