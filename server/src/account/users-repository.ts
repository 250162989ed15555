import type { UserData } from '@guide/common/account';
import { isUniqueViolation, type Database } from '../db/database';
import { FavouriteTeamsRepository } from './favourite-teams-repository';

export interface UserRecord {
  id: number;
  email: string;
  passwordHash: string;
  role: 'user' | 'admin';
  /** Moves on with each password change or reset; tokens of an older generation are refused. */
  sessionGeneration: number;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  role: 'user' | 'admin';
  session_generation: number;
}

const USER_COLUMNS = 'id, email, password_hash, role, session_generation';

const userRecord = (row: UserRow): UserRecord => ({
  id: Number(row.id),
  email: row.email,
  passwordHash: row.password_hash,
  role: row.role,
  sessionGeneration: Number(row.session_generation),
});

export class EmailTaken extends Error {}

/** What adding a saved item did: added, already there, or refused because the list is full. */
export type AddOutcome = 'added' | 'exists' | 'full';

/** Users and what they save. Uniqueness lives in the database's constraints. */
export class UsersRepository {
  private readonly teams: FavouriteTeamsRepository;

  constructor(private readonly db: Database) {
    this.teams = new FavouriteTeamsRepository(db);
  }

  async create(email: string, passwordHash: string): Promise<UserRecord> {
    try {
      const { rows } = await this.db.query<{ id: string; role: 'user' | 'admin' }>(
        'INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id, role',
        [email, passwordHash],
      );
      return { id: Number(rows[0]!.id), email, passwordHash, role: rows[0]!.role, sessionGeneration: 0 };
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTaken(email);
      throw error;
    }
  }

  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const { rows } = await this.db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`, [
      email,
    ]);
    return rows[0] && userRecord(rows[0]);
  }

  async findById(id: number): Promise<UserRecord | undefined> {
    const { rows } = await this.db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] && userRecord(rows[0]);
  }

  /** A new password, and a new session generation (every token issued before is refused); answers the generation. */
  async changePassword(userId: number, passwordHash: string): Promise<number> {
    const { rows } = await this.db.query<{ session_generation: number }>(
      'UPDATE users SET password_hash = $2, session_generation = session_generation + 1, updated_at = now() WHERE id = $1 RETURNING session_generation',
      [userId, passwordHash],
    );
    return Number(rows[0]!.session_generation);
  }

  /** Returns false when no such user exists. */
  async setRole(email: string, role: 'user' | 'admin'): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'UPDATE users SET role = $2, updated_at = now() WHERE lower(email) = lower($1)',
      [email, role],
    );
    return rowCount > 0;
  }

  async userData(user: { id: number; email: string }): Promise<UserData> {
    return {
      email: user.email,
      zipcodes: await this.zipcodes(user.id),
      shows: await this.shows(user.id),
      teams: await this.teams.list(user.id),
    };
  }

  async zipcodes(userId: number): Promise<string[]> {
    const { rows } = await this.db.query<{ zip: string }>(
      'SELECT zip FROM user_zipcodes WHERE user_id = $1 ORDER BY created_at, zip',
      [userId],
    );
    return rows.map((r) => r.zip);
  }

  async shows(userId: number): Promise<number[]> {
    const { rows } = await this.db.query<{ show_id: number }>(
      'SELECT show_id FROM user_shows WHERE user_id = $1 ORDER BY created_at, show_id',
      [userId],
    );
    return rows.map((r) => r.show_id);
  }

  /** The shows anyone follows, each once, lowest id first (at most `limit`): the public pages worth a crawler's visit. */
  async followedShowIds(limit: number): Promise<number[]> {
    const { rows } = await this.db.query<{ show_id: number }>(
      'SELECT DISTINCT show_id FROM user_shows ORDER BY show_id LIMIT $1',
      [limit],
    );
    return rows.map((r) => r.show_id);
  }

  /**
   * Saves a zip unless it is saved already (the primary key decides, so concurrent adds leave
   * one) or the user has `limit` already (the user's row is locked, so concurrent adds cannot pass it).
   */
  async addZip(userId: number, zip: string, limit: number): Promise<AddOutcome> {
    return this.addCapped('user_zipcodes', 'zip', userId, zip, limit);
  }

  async deleteZip(userId: number, zip: string): Promise<boolean> {
    const { rows } = await this.db.query('DELETE FROM user_zipcodes WHERE user_id = $1 AND zip = $2 RETURNING zip', [
      userId,
      zip,
    ]);
    return rows.length === 1;
  }

  async addShow(userId: number, showId: number, limit: number): Promise<AddOutcome> {
    return this.addCapped('user_shows', 'show_id', userId, showId, limit);
  }

  private async addCapped(
    table: 'user_zipcodes' | 'user_shows',
    column: 'zip' | 'show_id',
    userId: number,
    value: string | number,
    limit: number,
  ): Promise<AddOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const { rows } = await tx.query<{ saved: string; present: boolean }>(
        `SELECT count(*) AS saved, bool_or(${column} = $2) AS present FROM ${table} WHERE user_id = $1`,
        [userId, value],
      );
      if (rows[0]?.present) return 'exists';
      if (Number(rows[0]?.saved ?? 0) >= limit) return 'full';
      const inserted = await tx.query(
        `INSERT INTO ${table} (user_id, ${column}) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING ${column}`,
        [userId, value],
      );
      return inserted.rows.length === 1 ? 'added' : 'exists';
    });
  }

  async deleteShow(userId: number, showId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      'DELETE FROM user_shows WHERE user_id = $1 AND show_id = $2 RETURNING show_id',
      [userId, showId],
    );
    return rows.length === 1;
  }
}
