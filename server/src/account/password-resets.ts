import crypto from 'node:crypto';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';

/** The job that makes a reset link and e-mails it. */
export const PASSWORD_RESET_EMAIL = 'password-reset-email';

interface ResetEmailJob {
  /** The request's row; null when the address has no account (the job then does nothing). */
  requestId: number | null;
  /** Jobs about a user carry its id, so deleting the account deletes them (JobQueue.forgetUser). */
  userId: number | null;
  /** The origin the link points to (PUBLIC_URL, or the one the request came to). */
  origin: string;
}

export interface PasswordResetOptions {
  minutes: number;
  perAddressPerHour: number;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** The rate-limit row of an address: a hash, so the table holds no e-mail address. */
export const resetLimitKey = (email: string) => `password-reset:${sha256(email.trim().toLowerCase())}`;

/**
 * Forgotten passwords. Asking answers the same whatever the address, after the same statements
 * (a count, an insert that finds no user, a job), and the e-mail is sent by a job, so neither
 * the answer nor its time tells whether an account exists. The link's token is made by the job
 * and only its hash is stored: it works once, for `minutes`.
 */
export class PasswordResets {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly options: PasswordResetOptions,
  ) {
    jobs.define<ResetEmailJob>(PASSWORD_RESET_EMAIL, {
      retryLimit: 5,
      retryDelaySeconds: 30,
      expireInSeconds: 120,
      run: (job) => this.sendLink(job),
    });
  }

  /** Records a request for a link (when the address has an account and is under its hourly limit) and queues the e-mail. */
  async request(email: string, origin: string): Promise<void> {
    const { rows: counted } = await this.db.query<{ hits: number }>(
      `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, clock_timestamp() + interval '1 hour')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limit_hits.reset_at <= clock_timestamp() THEN 1 ELSE rate_limit_hits.hits + 1 END,
         reset_at = CASE WHEN rate_limit_hits.reset_at <= clock_timestamp() THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
       RETURNING hits`,
      [resetLimitKey(email)],
    );
    const allowed = Number(counted[0]!.hits) <= this.options.perAddressPerHour;
    const now = this.clock.now();
    const { rows } = await this.db.query<{ id: string; user_id: string }>(
      `INSERT INTO password_resets (user_id, requested_at, expires_at)
       SELECT id, $2, $3 FROM users WHERE lower(email) = lower($1) AND $4
       RETURNING id, user_id`,
      [email, now, this.expiry(now), allowed],
    );
    const row = rows[0];
    await this.jobs.send<ResetEmailJob>(PASSWORD_RESET_EMAIL, {
      requestId: row ? Number(row.id) : null,
      userId: row ? Number(row.user_id) : null,
      origin,
    });
  }

  /**
   * Sets a new password with a link's token, once: answers the user's id, or undefined when the
   * token is unknown, used or expired. The caller hashes the password; every session ends.
   */
  async reset(token: string, passwordHash: string): Promise<number | undefined> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ user_id: string }>(
        `UPDATE password_resets SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
          RETURNING user_id`,
        [sha256(token), now],
      );
      const userId = rows[0] && Number(rows[0].user_id);
      if (userId === undefined) return undefined;
      await tx.query(
        'UPDATE users SET password_hash = $2, session_generation = session_generation + 1, updated_at = now() WHERE id = $1',
        [userId, passwordHash],
      );
      // Any other link the user was sent stops working too.
      await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
      return userId;
    });
  }

  /** The job: a fresh token for the request (a retried job's new link replaces the last), then the e-mail. */
  private async sendLink({ requestId, origin }: ResetEmailJob): Promise<void> {
    if (requestId === null) return;
    const token = crypto.randomBytes(32).toString('base64url');
    const { rows } = await this.db.query<{ email: string }>(
      `UPDATE password_resets r SET token_hash = $2, expires_at = $3
         FROM users u
        WHERE r.id = $1 AND r.used_at IS NULL AND u.id = r.user_id
        RETURNING u.email`,
      [requestId, sha256(token), this.expiry(this.clock.now())],
    );
    // The account was deleted, or the password reset another way, meanwhile.
    if (!rows[0]) return;
    const link = `${origin}/reset-password?token=${token}`;
    const minutes = this.options.minutes;
    await this.mailer.send({
      to: rows[0].email,
      subject: 'Reset your Entertainment Guide password',
      text: [
        'Someone (we hope you) asked to reset the password of your Entertainment Guide account.',
        '',
        `Choose a new password here within ${minutes} minutes (the link works once):`,
        link,
        '',
        'If you did not ask, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
      html: `<p>Someone (we hope you) asked to reset the password of your Entertainment Guide account.</p>
<p><a href="${link}">Choose a new password</a> within ${minutes} minutes (the link works once).</p>
<p>If you did not ask, ignore this e-mail: your password stays as it is.</p>`,
      link,
    });
  }

  private expiry(from: Date): Date {
    return new Date(from.getTime() + this.options.minutes * 60_000);
  }
}
