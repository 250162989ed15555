import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting the server reads, validated once at start-up. `.env.example` documents
 * each variable; keep the two in step.
 */
const optionalUrl = (fallback: string) => z.url({ message: 'must be an http(s) URL' }).default(fallback);
const optionalString = z.string().trim().min(1).optional();
const whole = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a port number')
    .min(0)
    .max(65535, 'must be at most 65535')
    .default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // PostgreSQL: a request waiting on a database that is down or stuck is answered with a 503 in seconds.
  DATABASE_CONNECT_TIMEOUT_MS: whole(100, 60_000).default(2000),
  DATABASE_QUERY_TIMEOUT_MS: whole(100, 3_600_000).default(2500),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://guide.example.com' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(72),
  ADMIN_EMAILS: z.string().default(''),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  // Each client's share of the costly work, in cost units a minute per route (http/request-cost.ts).
  FAIR_SHARE_PER_MINUTE: whole(1, 10_000_000).default(600),
  // Overload: expensive requests are refused (503) while the event loop lags (or is this busy, when set; 0: never).
  SHED_EVENT_LOOP_DELAY_MS: whole(0, 60_000).default(100),
  SHED_EVENT_LOOP_UTILIZATION: z.coerce
    .number({ message: 'must be a fraction between 0 and 1' })
    .min(0, 'must be a fraction between 0 and 1')
    .max(1, 'must be a fraction between 0 and 1')
    .default(0),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine(
      (v) => parseTrustProxy(v) !== undefined,
      'must be a number of proxy hops (such as 1) or a comma-separated list of proxy addresses or CIDR ranges; "true" would believe any X-Forwarded-For',
    ),
  CORS_ORIGINS: z
    .string()
    .default('')
    .refine(
      (v) => splitList(v).every((o) => /^https?:\/\/[^/\s]+$/.test(o)),
      'must be a comma-separated list of origins such as https://app.example.com (scheme and host, no path)',
    ),
  RESPONSE_CACHE_MB: z.coerce
    .number()
    .int('must be a whole number of megabytes')
    .min(0)
    .max(4096, 'must be at most 4096')
    .default(64),
  METRICS_PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a port number')
    .min(0)
    .max(65535, 'must be at most 65535')
    .optional(),
  // Loopback unless asked: the metrics say a lot about the instance and carry no login.
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int('must be a whole number of milliseconds')
    .min(1000, 'must be at least 1000')
    .max(600_000, 'must be at most 600000')
    .default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce
    .number()
    .int('must be a whole number of milliseconds')
    .min(1000, 'must be at least 1000')
    .max(600_000, 'must be at most 600000')
    .default(10_000),
  // Open connections: overall, and per client address when no proxy stands in front.
  MAX_CONNECTIONS: whole(10, 1_000_000).default(10_000),
  MAX_CONNECTIONS_PER_ADDRESS: whole(1, 1_000_000).default(256),
  FORWARDED_HOSTS: z
    .string()
    .default('')
    .refine(
      (v) => splitList(v).every((h) => /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(h)),
      'must be a comma-separated list of host names, each with an optional port (such as guide.example.com)',
    ),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce
    .number()
    .int('must be a whole number of milliseconds')
    .min(1000, 'must be at least 1000')
    .max(600_000, 'must be at most 600000')
    .default(72_000),
  TIME_ZONE: z
    .string()
    .default('America/New_York')
    .refine(isTimeZone, 'must be an IANA time zone such as America/New_York'),
  FIXED_NOW: z.iso
    .datetime({ offset: true, message: 'must be an ISO date-time such as 2026-11-21T18:00:00Z' })
    .optional(),
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
  TVMAZE_IMAGE_BASE_URL: optionalUrl('https://static.tvmaze.com'),
  // The provider layer: every /v1 answer leaves within REQUEST_DEADLINE_MS, whatever a provider does.
  REQUEST_DEADLINE_MS: whole(500, 60_000).default(5000),
  UPSTREAM_TIMEOUT_MS: whole(100, 60_000).default(3000),
  NHL_EXTRAS_BUDGET_MS: whole(100, 60_000).default(1500),
  UPSTREAM_RETRIES: whole(0, 3).default(1),
  BREAKER_FAILURES: whole(1, 100).default(5),
  BREAKER_COOLDOWN_SECONDS: whole(1, 3600).default(30),
  // How long provider answers stay fresh, and how long a copy may stand in when a provider fails.
  LISTINGS_TTL_MINUTES: whole(1, 24 * 60).default(180),
  SHOWS_TTL_MINUTES: whole(1, 7 * 24 * 60).default(24 * 60),
  SEARCH_TTL_MINUTES: whole(1, 24 * 60).default(10),
  RELEASES_TTL_MINUTES: whole(1, 7 * 24 * 60).default(12 * 60),
  CACHE_STALE_HOURS: whole(0, 30 * 24).default(24),
  CACHE_PURGE_MINUTES: whole(1, 24 * 60).default(15),
  IMAGE_CACHE_MB: whole(1, 100_000).default(256),
  IMAGE_MAX_KB: whole(16, 50 * 1024).default(5 * 1024),
  IMAGE_TTL_HOURS: whole(1, 30 * 24).default(24),
  // New releases: films opening from today to the horizon, above a popularity threshold.
  RELEASES_HORIZON_DAYS: whole(1, 365).default(30),
  RELEASES_MIN_POPULARITY: z.coerce.number({ message: 'must be a number' }).min(0, 'must be at least 0').default(10),
  // Running several instances: connections each, migrations as a deploy step, drained shutdowns.
  DATABASE_POOL_MAX: whole(1, 1000).default(10),
  JOB_DATABASE_POOL_MAX: whole(1, 1000).default(6),
  MIGRATE_ON_START: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  SHUTDOWN_DRAIN_MS: whole(0, 600_000).default(5000),
  SHUTDOWN_TIMEOUT_MS: whole(1000, 600_000).default(10_000),
  // How often the job queue takes back jobs whose instance died (once they expire) and archives old ones.
  JOB_MAINTENANCE_SECONDS: whole(1, 3600).default(60),
  // Background jobs run fewer at once while the event loop is this late (ms) or this busy (fraction; 0: not
  // counted, the default: paced by it, alerts went out at 40 % of the rate with no quicker page, decision 0240).
  JOB_PACE_EVENT_LOOP_DELAY_MS: whole(0, 60_000).default(50),
  JOB_PACE_EVENT_LOOP_UTILIZATION: z.coerce
    .number({ message: 'must be a fraction between 0 and 1' })
    .min(0, 'must be a fraction between 0 and 1')
    .max(1, 'must be a fraction between 0 and 1')
    .default(0),
  // E-mail (password resets): SMTP from a URL; without one, messages are written to DATA_DIR/outbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL such as smtps://user:pass@smtp.example.com:465')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Entertainment Guide <no-reply@localhost>'),
  PASSWORD_RESET_MINUTES: whole(5, 24 * 60).default(30),
  PASSWORD_RESET_PER_HOUR: whole(1, 1000).default(3),
  // Alerts by Web Push (decision 0210): on when VAPID_SUBJECT is set; the key pair from here or made once in the database.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the 65-byte public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the 32-byte private key in base64url (43 characters)')
    .optional(),
  // Push services on private or loopback addresses are refused unless this is true (a local stand-in in tests).
  PUSH_ALLOW_PRIVATE_ENDPOINTS: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  PUSH_TIMEOUT_MS: whole(100, 60_000).default(10_000),
  // How long an alert's send may run before the queue takes it as lost (its instance died) and tries
  // it again; unset: three times PUSH_TIMEOUT_MS and 30 s. Longer than PUSH_TIMEOUT_MS (checked below).
  ALERTS_SEND_EXPIRE_SECONDS: whole(1, 3600).optional(),
  // A send that failed or was lost waits this long before its next try, doubled at each try (and up
  // to as much again at random).
  ALERTS_RETRY_SECONDS: whole(1, 3600).default(10),
  ALERTS_PER_HOUR: whole(1, 1000).default(10),
  // Alerts one instance sends at once (each to all of its user's devices).
  ALERTS_CONCURRENCY: whole(1, 256).default(16),
  // How often each user's coming alerts are planned from the current facts (games, episodes, airings).
  ALERTS_PLAN_SECONDS: whole(1, 3600).default(300),
  // Users one instance plans at once (a round queues one planning job per subscribed user).
  ALERTS_PLAN_CONCURRENCY: whole(1, 64).default(4),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6 = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;

/**
 * Which proxies' X-Forwarded-For to believe: none, the nearest N hops, or the listed addresses.
 * A blanket "true" is refused: it lets every client pick its own address (and rate-limit bucket).
 */
export function parseTrustProxy(value: string): false | number | string[] | undefined {
  if (value === 'false' || value === '' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (
    addresses.length > 0 &&
    addresses.every((a) => IPV4.test(a) || IPV6.test(a) || a === 'loopback' || a === 'linklocal' || a === 'uniquelocal')
  )
    return addresses;
  return undefined;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'ADMIN_EMAILS' | 'TRUST_PROXY' | 'CORS_ORIGINS' | 'FORWARDED_HOSTS'> {
  /** Hosts (lower case) a trusted proxy's X-Forwarded-Host may name when PUBLIC_URL is not set. */
  FORWARDED_HOSTS: string[];
  /** Origins whose pages may call the API (CORS), without a trailing slash. */
  CORS_ORIGINS: string[];
  ADMIN_EMAILS: string[];
  /** Fastify's trustProxy: false, a hop count or a list of proxy addresses. */
  TRUST_PROXY: false | number | string[];
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
  const trustProxy = parseTrustProxy(e.TRUST_PROXY) ?? false;
  // Behind a proxy the host of our links would otherwise be whatever X-Forwarded-Host says.
  if (trustProxy !== false && !e.PUBLIC_URL && splitList(e.FORWARDED_HOSTS).length === 0) {
    throw new ConfigError(
      'Configuration error: PUBLIC_URL must be set when TRUST_PROXY is (such as https://guide.example.com), or FORWARDED_HOSTS must list the host names the proxy may forward; otherwise any client could choose the host of our links.',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Configuration error: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are a pair: set both, or neither (the server then makes a pair in the database).',
    );
  }
  // A send that may be taken as lost while its push is still allowed to run would be sent twice.
  if (e.ALERTS_SEND_EXPIRE_SECONDS !== undefined && e.ALERTS_SEND_EXPIRE_SECONDS * 1000 <= e.PUSH_TIMEOUT_MS) {
    throw new ConfigError(
      `Configuration error: ALERTS_SEND_EXPIRE_SECONDS must be longer than PUSH_TIMEOUT_MS (${e.PUSH_TIMEOUT_MS} ms), with room for the database work around the push; leave it empty for three times PUSH_TIMEOUT_MS and 30 s.`,
    );
  }
  return {
    ...e,
    ADMIN_EMAILS: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    TRUST_PROXY: trustProxy,
    FORWARDED_HOSTS: splitList(e.FORWARDED_HOSTS).map((h) => h.toLowerCase()),
    CORS_ORIGINS: splitList(e.CORS_ORIGINS),
    dataDir: path.resolve(e.DATA_DIR),
  };
}
