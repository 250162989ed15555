import type { Database } from '../db/database';

/** A film as the user kept it: named as it was when added, seen or not. */
export interface KeptFilmRow {
  filmId: string;
  title: string;
  year: number | null;
  poster: string | null;
  addedAt: Date;
  seenAt: Date | null;
}

export type KeepOutcome = 'added' | 'exists' | 'full';

/** The films each user keeps for later (user_watchlist_films). */
export class WatchlistRepository {
  constructor(private readonly db: Database) {}

  /** The user's films, the latest kept first. */
  async films(userId: number): Promise<KeptFilmRow[]> {
    const { rows } = await this.db.query<{
      film_id: string;
      title: string;
      year: number | null;
      poster: string | null;
      added_at: Date;
      seen_at: Date | null;
    }>(
      `SELECT film_id, title, year, poster, added_at, seen_at FROM user_watchlist_films
       WHERE user_id = $1 ORDER BY added_at DESC, film_id`,
      [userId],
    );
    return rows.map((r) => ({
      filmId: r.film_id,
      title: r.title,
      year: r.year,
      poster: r.poster,
      addedAt: new Date(r.added_at),
      seenAt: r.seen_at && new Date(r.seen_at),
    }));
  }

  /** Keeps a film unless the user holds `limit` already; the count and the insert under the user's row lock. */
  async keep(
    userId: number,
    film: { filmId: string; title: string; year: number | null; poster: string | null },
    limit: number,
  ): Promise<KeepOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const { rows } = await tx.query<{ kept: string; present: boolean }>(
        'SELECT count(*) AS kept, bool_or(film_id = $2) AS present FROM user_watchlist_films WHERE user_id = $1',
        [userId, film.filmId],
      );
      if (rows[0]?.present) return 'exists';
      if (Number(rows[0]?.kept ?? 0) >= limit) return 'full';
      await tx.query(
        `INSERT INTO user_watchlist_films (user_id, film_id, title, year, poster) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [userId, film.filmId, film.title, film.year, film.poster],
      );
      return 'added';
    });
  }

  /** False when the film was not on the user's list. */
  async forget(userId: number, filmId: string): Promise<boolean> {
    const { rows } = await this.db.query(
      'DELETE FROM user_watchlist_films WHERE user_id = $1 AND film_id = $2 RETURNING film_id',
      [userId, filmId],
    );
    return rows.length > 0;
  }

  /** Marks the film seen now (keeping an earlier mark), or not seen; false when it is not on the list. */
  async setSeen(userId: number, filmId: string, seen: boolean, now: Date): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE user_watchlist_films SET seen_at = CASE WHEN $3::boolean THEN coalesce(seen_at, $4::timestamptz) ELSE NULL END
       WHERE user_id = $1 AND film_id = $2 RETURNING film_id`,
      [userId, filmId, seen, now],
    );
    return rows.length > 0;
  }
}
