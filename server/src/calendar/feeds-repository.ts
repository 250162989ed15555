import crypto from 'node:crypto';
import type { Database } from '../db/database';
import type { FeedSecrets } from './feed-secrets';

/** 256 random bits, URL-safe: the secret part of a feed's address. */
const newToken = () => crypto.randomBytes(32).toString('base64url');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface FeedCopy {
  body: string;
  builtAt: Date;
}

/**
 * Each user's calendar feed token, and the last complete copy of the feed. The token is the whole
 * secret (a capability, like a private calendar address anywhere): it holds no login token and
 * says nothing about the user; resetting replaces it, so the old address stops answering at once.
 * Only its hash and a sealed copy are stored (feed-secrets.ts).
 */
export class FeedsRepository {
  constructor(
    private readonly db: Database,
    private readonly secrets: FeedSecrets,
  ) {}

  /** The user's token, made on first use (concurrent first uses agree on one). */
  async tokenFor(userId: number): Promise<string> {
    const token = newToken();
    await this.db.query(
      'INSERT INTO calendar_feeds (user_id, token_hash, token_sealed) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING',
      [userId, this.secrets.hash(token), this.secrets.seal(token)],
    );
    const { rows } = await this.db.query<{ token_sealed: string | null }>(
      'SELECT token_sealed FROM calendar_feeds WHERE user_id = $1',
      [userId],
    );
    const kept = rows[0]?.token_sealed ? this.secrets.open(rows[0].token_sealed) : undefined;
    if (kept) return kept;
    // Sealed under another server secret (it was changed): the address cannot be shown, so a new one is made.
    const replaced = await this.reset(userId);
    if ('token' in replaced) return replaced.token;
    throw new Error('a reset without a minimum interval was refused');
  }

  /**
   * A new token, unless the last reset was less than `minSeconds` ago (checked and written in one
   * statement, so two instances cannot both pass): then the seconds left. The last copy of the
   * feed stays: its events do not depend on the address, and a build under way is not wasted.
   */
  async reset(userId: number, minSeconds = 0): Promise<{ token: string } | { waitSeconds: number }> {
    const token = newToken();
    const { rows } = await this.db.query(
      `INSERT INTO calendar_feeds (user_id, token_hash, token_sealed, reset_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, token_sealed = EXCLUDED.token_sealed,
         token = NULL, created_at = now(), reset_at = now()
       WHERE calendar_feeds.reset_at IS NULL OR calendar_feeds.reset_at <= now() - $4 * interval '1 second'
       RETURNING user_id`,
      [userId, this.secrets.hash(token), this.secrets.seal(token), minSeconds],
    );
    if (rows.length > 0) return { token };
    const left = await this.db.query<{ wait: string | number }>(
      `SELECT ceil(extract(epoch FROM reset_at + $2 * interval '1 second' - now())) AS wait
       FROM calendar_feeds WHERE user_id = $1`,
      [userId, minSeconds],
    );
    return { waitSeconds: Math.max(1, Number(left.rows[0]?.wait ?? 1)) };
  }

  /**
   * Takes the lease to build the user's feed for `seconds`, unless another instance (or request)
   * holds one: false then. The lease ends when the copy is kept, when released, or by itself
   * (an instance that stopped mid-build holds nothing for long).
   */
  async claimBuild(userId: number, seconds: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE calendar_feeds SET build_until = now() + $2 * interval '1 second'
       WHERE user_id = $1 AND (build_until IS NULL OR build_until < now()) RETURNING user_id`,
      [userId, seconds],
    );
    return rows.length > 0;
  }

  async releaseBuild(userId: number): Promise<void> {
    await this.db.query('UPDATE calendar_feeds SET build_until = NULL WHERE user_id = $1', [userId]);
  }

  /** The user a token belongs to, or undefined (for anything that is not a current token). */
  async userFor(token: string): Promise<number | undefined> {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    const { rows } = await this.db.query<{ user_id: string }>(
      'SELECT user_id FROM calendar_feeds WHERE token_hash = $1',
      [this.secrets.hash(token)],
    );
    return rows[0] ? Number(rows[0].user_id) : undefined;
  }

  /** Tokens stored in the clear before hashing: sealed, then cleared (run at start; safe to repeat). */
  async sealLegacyTokens(): Promise<number> {
    const { rows } = await this.db.query<{ user_id: string; token: string }>(
      'SELECT user_id, token FROM calendar_feeds WHERE token IS NOT NULL',
    );
    for (const row of rows) {
      await this.db.query(
        'UPDATE calendar_feeds SET token_sealed = $2, token = NULL WHERE user_id = $1 AND token = $3',
        [row.user_id, this.secrets.seal(row.token), row.token],
      );
    }
    return rows.length;
  }

  async copy(userId: number): Promise<FeedCopy | undefined> {
    const { rows } = await this.db.query<{ copy_body: string | null; copy_built_at: Date | null }>(
      'SELECT copy_body, copy_built_at FROM calendar_feeds WHERE user_id = $1',
      [userId],
    );
    const row = rows[0];
    return row?.copy_body && row.copy_built_at
      ? { body: row.copy_body, builtAt: new Date(row.copy_built_at) }
      : undefined;
  }

  async keepCopy(userId: number, body: string, builtAt: Date): Promise<void> {
    await this.db.query(
      'UPDATE calendar_feeds SET copy_body = $2, copy_built_at = $3, build_until = NULL WHERE user_id = $1',
      [userId, body, builtAt],
    );
  }
}
