/** What is on now: airings split at the viewer's clock. */

/** When an airing carries no end, it is taken to last this long. */
const ASSUMED_LENGTH_MS = 2 * 60 * 60_000;

export interface Timed {
  startTime: string;
  endTime?: string;
}

const endOf = (a: Timed) => (a.endTime ? Date.parse(a.endTime) : Date.parse(a.startTime) + ASSUMED_LENGTH_MS);

/** On the air at `now`: started and not yet over. */
export const isOnNow = (a: Timed, now: number) => Date.parse(a.startTime) <= now && now < endOf(a);

/** Airings already over at `now` (earlier) and those on now or still to come (the rest), each in their order. */
export function splitAtNow<T extends Timed>(airings: readonly T[], now: number): { earlier: T[]; rest: T[] } {
  const earlier: T[] = [];
  const rest: T[] = [];
  for (const a of airings) (endOf(a) <= now ? earlier : rest).push(a);
  return { earlier, rest };
}
