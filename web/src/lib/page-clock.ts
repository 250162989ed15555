/**
 * Where the screens' "now" and the zone of the times they show come from. By default the
 * viewer's clock and zone. A page rendered on the server is drawn at the server's instant in the
 * guide's zone (TIME_ZONE), and the browser's first render, which hydrates that HTML, must draw
 * the same text: it reads the same instant and zone, then `followViewer()` moves to the viewer's.
 */
interface PageClock {
  now: () => number;
  /** An IANA zone; undefined for the runtime's own (the viewer's). */
  zone: string | undefined;
}

let clock: PageClock = { now: () => Date.now(), zone: undefined };

/** The current instant in ms, as the page is being drawn. */
export const pageNow = (): number => clock.now();

/** The zone times are shown in; undefined: the viewer's. */
export const displayZone = (): string | undefined => clock.zone;

/** Draws pages as of `now` in `zone` (the server; the browser while it hydrates a server page). */
export function drawAs(now: () => number, zone: string): void {
  clock = { now, zone };
}

/** Back to the viewer's clock and zone; true when the zone changed (times must be drawn again). */
export function followViewer(): boolean {
  const changed = clock.zone !== undefined && clock.zone !== Intl.DateTimeFormat().resolvedOptions().timeZone;
  clock = { now: () => Date.now(), zone: undefined };
  return changed;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** Calendar and clock fields of an instant in the display zone. */
export function zonedFields(instant: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const zone = clock.zone;
  if (zone === undefined)
    return {
      year: instant.getFullYear(),
      month: instant.getMonth() + 1,
      day: instant.getDate(),
      hour: instant.getHours(),
      minute: instant.getMinutes(),
    };
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    partFormats.set(zone, format);
  }
  const fields: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== 'literal') fields[part.type] = Number(part.value);
  return { year: fields.year!, month: fields.month!, day: fields.day!, hour: fields.hour!, minute: fields.minute! };
}
