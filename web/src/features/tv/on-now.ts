/** What is on now: one rule for the TV pages and Tonight, so they agree. */

/** When an airing carries no end, it is taken to last this long. */
const ASSUMED_LENGTH_MS = 2 * 60 * 60_000;

export interface Timed {
  startTime: string;
  endTime?: string;
}

export const endOf = (a: Timed) => (a.endTime ? Date.parse(a.endTime) : Date.parse(a.startTime) + ASSUMED_LENGTH_MS);
const startOf = (a: Timed) => Date.parse(a.startTime);

/** On the air at `now`: started and not yet over. */
export const isOnNow = (a: Timed, now: number) => startOf(a) <= now && now < endOf(a);

/** Airings already over at `now` (earlier) and those on now or still to come (the rest), each in their order. */
export function splitAtNow<T extends Timed>(airings: readonly T[], now: number): { earlier: T[]; rest: T[] } {
  const earlier: T[] = [];
  const rest: T[] = [];
  for (const a of airings) (endOf(a) <= now ? earlier : rest).push(a);
  return { earlier, rest };
}

/**
 * The airings of a day around `now`: everything on now (all of it, earliest start first), then
 * what starts later by start time, and what is over, in its order.
 */
export function aroundNow<T extends Timed>(
  airings: readonly T[],
  now: number,
): { onNow: T[]; later: T[]; earlier: T[] } {
  const byStart = (a: T, b: T) => startOf(a) - startOf(b);
  const { earlier, rest } = splitAtNow(airings, now);
  return {
    onNow: rest.filter((a) => isOnNow(a, now)).sort(byStart),
    later: rest.filter((a) => startOf(a) > now).sort(byStart),
    earlier,
  };
}

/** How far along an airing on now is: minutes gone, minutes left and the share gone (0–1). */
export function progressOf(a: Timed, now: number): { gone: number; left: number; share: number } {
  const [start, end] = [startOf(a), endOf(a)];
  const share = Math.min(1, Math.max(0, (now - start) / (end - start)));
  return { gone: Math.floor((now - start) / 60_000), left: Math.ceil((end - now) / 60_000), share };
}

/** '45 min left', '1 h 10 min left'. */
export function minutesLeftText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h > 0 ? `${h} h` : ''}${h > 0 && m > 0 ? ' ' : ''}${m > 0 || h === 0 ? `${m} min` : ''} left`;
}

/** A key for one airing: the same film may air several times a day, on several channels. */
export const airingKey = (a: Timed & { station: { callSign: string }; program: { rootId?: string | null } }) =>
  `${a.program.rootId}|${a.station.callSign}|${a.startTime}`;
