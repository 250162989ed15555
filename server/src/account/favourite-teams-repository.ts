import type { FavouriteLeague, FavouriteTeam } from '@guide/common/account';
import type { Database } from '../db/database';
import { findTeam, type League } from '../reference/teams';

/** The teams a user follows, kept by the database's constraints like zips and shows. */
export class FavouriteTeamsRepository {
  constructor(private readonly db: Database) {}

  async list(userId: number): Promise<FavouriteTeam[]> {
    const { rows } = await this.db.query<{ league: League; team_id: number }>(
      'SELECT league, team_id FROM user_teams WHERE user_id = $1 ORDER BY created_at, league, team_id',
      [userId],
    );
    return rows.flatMap(({ league, team_id }) => {
      const team = findTeam(league, team_id);
      return team ? [{ league: league.toLowerCase() as FavouriteLeague, id: team.id, name: team.name }] : [];
    });
  }

  /** False when the team was followed already (the primary key decides). */
  async add(userId: number, league: League, teamId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      'INSERT INTO user_teams (user_id, league, team_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING team_id',
      [userId, league, teamId],
    );
    return rows.length === 1;
  }

  async remove(userId: number, league: League, teamId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      'DELETE FROM user_teams WHERE user_id = $1 AND league = $2 AND team_id = $3 RETURNING team_id',
      [userId, league, teamId],
    );
    return rows.length === 1;
  }
}
