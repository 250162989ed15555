import { isFinal, type Game, type ProbablePitcher, type TeamGameRecord } from '@guide/common/sports';
import type { League, Team } from '../../reference/teams';
import { nhlSeasonOf, year } from './calendars';
import { randomFrom, seedOf } from './chance';
import { goalieAnnouncement } from './goalies';
import { endOf, type PlannedGame } from './play';
import { pitcherSeason, playerId } from './rosters';
import { regularSeasonRecords, type TeamRecord } from './standings';
import { findPlanned, mlbPitchersOf } from './summary';

/**
 * What a scoreboard shows beside the teams in the offline world: each club's record (counted
 * from the same Final games as the standings) and, before an MLB game, its probable pitchers
 * (the starters the box score will name, announced a few days ahead) or NHL starting goalies
 * (announced hours ahead, now and then withdrawn).
 */

const DAY_MS = 86_400_000;

/** Each club's record as the game stands: going into it, or with it counted once it is final. */
function recordsFor(planned: PlannedGame, game: Game, now: Date): Map<number, TeamRecord> {
  const season = planned.league === 'MLB' ? year(planned.day) : nhlSeasonOf(planned.day);
  const until = isFinal(game.status) ? new Date(Math.min(now.getTime(), endOf(planned).getTime())) : now;
  return new Map(regularSeasonRecords(planned.league, season, until).map((r) => [r.team.id, r]));
}

const recordOf = (league: League, r: TeamRecord | undefined): TeamGameRecord | undefined =>
  r &&
  (league === 'NHL' ? { wins: r.wins, losses: r.losses, ot: r.overtimeLosses } : { wins: r.wins, losses: r.losses });

/** A club names its starter one to four days before the game (drawn per game and club); until then he is TBD. */
function announced(planned: PlannedGame, team: Team, name: string, now: Date): ProbablePitcher | null {
  const daysAhead = 1 + Math.floor(randomFrom(seedOf('probable', planned.id, team.id))() * 4);
  if (planned.gametime.getTime() - now.getTime() > daysAhead * DAY_MS) return null;
  return { id: playerId('MLB', team.id, name), name, ...pitcherSeason(team.id, name, planned.day) };
}

export function withRecordsAndStarters(league: League, game: Game, now: Date): Game {
  const planned = findPlanned(league, game.id);
  if (!planned) return game;
  const records = recordsFor(planned, game, now);
  const home = recordOf(league, records.get(game.home.id));
  const visitor = recordOf(league, records.get(game.visitor.id));
  const upcoming = game.status === 'Scheduled' || game.status === 'Pre-Game';
  const starters = league === 'MLB' && upcoming ? mlbPitchersOf(planned) : undefined;
  const goalies =
    league === 'NHL' && upcoming
      ? {
          home: goalieAnnouncement(planned, planned.home, now),
          visitor: goalieAnnouncement(planned, planned.visitor, now),
        }
      : undefined;
  return {
    ...game,
    ...(home ? { home_record: home } : {}),
    ...(visitor ? { visitor_record: visitor } : {}),
    ...(starters
      ? {
          probable_pitchers: {
            home: announced(planned, planned.home, starters.home, now),
            visitor: announced(planned, planned.visitor, starters.visitor, now),
          },
        }
      : {}),
    ...(goalies ? { starting_goalies: goalies } : {}),
  };
}
