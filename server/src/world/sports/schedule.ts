import { addDays } from '@guide/common/dates';
import type { Game } from '@guide/common/sports';
import { isRecent, isUpcoming } from '../../reference/game-order';
import type { League } from '../../reference/teams';
import { dayOfGameId } from './ids';
import { gameAt, type PlannedGame } from './play';
import { postseasonGamesOn } from './postseason';
import { seasonGamesOn } from './season-days';

/**
 * The offline world: both leagues' seasons on their real calendars, generated from the date
 * alone. A game's schedule and final score are fixed functions of its day and slot; its
 * status and score at a given instant follow from the clock. So the same date and clock
 * always give the same games, and standings are just the Final games counted.
 *
 * This file answers "which games on a day" (regular season from `season-days`, postseason
 * from `postseason`); the other files of this folder hold one concern each.
 */

/** The games planned for `day` (official US Eastern date), by start time. The season's days and the postseason's never overlap. */
export function plannedGamesOn(league: League, day: string): readonly PlannedGame[] {
  const season = seasonGamesOn(league, day);
  return season.length > 0 ? season : postseasonGamesOn(league, day);
}

export function offlineGamesOn(league: League, day: string, now: Date): Game[] {
  return plannedGamesOn(league, day).map((g) => gameAt(g, now));
}

export function offlineGame(league: League, id: number, now: Date): Game | undefined {
  const day = dayOfGameId(league, id);
  if (!day) return undefined;
  const game = plannedGamesOn(league, day).find((g) => g.id === id);
  return game && gameAt(game, now);
}

/** The first day after `after` with games, within a year; undefined when there is none. */
export function nextGameDay(league: League, after: string): string | undefined {
  for (let day = addDays(after, 1), i = 0; i < 366; i++, day = addDays(day, 1)) {
    if (plannedGamesOn(league, day).length > 0) return day;
  }
  return undefined;
}

/** The last day before `before` that has games, looking a year back. */
export function previousGameDay(league: League, before: string): string | undefined {
  for (let day = addDays(before, -1), i = 0; i < 366; i++, day = addDays(day, -1)) {
    if (plannedGamesOn(league, day).length > 0) return day;
  }
  return undefined;
}

/** A team's next `count` games and its last `count` settled ones (the team-page rule of `sources.ts`), looking a year each way. */
export function offlineTeamGames(
  league: League,
  teamId: number,
  today: string,
  now: Date,
  count = 5,
): { next: Game[]; past: Game[] } {
  const next: Game[] = [];
  const past: Game[] = [];
  const involves = (g: PlannedGame) => g.home.id === teamId || g.visitor.id === teamId;
  for (let i = 0; i < 366 && next.length < count; i++) {
    for (const g of plannedGamesOn(league, addDays(today, i)).filter(involves)) {
      const state = gameAt(g, now);
      if (isUpcoming(state, today) && next.length < count) next.push(state);
    }
  }
  for (let i = 0; i < 366 && past.length < count; i++) {
    for (const g of plannedGamesOn(league, addDays(today, -i)).filter(involves).reverse()) {
      const state = gameAt(g, now);
      if (isRecent(state, today) && past.length < count) past.push(state);
    }
  }
  return { next, past };
}
