import { showtimeClock, type Showing } from '@guide/common/cinema';
import { clock12 } from '@guide/common/dates';
import { localToday } from '../../lib/format';
import { pageNow, zonedFields } from '../../lib/page-clock';

/** '10:35 PM' from '2026-11-21T22:35': the showtime's clock (its last five characters) in 12-hour form. */
export function showtime12(dateTime: string): string {
  const [h = 0, m = 0] = showtimeClock(dateTime).split(':').map(Number);
  return clock12(h, m);
}

/** The viewer's wall clock as 'YYYY-MM-DDTHH:MM', comparable with a showtime's `dateTime`. */
export function wallClock(now: Date = new Date(pageNow())): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const { hour, minute } = zonedFields(now);
  return `${localToday(now)}T${pad(hour)}:${pad(minute)}`;
}

/** A showing has started when its wall time is before the viewer's (theatres are near the viewer). */
export const hasStarted = (dateTime: string, clock: string) => dateTime < clock;

/** The first showtime still to come, or null when every one has started. */
export function nextShowtime(film: Showing, clock: string): string | null {
  let next: string | null = null;
  for (const s of film.showtimes)
    if (!hasStarted(s.dateTime, clock) && (next === null || s.dateTime < next)) next = s.dateTime;
  return next;
}

export type FilmOrder = 'next' | 'title';

/** Films by their next showtime (those with none left go last, by title) or by title. */
export function sortFilms(films: Showing[], order: FilmOrder, clock: string): Showing[] {
  const byTitle = (a: Showing, b: Showing) => a.title.localeCompare(b.title);
  if (order === 'title') return [...films].sort(byTitle);
  const next = new Map(films.map((f) => [f.rootId, nextShowtime(f, clock)]));
  return [...films].sort((a, b) => {
    const na = next.get(a.rootId) ?? null;
    const nb = next.get(b.rootId) ?? null;
    if (na === nb) return byTitle(a, b);
    if (na === null) return 1;
    if (nb === null) return -1;
    return na.localeCompare(nb) || byTitle(a, b);
  });
}

/** The long synopsis, or the short one when there is no long one: never both (the long one repeats the short). */
export function fullSynopsis(film: Pick<Showing, 'shortDescription' | 'longDescription'>): string {
  return film.longDescription?.trim() || film.shortDescription?.trim() || '';
}
