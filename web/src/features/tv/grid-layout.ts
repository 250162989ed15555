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
export function byChannel(a: { name: string; channel?: string }, b: { name: string; channel?: string }): number {
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

/** An airing's place in the grid: its row and the half hour its cell starts at. */
export interface GridPlace {
  row: number;
  slot: number;
  /** The half hour moving up and down keeps to (where the last move across left off); else `slot`. */
  column?: number;
}

/** The airing cells of a row, in order. */
const airingCells = (row: GridRow<unknown> | undefined) => (row?.cells ?? []).filter((c) => c.airing !== null);

/** In a row, the airing cell covering `slot`, else the one nearest to it; null for a row without airings. */
function cellNear(row: GridRow<unknown> | undefined, slot: number): GridCell<unknown> | null {
  let best: GridCell<unknown> | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const cell of airingCells(row)) {
    const distance =
      slot < cell.slot ? cell.slot - slot : slot >= cell.slot + cell.span ? slot - (cell.slot + cell.span - 1) : 0;
    if (distance < bestDistance) [best, bestDistance] = [cell, distance];
  }
  return best;
}

/** The place of the airing covering `slot` in the first row (else the nearest): where the grid's tab stop starts. */
export function firstPlace(rows: readonly GridRow<unknown>[], slot: number): GridPlace | null {
  for (const [index, row] of rows.entries()) {
    const cell = cellNear(row, slot);
    if (cell) return { row: index, slot: cell.slot };
  }
  return null;
}

/**
 * Where a key moves the focus from an airing of the grid (WAI-ARIA APG's grid): left and right to
 * the channel's airing before or after, up and down to the airing of the channel above or below
 * at the same time, kept through several moves (else the nearest in that row; a row without airings is passed over), Home and
 * End to the row's first and last airing, with Ctrl to the grid's first and last. Null: not a
 * move (the key is left to the browser), or nowhere to go.
 */
export function gridMove(
  rows: readonly GridRow<unknown>[],
  from: GridPlace,
  key: string,
  ctrl = false,
): GridPlace | null {
  const cells = airingCells(rows[from.row]);
  const here = cells.findIndex((c) => c.slot === from.slot);
  const at = (row: number, cell: GridCell<unknown> | undefined | null) => (cell ? { row, slot: cell.slot } : null);
  const column = from.column ?? from.slot;
  const vertical = (step: 1 | -1) => {
    for (let row = from.row + step; row >= 0 && row < rows.length; row += step) {
      const cell = cellNear(rows[row], column);
      if (cell) return { row, slot: cell.slot, column };
    }
    return null;
  };
  switch (key) {
    case 'ArrowRight':
      return at(from.row, cells[here + 1]);
    case 'ArrowLeft':
      return here > 0 ? at(from.row, cells[here - 1]) : null;
    case 'ArrowDown':
      return vertical(1);
    case 'ArrowUp':
      return vertical(-1);
    case 'Home':
      return ctrl ? firstPlace(rows, 0) : at(from.row, cells[0]);
    case 'End': {
      if (!ctrl) return at(from.row, cells.at(-1));
      for (let row = rows.length - 1; row >= 0; row--) {
        const last = airingCells(rows[row]).at(-1);
        if (last) return at(row, last);
      }
      return null;
    }
    default:
      return null;
  }
}
