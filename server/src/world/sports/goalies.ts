import type { GoalieAnnouncement, StartingGoalie } from '@guide/common/sports';
import type { Team } from '../../reference/teams';
import { randomFrom, seedOf } from './chance';
import type { PlannedGame } from './play';
import { playerId, rosterOf } from './rosters';

/**
 * Who starts in goal for a club in an offline NHL game, and what the club has said about it by
 * a given time: most clubs name their starter two to six hours before puck drop; about one in ten
 * first names the other goalie and then takes it back (half of them naming the real starter at
 * once, the other half only a quarter of an hour before the game).
 */

const HOUR_MS = 3_600_000;

/** The club's starter: its first goalie, the back-up about one game in four. The box score names the same man. */
export function nhlStarterOf(planned: PlannedGame, team: Pick<Team, 'id'>): string {
  const [first, backup] = rosterOf('NHL', team).pitchers;
  return randomFrom(seedOf('starting-goalie', planned.id, team.id))() < 0.25 ? backup! : first!;
}

const goalieOf = (team: Pick<Team, 'id'>, name: string): StartingGoalie => ({
  id: playerId('NHL', team.id, name),
  name,
});

/** What the club has announced about its starter by `now`. */
export function goalieAnnouncement(planned: PlannedGame, team: Pick<Team, 'id'>, now: Date): GoalieAnnouncement {
  const random = randomFrom(seedOf('goalie-announcement', planned.id, team.id));
  const start = planned.gametime.getTime();
  const announcedAt = start - (2 + random() * 4) * HOUR_MS;
  const withdraws = random() < 0.1;
  const namesAtOnce = random() < 0.5;
  const starter = goalieOf(team, nhlStarterOf(planned, team));
  const at = now.getTime();
  if (at < announcedAt) return { goalie: null, withdrawn: null };
  if (!withdraws) return { goalie: starter, withdrawn: null };
  const [first, backup] = rosterOf('NHL', team).pitchers;
  const named = goalieOf(team, starter.name === first ? backup! : first!);
  const withdrawnAt = announcedAt + (start - announcedAt) / 2;
  if (at < withdrawnAt) return { goalie: named, withdrawn: null };
  const renamedAt = namesAtOnce ? withdrawnAt : start - HOUR_MS / 4;
  return { goalie: at < renamedAt ? null : starter, withdrawn: named };
}
