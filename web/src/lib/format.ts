/** Display formats shared by the screens. Days are YYYY-MM-DD strings. */
import { clock12 } from '@guide/common/days';
import { seasonOfDay, type League } from '@guide/common/sports';
import { pageNow, zonedFields } from './page-clock';

// AP style: short months abbreviated with a period, the short ones spelled out.
const MONTHS = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function parts(day: string): { weekday: string; month: string; date: number } {
  const d = new Date(`${day}T12:00:00Z`);
  return { weekday: WEEKDAYS[d.getUTCDay()]!, month: MONTHS[d.getUTCMonth()]!, date: d.getUTCDate() };
}

/** 'Saturday Nov. 21' */
export function formatDayTitle(day: string): string {
  const p = parts(day);
  return `${p.weekday} ${p.month} ${p.date}`;
}

/**
 * A game's day as a team page lists it: 'Saturday Nov. 21', with the year when the day lies
 * outside the league's current season ('Saturday Sept. 27, 2025'), so last season's games are
 * not taken for this one's.
 */
export function formatSeasonDay(league: League, day: string, today: string = localToday()): string {
  const title = formatDayTitle(day);
  return seasonOfDay(league, day) === seasonOfDay(league, today) ? title : `${title}, ${day.slice(0, 4)}`;
}

/** 'Nov. 21, 2026' */
export function formatLongDate(day: string): string {
  const p = parts(day);
  return `${p.month} ${p.date}, ${day.slice(0, 4)}`;
}

/** The calendar day of an instant (by default now) in the viewer's time zone (see page-clock.ts). */
export function localToday(now: Date = new Date(pageNow())): string {
  const { year, month, day } = zonedFields(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A time of day in the viewer's time zone, e.g. '7:05 PM'. */
export function formatLocalTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return 'Invalid Date';
  const { hour, minute } = zonedFields(instant);
  return clock12(hour, minute);
}

/** An airing's span in the viewer's zone: '7:00 – 9:00 PM', '11:30 AM – 1:30 PM' (the half of day said once when shared). */
export function formatTimeRange(startIso: string, endIso: string): string {
  const [start, end] = [formatLocalTime(startIso), formatLocalTime(endIso)];
  const [startClock, startHalf] = start.split(' ');
  return startHalf === end.split(' ')[1] ? `${startClock} – ${end}` : `${start} – ${end}`;
}
