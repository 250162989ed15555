import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Clock } from '../clock';
import { ConfigError, type Config } from '../config';
import type { Database } from '../db/database';

export interface TokenClaims {
  userId: number;
  email: string;
  jti: string;
  /** Seconds since the epoch. */
  exp: number;
  /** The account's session generation when issued: a password change or reset moves it on, ending older sessions. */
  generation: number;
}

export type TokenProblem = 'malformed' | 'expired' | 'revoked';

export class TokenRejected extends Error {
  constructor(readonly problem: TokenProblem) {
    super(`token ${problem}`);
  }
}

const ALGORITHM = 'HS256';

/** Signs, checks and revokes session tokens: HS256 JWTs carrying `exp`, `Name`, a `jti` and the session generation `gen`. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly ttlHours: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(user: { id: number; email: string; sessionGeneration?: number }): Promise<string> {
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ Name: user.email, gen: user.sessionGeneration ?? 0 })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(user.id))
      .setJti(crypto.randomUUID())
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + Math.round(this.ttlHours * 3600))
      .sign(this.key);
  }

  /** Checks signature and expiry only (what revoke needs). */
  async decode(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], currentDate: this.clock.now() });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.Name !== 'string' || !payload.jti || !payload.exp) {
        throw new TokenRejected('malformed');
      }
      // Tokens issued before generations existed belong to the first one.
      const generation = payload.gen === undefined ? 0 : payload.gen;
      if (typeof generation !== 'number' || !Number.isSafeInteger(generation)) throw new TokenRejected('malformed');
      return { userId, email: payload.Name, jti: payload.jti, exp: payload.exp, generation };
    } catch (error) {
      if (error instanceof TokenRejected) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new TokenRejected('expired');
      throw new TokenRejected('malformed');
    }
  }

  /** Checks signature, expiry and revocation. */
  async verify(token: string): Promise<TokenClaims> {
    const claims = await this.decode(token);
    const { rows } = await this.db.query('SELECT 1 FROM revoked_tokens WHERE jti = $1', [claims.jti]);
    if (rows.length > 0) throw new TokenRejected('revoked');
    return claims;
  }

  async revoke(claims: TokenClaims): Promise<void> {
    await this.db.query(
      'INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT DO NOTHING',
      [claims.jti, claims.exp],
    );
    // Revocations matter only until the token would have expired anyway.
    await this.db.query('DELETE FROM revoked_tokens WHERE expires_at < $1', [this.clock.now()]);
  }
}

export const MIN_SECRET_LENGTH = 32;

/**
 * On PostgreSQL several instances may serve one site, and a token signed by one must be good on
 * all: a secret generated per data folder would not be shared, so JWT_SECRET is required.
 */
export function requireSharedSecret(config: Pick<Config, 'DATABASE_URL' | 'JWT_SECRET'>): void {
  if (config.DATABASE_URL && !config.JWT_SECRET) {
    throw new ConfigError(
      'Configuration error: JWT_SECRET must be set when DATABASE_URL is: every instance on the database must sign tokens with the same secret (at least 32 characters, e.g. from `openssl rand -base64 48`), or tokens issued by one are refused by the others.',
    );
  }
}

/**
 * JWT_SECRET when set; otherwise a secret generated once and kept in the data folder. The file
 * appears whole or not at all (written aside, then linked into place, so the first of several
 * starting processes wins and the others read its secret); a short or empty one stops start-up.
 */
export async function loadTokenSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  let secret = await readSecret(file);
  if (secret === undefined) {
    await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
    const aside = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(aside, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    try {
      await fs.link(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await fs.rm(aside, { force: true });
    }
    secret = (await readSecret(file)) ?? '';
  }
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `Configuration error: the token secret in ${file} is ${secret.length === 0 ? 'empty' : `only ${secret.length} characters long`}; it must be at least ${MIN_SECRET_LENGTH}. Delete the file to have a new one generated, or set JWT_SECRET.`,
    );
  }
  return secret;
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
