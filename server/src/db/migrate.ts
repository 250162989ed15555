import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { serverRoot } from '../paths';
import type { Database, Transaction } from './database';
import {
  addJobQueueDueOrder,
  JOB_QUEUE_SCHEMA_VERSION,
  jobQueueLacksDueOrder,
  jobQueueState,
  migrateJobQueue,
} from './job-queue-schema';

/** The advisory lock every change of the schema is made under (the job queue's new queues too). */
export const MIGRATION_LOCK = 727274;

/** How often a transaction waiting for the migration lock asks for it again. */
const LOCK_RETRY_MS = 100;

/**
 * Takes the migration lock of the schema the connection works in, until the transaction ends.
 * Apps on one database in schemas of their own (the tests on PostgreSQL) change their schemas
 * side by side; instances of one schema still take turns. The lock is asked for again until it
 * is free, rather than waited for in one statement: another instance's migration can outlast the
 * client's deadline for an answer (DATABASE_QUERY_TIMEOUT_MS), which would end this one's start.
 */
export async function lockSchemaChanges(tx: Transaction): Promise<void> {
  for (;;) {
    const { rows } = await tx.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1, hashtext(current_schema())) AS locked',
      [MIGRATION_LOCK],
    );
    if (rows[0]?.locked) return;
    await setTimeout(LOCK_RETRY_MS);
  }
}

const MIGRATIONS_DIR = pathToFileURL(path.join(serverRoot, 'migrations') + path.sep);

const migrationFiles = async () => (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();

/**
 * Applies the numbered SQL files in server/migrations that have not run yet, in one
 * transaction. Its first statement takes an advisory lock, so of several instances (or
 * `npm run migrate`) starting together one migrates while the others wait, then find nothing
 * left to do; even the bookkeeping table is created under the lock.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = await migrationFiles();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await lockSchemaChanges(tx);
    // Waiting for another instance's migration, or a long one, is not a request's wait.
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await fs.readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    // The job queue's own tables, under the same lock.
    if (await migrateJobQueue(tx)) applied.push('job queue');
    if (await addJobQueueDueOrder(tx)) applied.push('job queue due order');
  });
  return applied;
}

/** The migrations not applied yet (for a server told not to migrate at start). */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  const done = rows[0]?.present
    ? new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name))
    : new Set<string>();
  const pending = (await migrationFiles()).filter((file) => !done.has(file));
  const queue = await jobQueueState(db);
  if (queue.version !== JOB_QUEUE_SCHEMA_VERSION) pending.push('job queue');
  if (queue.version === null || (await jobQueueLacksDueOrder(db, queue.schema))) pending.push('job queue due order');
  return pending;
}

/** Migrations are plain DDL: statements end with a semicolon at the end of a line. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
