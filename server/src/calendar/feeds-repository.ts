import crypto from 'node:crypto';
import type { Database } from '../db/database';

/** 256 random bits, URL-safe: the secret part of a feed's address. */
const newToken = () => crypto.randomBytes(32).toString('base64url');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Each user's calendar feed token. The token is the whole secret (a capability, like a private
 * calendar address anywhere): it holds no login token and says nothing about the user; resetting
 * replaces it, so the old address stops answering at once.
 */
export class FeedsRepository {
  constructor(private readonly db: Database) {}

  /** The user's token, made on first use (concurrent first uses agree on one). */
  async tokenFor(userId: number): Promise<string> {
    await this.db.query('INSERT INTO calendar_feeds (user_id, token) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, newToken()]);
    const { rows } = await this.db.query<{ token: string }>('SELECT token FROM calendar_feeds WHERE user_id = $1', [userId]);
    return rows[0]!.token;
  }

  async reset(userId: number): Promise<string> {
    const token = newToken();
    await this.db.query(
      `INSERT INTO calendar_feeds (user_id, token) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET token = EXCLUDED.token, created_at = now()`,
      [userId, token],
    );
    return token;
  }

  /** The user a token belongs to, or undefined (for anything that is not a current token). */
  async userFor(token: string): Promise<number | undefined> {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    const { rows } = await this.db.query<{ user_id: string }>('SELECT user_id FROM calendar_feeds WHERE token = $1', [token]);
    return rows[0] ? Number(rows[0].user_id) : undefined;
  }
}
