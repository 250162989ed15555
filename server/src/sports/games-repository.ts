import type { Game } from '@guide/common/sports';
import type { Database, Queryable } from '../db/database';
import { findTeam, type League } from '../reference/teams';

interface GameRow {
  id: string | number;
  official_date: string;
  gametime: Date | string;
  description: string;
  home_id: number;
  home_name: string;
  visitor_id: number;
  visitor_name: string;
  status: string;
  period: number | null;
  home_score: number | null;
  visitor_score: number | null;
  detail: string | null;
  new_date: string | null;
}

function toGame(row: GameRow): Game {
  return {
    id: Number(row.id),
    description: row.description,
    gametime: new Date(row.gametime).toISOString(),
    date: row.official_date,
    home: { id: row.home_id, name: row.home_name },
    visitor: { id: row.visitor_id, name: row.visitor_name },
    status: row.status,
    home_score: row.home_score,
    visitor_score: row.visitor_score,
    period: row.period,
    ...(row.detail ? { detail: row.detail } : {}),
    ...(row.new_date ? { new_date: row.new_date } : {}),
  };
}

/**
 * Games and teams as stored: the table is the memory of every day loaded. A game is a row per
 * day it is listed on (a postponed game on its day, its make-up on the new one).
 */
export class GamesRepository {
  constructor(private readonly db: Database) {}

  async isLoaded(league: League, day: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM sports_loaded_days WHERE league = $1 AND official_date = $2', [
      league,
      day,
    ]);
    return rows.length > 0;
  }

  async gamesOn(league: League, day: string): Promise<Game[]> {
    const { rows } = await this.db.query<GameRow>(
      `SELECT g.*, h.name AS home_name, v.name AS visitor_name FROM sports_games g
       JOIN sports_teams h ON h.league = g.league AND h.id = g.home_id
       JOIN sports_teams v ON v.league = g.league AND v.id = g.visitor_id
       WHERE g.league = $1 AND g.official_date = $2 ORDER BY g.gametime, g.id`,
      [league, day],
    );
    return rows.map(toGame);
  }

  /** Makes the stored day exactly `games` (games no longer listed are gone) and marks it loaded. */
  async replaceDay(league: League, day: string, games: Game[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.upsert(tx, league, games);
      await tx.query(
        'DELETE FROM sports_games WHERE league = $1 AND official_date = $2 AND NOT (id = ANY($3::bigint[]))',
        [league, day, games.map((g) => g.id)],
      );
      await tx.query(
        `INSERT INTO sports_loaded_days (league, official_date) VALUES ($1, $2)
         ON CONFLICT (league, official_date) DO UPDATE SET loaded_at = now()`,
        [league, day],
      );
    });
  }

  /** Whether any stored day lists the game (the primary key's index answers it). */
  async listsGame(league: League, id: number): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM sports_games WHERE league = $1 AND id = $2 LIMIT 1', [
      league,
      id,
    ]);
    return rows.length > 0;
  }

  async saveGame(league: League, game: Game): Promise<void> {
    await this.db.transaction((tx) => this.upsert(tx, league, [game]));
  }

  async removeGame(league: League, id: number): Promise<void> {
    await this.db.query('DELETE FROM sports_games WHERE league = $1 AND id = $2', [league, id]);
  }

  /**
   * One statement for the teams and one for the games, rows in id order: transactions writing
   * different days at once then take their row locks in the same order and never deadlock. A team
   * already stored is left alone (not even locked) unless its name or division changed.
   */
  private async upsert(tx: Queryable, league: League, games: Game[]): Promise<void> {
    if (games.length === 0) return;
    const teams = [...new Map(games.flatMap((g) => [g.home, g.visitor]).map((t) => [t.id, t.name]))]
      .sort(([a], [b]) => a - b)
      .map(([id, name]) => ({ id, name, division: findTeam(league, id)?.division ?? null }));
    await tx.query(
      `INSERT INTO sports_teams (league, id, name, division)
       SELECT $1, t.id, t.name, t.division FROM jsonb_to_recordset($2::jsonb) AS t(id integer, name text, division text) ORDER BY t.id
       ON CONFLICT (league, id) DO NOTHING`,
      [league, JSON.stringify(teams)],
    );
    await tx.query(
      `UPDATE sports_teams s SET name = t.name, division = COALESCE(t.division, s.division)
       FROM (SELECT * FROM jsonb_to_recordset($2::jsonb) AS t(id integer, name text, division text) ORDER BY t.id) t
       WHERE s.league = $1 AND s.id = t.id AND (s.name, s.division) IS DISTINCT FROM (t.name, COALESCE(t.division, s.division))`,
      [league, JSON.stringify(teams)],
    );
    const rows = [...games]
      .sort((a, b) => a.id - b.id || a.date.localeCompare(b.date))
      .map((g) => ({
        id: g.id,
        official_date: g.date,
        gametime: g.gametime,
        description: g.description,
        home_id: g.home.id,
        visitor_id: g.visitor.id,
        status: g.status,
        period: g.period,
        home_score: g.home_score,
        visitor_score: g.visitor_score,
        detail: g.detail ?? null,
        new_date: g.new_date ?? null,
      }));
    await tx.query(
      `INSERT INTO sports_games (league, id, official_date, gametime, description, home_id, visitor_id, status, period, home_score, visitor_score, detail, new_date)
       SELECT $1, g.id, g.official_date, g.gametime, g.description, g.home_id, g.visitor_id, g.status, g.period, g.home_score, g.visitor_score, g.detail, g.new_date
       FROM jsonb_to_recordset($2::jsonb) AS g(id bigint, official_date text, gametime timestamptz, description text, home_id integer, visitor_id integer,
         status text, period integer, home_score integer, visitor_score integer, detail text, new_date text)
       ORDER BY g.id, g.official_date
       ON CONFLICT (league, id, official_date) DO UPDATE SET gametime = EXCLUDED.gametime,
         description = EXCLUDED.description, home_id = EXCLUDED.home_id, visitor_id = EXCLUDED.visitor_id, status = EXCLUDED.status,
         period = EXCLUDED.period, home_score = EXCLUDED.home_score, visitor_score = EXCLUDED.visitor_score,
         detail = EXCLUDED.detail, new_date = EXCLUDED.new_date, updated_at = now()
       WHERE (sports_games.status, sports_games.period, sports_games.home_score, sports_games.visitor_score, sports_games.gametime, sports_games.detail, sports_games.new_date)
         IS DISTINCT FROM (EXCLUDED.status, EXCLUDED.period, EXCLUDED.home_score, EXCLUDED.visitor_score, EXCLUDED.gametime, EXCLUDED.detail, EXCLUDED.new_date)`,
      [league, JSON.stringify(rows)],
    );
  }
}
