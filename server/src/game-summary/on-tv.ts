import type { OnTv } from '@guide/common/game-summary';
import type { Game } from '@guide/common/sports';
import type { TvSportsAiring } from '@guide/common/tv';
import { zonedTimeToUtc } from '@guide/common/dates';
import type { AiringsSource } from '../tv/sources';
import type { AppContext } from '../context';
import { splitTeamName } from '../reference/teams';

const HOUR = 3_600_000;

/** Lower case without accents, so 'Montréal' in a listing matches 'Montreal' in a schedule. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A listing's title names the team by its full name or, failing that, by its nickname. */
const names = (title: string, team: string) =>
  fold(title).includes(fold(team)) || fold(title).includes(fold(splitTeamName(team).nickname));

/** Whether a listing's airing is this game: both teams named, starting from an hour before the game to twelve after (encores included). */
export function isAiringOf(airing: TvSportsAiring, game: Pick<Game, 'home' | 'visitor' | 'gametime'>): boolean {
  const start = Date.parse(airing.startTime);
  const gametime = Date.parse(game.gametime);
  const title = airing.program.eventTitle;
  return (
    start >= gametime - HOUR &&
    start <= gametime + 12 * HOUR &&
    names(title, game.home.name) &&
    names(title, game.visitor.name)
  );
}

/**
 * The game's airings in our own sports-on-TV listing of its (US Eastern) day, the listing the
 * TV page serves. None when that day is beyond what the listing can answer, or when the listing
 * cannot be read (the rest of the summary stands).
 */
export async function airingsOfGame(
  airings: AiringsSource,
  game: Game,
  now: Date,
  log: Pick<AppContext['log'], 'warn'>,
): Promise<OnTv[]> {
  const from = zonedTimeToUtc(game.date, '00:00', 'America/New_York');
  if (Math.abs(from.getTime() - now.getTime()) > (airings.maxDaysFromNow - 1) * 24 * HOUR) return [];
  try {
    const listing = await airings.sports(from);
    const seen = new Set<string>();
    return listing
      .filter((a) => isAiringOf(a, game))
      .map((a) => ({
        station: a.station.callSign,
        start: new Date(a.startTime).toISOString(),
        title: a.program.eventTitle,
      }))
      .filter((a) => !seen.has(`${a.station}|${a.start}`) && Boolean(seen.add(`${a.station}|${a.start}`)));
  } catch (error) {
    log.warn({ err: error, game: game.id }, 'the sports listing could not be read for a game summary');
    return [];
  }
}
