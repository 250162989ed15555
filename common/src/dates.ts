/** Calendar-day helpers. A "day" is a YYYY-MM-DD string; instants are Date objects. */

export { addDays, clock12, isIsoDay, localClockTime } from './days';

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

// Building an Intl.DateTimeFormat costs far more than using one, and these run on hot paths.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function formatFor(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  make: () => Intl.DateTimeFormat,
): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    format = make();
    cache.set(timeZone, format);
  }
  return format;
}

/** The calendar day of `instant` in `timeZone` (an IANA name such as America/New_York). */
export function dayInZone(instant: Date, timeZone: string): string {
  const format = formatFor(
    dayFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The time of day of `instant` in `timeZone` as people read it ("7:00 PM"). */
export function clockInZone(instant: Date, timeZone: string): string {
  return formatFor(
    clockFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
  ).format(instant);
}

/** Minutes to add to UTC to get wall time in `timeZone` at `instant`. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const format = formatFor(
    wallClockFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  );
  const parts = format.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time (`day`, `hh:mm`) happens in `timeZone`. A time that happens
 * twice (clocks going back) gives the earlier instant; a time skipped by a DST jump resolves
 * forward by the size of the jump (00:00 on a day whose midnight is skipped becomes 01:00).
 */
export function zonedTimeToUtc(day: string, time: string, timeZone: string): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  // The offsets a day either side cover both sides of any DST change near the wanted time.
  const before = zoneOffsetMinutes(new Date(guess.getTime() - 86_400_000), timeZone);
  const after = zoneOffsetMinutes(new Date(guess.getTime() + 86_400_000), timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => new Date(guess.getTime() - offset * 60_000))
    .filter((instant) => instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000 === guess.getTime())
    .sort((a, b) => a.getTime() - b.getTime());
  // No candidate means the time falls in a gap: the offset before the jump moves it forward.
  return candidates[0] ?? new Date(guess.getTime() - before * 60_000);
}

/** The start of `day` in `timeZone`, as a UTC ISO string (what the TV endpoints are sent). */
export function startOfDayUtcIso(day: string, timeZone: string): string {
  return zonedTimeToUtc(day, '00:00', timeZone).toISOString();
}

// The two below read the runtime's own zone through Date's local fields instead of Intl: in a
// browser the first Intl use builds ICU's locale data, one long task that would fall on a
// screen's first render.

/** The start of `day` in the runtime's zone as a UTC ISO string: startOfDayUtcIso for that zone. */
export function localStartOfDayIso(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // Like zonedTimeToUtc, Date resolves a skipped midnight forward and a repeated one to the earlier instant.
  return new Date(y, m - 1, d).toISOString();
}
