/**
 * A TV line-up id's rule, in a module of its own: the web app's table of screens checks `?lineup=`
 * with it, and the rest of tv.ts (with the endpoint table it builds image addresses from) stays
 * out of the first script (docs/decisions/0225).
 */

/** A TV line-up id as Gracenote writes them ('USA-TX42500-X'): letters, digits and dashes. */
export const LINEUP_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;
export const isLineupId = (value: string) => LINEUP_ID_PATTERN.test(value);
