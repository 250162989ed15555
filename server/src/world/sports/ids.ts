import { addDays, daysBetween } from '@guide/common/dates';
import type { League } from '../../reference/teams';
import { year, type Phase } from './calendars';

/**
 * Ids encode the day and slot, so one id leads back to its game without a search.
 * MLB: YY·100000 + day of year·100 + slot (7 digits, like the Stats API's gamePk).
 * NHL: season·1000000 + type·10000 + days since Sept. 1·20 + slot (like 2023020193).
 */
export function mlbId(day: string, slot: number): number {
  return (year(day) - 2000) * 100_000 + (daysBetween(`${year(day)}-01-01`, day) + 1) * 100 + slot;
}
export function nhlId(season: number, phase: Phase, day: string, slot: number): number {
  const type = phase === 'preseason' ? 1 : phase === 'regular' ? 2 : 3;
  return season * 1_000_000 + type * 10_000 + daysBetween(`${season}-09-01`, day) * 20 + slot;
}

/** The day a game id belongs to, or undefined for an id that cannot be ours. */
export function dayOfGameId(league: League, id: number): string | undefined {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  if (league === 'MLB') {
    const yy = Math.floor(id / 100_000);
    const doy = Math.floor((id % 100_000) / 100);
    if (yy < 1 || yy > 99 || doy < 1 || doy > 366) return undefined;
    return addDays(`${2000 + yy}-01-01`, doy - 1);
  }
  const season = Math.floor(id / 1_000_000);
  const offset = Math.floor((id % 10_000) / 20);
  if (season < 2000 || season > 2099) return undefined;
  return addDays(`${season}-09-01`, offset);
}
