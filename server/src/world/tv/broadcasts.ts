import type { Broadcast } from '@guide/common/game-summary';
import { splitTeamName, type League, type Team } from '../../reference/teams';
import { liveStationsOn } from './sports-airings';

const CANADIAN_ZONES = new Set(['America/Toronto', 'America/Winnipeg', 'America/Edmonton', 'America/Vancouver']);

const countryOf = (team: Team) => (CANADIAN_ZONES.has(team.timeZone) ? 'CA' : 'US');

/** A game as the TV world needs it to name its networks. */
export interface BroadcastGame {
  league: League;
  id: number;
  /** The game's official (US Eastern) date, YYYY-MM-DD: the line-up it airs on. */
  day: string;
  home: Team;
  visitor: Team;
}

/** The station of the line-up's live airing of the game (its national network), when the line-up carries it. */
export const nationalStationOf = (game: Pick<BroadcastGame, 'league' | 'id' | 'day'>): string | undefined =>
  liveStationsOn(game.league, game.day).get(game.id);

/** The game's networks: the station of the line-up's live airing (national), and each club's own channel. */
export function offlineBroadcasts(game: BroadcastGame): Broadcast[] {
  const station = nationalStationOf(game);
  const national: Broadcast[] = station ? [{ network: station, market: 'national', country: 'US' }] : [];
  const own = (team: Team, market: 'home' | 'away'): Broadcast => ({
    network: `${splitTeamName(team.name).nickname} TV`,
    market,
    country: countryOf(team),
  });
  return [...national, own(game.home, 'home'), own(game.visitor, 'away')];
}
