/**
 * The calendar-day helpers every page needs (a "day" is a YYYY-MM-DD string): in a module of their
 * own so that the web app's first script carries these and not the zone arithmetic of dates.ts,
 * which re-exports them (docs/decisions/0225).
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written as YYYY-MM-DD (2026-02-30 is false). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The day `n` days after `day` (n may be negative); correct across month and year ends. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** A 24-hour clock's hour and minute in 12-hour form: '7:05 PM', '12:30 AM'. */
export function clock12(hour: number, minute: number): string {
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A time of day like '7:05 PM' in the runtime's zone: toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }). */
export function localClockTime(instant: Date): string {
  if (Number.isNaN(instant.getTime())) return 'Invalid Date';
  return clock12(instant.getHours(), instant.getMinutes());
}
