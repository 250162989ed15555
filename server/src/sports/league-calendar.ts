import { daysBetween } from '@guide/common/dates';
import { isFinal, seasonOfDay, type Game, type LeagueCalendar } from '@guide/common/sports';
import type { League } from '../reference/teams';
import type { GamesService } from './games-service';

/**
 * Days without a game either side of a day, beyond which the day lies between two seasons: longer
 * than any break within a season (the All-Star and holiday breaks, an Olympic pause), far shorter
 * than an off-season (MLB: November to late February; NHL: mid-June to late September).
 */
const OFF_SEASON_GAP_DAYS = 40;

/** Descriptions of playoff games, live ('Playoffs', 'World Series') and offline ('Stanley Cup Final'). */
const POSTSEASON = /playoff|postseason|world series|stanley cup|championship/i;

/** A season's name as fans say it: '2026' (MLB), '2025–26' (NHL, a season across the new year). */
function seasonName(league: League, day: string): string {
  const season = seasonOfDay(league, day);
  return league === 'MLB' ? String(season) : `${season}–${String(season + 1).slice(2)}`;
}

/** The winner of the season's last game when it decided the title: the final of the playoffs, finished. */
function championOf(league: League, last: Game | undefined): NonNullable<LeagueCalendar['offSeason']>['champion'] {
  if (!last || !isFinal(last.status) || !POSTSEASON.test(last.description)) return null;
  if (last.home_score === null || last.visitor_score === null || last.home_score === last.visitor_score) return null;
  const team = last.home_score > last.visitor_score ? last.home : last.visitor;
  return { season: seasonName(league, last.date), team, game: last };
}

/**
 * A league's calendar around `day`, read from its schedule: the game days either side and, when
 * the day lies between two seasons, last season's champion (the winner of its last game, a
 * playoff final) and the next season's first game.
 */
export async function leagueCalendar(service: GamesService, league: League, day: string): Promise<LeagueCalendar> {
  const [previous, next] = await Promise.all([service.previousGameDay(league, day), service.nextGameDay(league, day)]);
  const quietBefore = previous ? daysBetween(previous, day) : Infinity;
  const quietAfter = next ? daysBetween(day, next) : Infinity;
  const between = quietBefore + quietAfter > OFF_SEASON_GAP_DAYS;
  let offSeason: LeagueCalendar['offSeason'] = null;
  if (between && (await service.gamesOn(league, day)).length === 0) {
    const [lastDay, firstDay] = await Promise.all([
      previous ? service.gamesOn(league, previous) : [],
      next ? service.gamesOn(league, next) : [],
    ]);
    const byStart = (a: Game, b: Game) => a.gametime.localeCompare(b.gametime);
    offSeason = {
      champion: championOf(league, [...lastDay].sort(byStart).at(-1)),
      firstGame: [...firstDay].sort(byStart)[0] ?? null,
    };
  }
  return { date: day, previousGameDay: previous ?? null, nextGameDay: next ?? null, offSeason };
}
