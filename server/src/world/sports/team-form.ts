import type { StandingRecord } from '@guide/common/sports';

/** A game's result for one team: a win, a loss, or (NHL) a loss in overtime or a shootout. */
export type Outcome = 'W' | 'L' | 'OT';

/**
 * A team's last ten and its current streak, from its outcomes in the order played. Overtime
 * losses are counted apart only when the league has them (NHL), so an MLB last ten is W-L.
 */
export function formOf(results: readonly Outcome[], withOvertime = false): Pick<StandingRecord, 'lastTen' | 'streak'> {
  const last = results.slice(-10);
  const count = (o: Outcome) => last.filter((r) => r === o).length;
  const lastTen = withOvertime
    ? { wins: count('W'), losses: count('L'), ot: count('OT') }
    : { wins: count('W'), losses: count('L') + count('OT') };
  const latest = results.at(-1);
  if (!latest) return { lastTen };
  let run = 0;
  for (let i = results.length - 1; i >= 0 && results[i] === latest; i--) run++;
  return { lastTen, streak: `${latest}${run}` };
}
