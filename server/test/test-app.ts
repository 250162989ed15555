import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { fixedClock, type Clock } from '../src/clock';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { jobQueueSchema } from '../src/db/job-queue-schema';
import { migrate } from '../src/db/migrate';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A migrated, empty database: PGlite from the run's template, or a fresh PostgreSQL schema. */
export async function openTestDatabase(kind: TestDatabaseKind = 'pglite'): Promise<Database> {
  if (kind === 'postgres') {
    const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    const db = await openDatabase({ url: process.env.TEST_DATABASE_URL!, schema });
    await migrate(db);
    const close = db.close.bind(db);
    return {
      ...db,
      close: async () => {
        await db.query(`DROP SCHEMA "${schema}" CASCADE`).catch(() => undefined);
        // The job queue's tables live in a schema beside it (db/job-queue-schema.ts).
        await db.query(`DROP SCHEMA "${schema}_job_queue" CASCADE`).catch(() => undefined);
        await close();
      },
    };
  }
  const template = await fs.readFile(inject('pgliteTemplate'));
  const db = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([template]) });
  await migrate(db);
  return db;
}

/**
 * Puts a test database back as it was just migrated: every table of ours emptied (but the
 * migrations' record) and the job queue's jobs gone. Far cheaper than opening another PGlite
 * database, for files that build many apps one after another; close the apps on it first.
 */
export async function emptyTestDatabase(db: Database): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'",
  );
  await db.query(`TRUNCATE ${rows.map(({ name }) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`);
  const schema = (await db.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]!.schema;
  const queue = jobQueueSchema(schema);
  const present = await db.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [
    `${queue}.job`,
  ]);
  if (present.rows[0]?.present) await db.query(`TRUNCATE ${queue}.job, ${queue}.archive`);
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  clock: Clock;
  close(): Promise<void>;
}

/** The origin `inject` requests are sent to: absolute links in answers start with it. */
export const INJECT_ORIGIN = 'http://localhost:80';

export const DEFAULT_TEST_NOW = '2026-11-21T17:00:00Z';

/** The real app on a test database, a fixed clock and offline data, answering `inject` calls. */
export async function createTestApp(
  options: {
    kind?: TestDatabaseKind;
    now?: string;
    /** A clock the test moves (instead of one fixed at `now`). */
    clock?: Clock;
    env?: Record<string, string>;
    db?: Database;
    providerNow?: () => number;
    /** Fastify's logger option, for a test that reads the log; none by default. */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-to-sign-tokens',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    // Tests share a busy machine and ask fast from one address: no client share, nothing shed (fair-share.test.ts turns them on).
    FAIR_SHARE_PER_MINUTE: '10000000',
    SHED_EVENT_LOOP_DELAY_MS: '0',
    SHED_EVENT_LOOP_UTILIZATION: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const db = options.db ?? (await openTestDatabase(options.kind));
  const clock = options.clock ?? fixedClock(options.now ?? DEFAULT_TEST_NOW);
  const app = await buildApp({ config, clock, db, logger: options.logger ?? false, providerNow: options.providerNow });
  await app.ready();
  return {
    app,
    db,
    config,
    clock,
    async close() {
      await app.close();
      if (!options.db) await db.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For a file that builds many apps one after another on the embedded database: one database for
 * the file, emptied before each app (close the one before first), as if each had a new one.
 * Answers the function that builds them.
 */
export function appsOnOneDatabase(): (
  options?: Omit<Parameters<typeof createTestApp>[0] & object, 'db' | 'kind'>,
) => Promise<TestApp> {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => db?.close());
  return async (options = {}) => {
    await emptyTestDatabase(db!);
    return createTestApp({ ...options, db: db! });
  };
}
