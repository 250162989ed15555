import type { WatchedEpisode } from '@guide/common/watching';
import type { Database } from '../db/database';

/** An episode as it is marked: its id and its place in the show. */
export interface EpisodePlace {
  id: number;
  season: number;
  number: number;
}

/** The episodes each user has watched (user_watched_episodes), and their spoiler-free setting (user_watching_settings). */
export class WatchedEpisodesRepository {
  constructor(private readonly db: Database) {}

  /** The show's watched episodes, in airing order. */
  async forShow(userId: number, showId: number): Promise<WatchedEpisode[]> {
    const { rows } = await this.db.query<WatchedRow>(
      `SELECT episode_id, season, number, watched_at FROM user_watched_episodes
        WHERE user_id = $1 AND show_id = $2 ORDER BY season, number, episode_id`,
      [userId, showId],
    );
    return rows.map(toWatched);
  }

  /** Every watched episode of the user, by show. */
  async byShow(userId: number): Promise<Map<number, WatchedEpisode[]>> {
    const { rows } = await this.db.query<WatchedRow & { show_id: number }>(
      `SELECT show_id, episode_id, season, number, watched_at FROM user_watched_episodes
        WHERE user_id = $1 ORDER BY show_id, season, number, episode_id`,
      [userId],
    );
    const shows = new Map<number, WatchedEpisode[]>();
    for (const row of rows) {
      const list = shows.get(row.show_id) ?? [];
      list.push(toWatched(row));
      shows.set(row.show_id, list);
    }
    return shows;
  }

  /** Marks the episodes watched at `at`; one already marked keeps its first time. */
  async mark(userId: number, showId: number, episodes: readonly EpisodePlace[], at: Date): Promise<void> {
    if (episodes.length === 0) return;
    await this.db.query(
      `INSERT INTO user_watched_episodes (user_id, show_id, episode_id, season, number, watched_at)
       SELECT $1, $2, e.id, e.season, e.number, $6
         FROM unnest($3::integer[], $4::integer[], $5::integer[]) AS e(id, season, number)
       ON CONFLICT (user_id, episode_id) DO NOTHING`,
      [
        userId,
        showId,
        episodes.map((e) => e.id),
        episodes.map((e) => e.season),
        episodes.map((e) => e.number),
        at.toISOString(),
      ],
    );
  }

  /** Unmarks the episodes (all of the show's when `episodeIds` is undefined). */
  async unmark(userId: number, showId: number, episodeIds?: readonly number[]): Promise<void> {
    if (episodeIds === undefined) {
      await this.db.query('DELETE FROM user_watched_episodes WHERE user_id = $1 AND show_id = $2', [userId, showId]);
      return;
    }
    await this.db.query(
      'DELETE FROM user_watched_episodes WHERE user_id = $1 AND show_id = $2 AND episode_id = ANY($3::integer[])',
      [userId, showId, [...episodeIds]],
    );
  }

  async spoilerFree(userId: number): Promise<boolean> {
    const { rows } = await this.db.query<{ spoiler_free: boolean }>(
      'SELECT spoiler_free FROM user_watching_settings WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.spoiler_free ?? false;
  }

  /** Changes the setting, and drops the calendar feed's kept copy so the next fetch is built with it. */
  async setSpoilerFree(userId: number, on: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO user_watching_settings (user_id, spoiler_free, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (user_id) DO UPDATE SET spoiler_free = EXCLUDED.spoiler_free, updated_at = now()`,
        [userId, on],
      );
      await tx.query('UPDATE calendar_feeds SET copy_body = NULL, copy_built_at = NULL WHERE user_id = $1', [userId]);
    });
  }
}

interface WatchedRow {
  episode_id: number;
  season: number;
  number: number;
  watched_at: Date | string;
}

const toWatched = (row: WatchedRow): WatchedEpisode => ({
  episodeId: row.episode_id,
  season: row.season,
  number: row.number,
  watchedAt: new Date(row.watched_at).toISOString(),
});
