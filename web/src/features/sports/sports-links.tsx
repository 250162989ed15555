import type { League } from '@guide/common/sports';
import { href, Link } from '../../lib/router';
import * as paths from '../../paths';

/** A team's page in either league, around `date` when given (a game's day carries over). */
export function teamHref(league: League, id: number, date?: string): string {
  return league === 'MLB' ? href(paths.mlbTeam, { id, date }) : href(paths.nhlTeam, { id, date });
}

/** A game's page in either league. */
export function gameHref(league: League, id: number): string {
  return league === 'MLB' ? href(paths.mlbGame, { id }) : href(paths.nhlGame, { id });
}

/** A league's standings page (its divisions and the wild card race), around `date` when given. */
export function standingsHref(league: League, date?: string): string {
  return href(league === 'MLB' ? paths.mlbStandings : paths.nhlStandings, { date });
}

/** A league's postseason page, of `season` (the year it is played in) when given, else the current one. */
export function postseasonHref(league: League, season?: number): string {
  return href(league === 'MLB' ? paths.mlbPostseason : paths.nhlPlayoffs, { season });
}

/** A team's name as a link to its page: every team named on a tile or a game page leads there. */
export function TeamLink({
  league,
  team,
  date,
}: {
  league: League;
  team: { id: number; name: string };
  date?: string;
}) {
  return <Link to={teamHref(league, team.id, date)}>{team.name}</Link>;
}
