import type { Database } from '../db/database';

/** The TV line-up each user chose (one a user, or none). */
export class TvLineupRepository {
  constructor(private readonly db: Database) {}

  async get(userId: number): Promise<string | null> {
    const { rows } = await this.db.query<{ lineup_id: string }>(
      'SELECT lineup_id FROM user_tv_lineups WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.lineup_id ?? null;
  }

  /** Keeps `lineupId` as the user's line-up; null forgets it. */
  async set(userId: number, lineupId: string | null): Promise<void> {
    if (lineupId === null) {
      await this.db.query('DELETE FROM user_tv_lineups WHERE user_id = $1', [userId]);
      return;
    }
    await this.db.query(
      `INSERT INTO user_tv_lineups (user_id, lineup_id) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET lineup_id = EXCLUDED.lineup_id, updated_at = now()`,
      [userId, lineupId],
    );
  }
}
