import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting the server reads, validated once at start-up. `.env.example` documents
 * each variable; keep the two in step.
 */
const optionalUrl = (fallback: string) => z.url({ message: 'must be an http(s) URL' }).default(fallback);
const optionalString = z.string().trim().min(1).optional();

const envSchema = z.object({
  PORT: z.coerce.number({ message: 'must be a port number' }).int('must be a port number').min(0).max(65535, 'must be at most 65535').default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().max(24 * 365).default(72),
  ADMIN_EMAILS: z.string().default(''),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  TIME_ZONE: z.string().default('America/New_York').refine(isTimeZone, 'must be an IANA time zone such as America/New_York'),
  FIXED_NOW: z.iso.datetime({ offset: true, message: 'must be an ISO date-time such as 2026-11-21T18:00:00Z' }).optional(),
  DATA_SOURCE: z.enum(['offline', 'live']).default('offline'),
  MLB_BASE_URL: optionalUrl('https://statsapi.mlb.com'),
  NHL_BASE_URL: optionalUrl('https://api-web.nhle.com'),
  NHL_STATS_BASE_URL: optionalUrl('https://api.nhle.com/stats/rest'),
  GRACENOTE_BASE_URL: optionalUrl('http://data.tmsapi.com/v1.1'),
  GRACENOTE_IMAGE_BASE_URL: optionalUrl('https://developer.tmsimg.com'),
  GRACENOTE_API_KEY: optionalString,
  GRACENOTE_LINEUP_ID: z.string().min(1).default('USA-TX42500-X'),
  TMDB_BASE_URL: optionalUrl('https://api.themoviedb.org/3'),
  TMDB_IMAGE_BASE_URL: optionalUrl('https://image.tmdb.org/t/p'),
  TMDB_API_KEY: optionalString,
  TVMAZE_BASE_URL: optionalUrl('https://api.tvmaze.com'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'ADMIN_EMAILS' | 'TRUST_PROXY'> {
  ADMIN_EMAILS: string[];
  TRUST_PROXY: boolean;
  /** DATA_DIR made absolute. */
  dataDir: string;
}

export class ConfigError extends Error {}

/** Reads the environment; throws a ConfigError whose message names the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): Config {
  // Empty strings in a .env file mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Configuration error: ${name} ${issue.message} (got "${String(cleaned[name] ?? '')}").`);
  }
  const e = parsed.data;
  return {
    ...e,
    ADMIN_EMAILS: e.ADMIN_EMAILS.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean),
    TRUST_PROXY: e.TRUST_PROXY === 'true',
    dataDir: path.resolve(e.DATA_DIR),
  };
}
