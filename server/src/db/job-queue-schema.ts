import PgBoss from 'pg-boss';
import type { Queryable, Transaction } from './database';

/**
 * The job queue (pg-boss, decision 0160) keeps its tables in a schema of its own beside ours:
 * `job_queue` next to `public`, or `<schema>_job_queue` next to a test's schema.
 */
export function jobQueueSchema(currentSchema: string): string {
  return currentSchema === 'public' ? 'job_queue' : `${currentSchema}_job_queue`;
}

/** The version of its tables this pg-boss expects (its construction plans write it). */
export const JOB_QUEUE_SCHEMA_VERSION = schemaVersionOf(PgBoss.getConstructionPlans('probe'));

function schemaVersionOf(plans: string): number {
  const match = /INSERT INTO probe\.version\s*\(version\)\s*VALUES\s*\('?(\d+)'?\)/i.exec(plans);
  if (!match) throw new Error('The job queue library no longer says which schema version it builds.');
  return Number(match[1]);
}

/** Where the queue's tables stand: their schema, and its version (null when not installed). */
export async function jobQueueState(db: Queryable): Promise<{ schema: string; version: number | null }> {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = jobQueueSchema(rows[0]!.schema);
  const present = await db.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [
    `${schema}.version`,
  ]);
  if (!present.rows[0]?.present) return { schema, version: null };
  const version = await db.query<{ version: number }>(`SELECT version FROM ${schema}.version`);
  return { schema, version: version.rows[0] ? Number(version.rows[0].version) : null };
}

/**
 * Creates or upgrades the queue's tables inside the migration's transaction, so they are made
 * under the same advisory lock as ours (pg-boss's own start-up migration is turned off). Its
 * plans come wrapped in a transaction of their own; the wrapper is dropped to run in ours.
 */
export async function migrateJobQueue(tx: Transaction): Promise<boolean> {
  const { schema, version } = await jobQueueState(tx);
  if (version === JOB_QUEUE_SCHEMA_VERSION) return false;
  const plans =
    version === null ? PgBoss.getConstructionPlans(schema) : PgBoss.getMigrationPlans(schema, String(version));
  await tx.exec(withoutOwnTransaction(plans));
  return true;
}

/**
 * The order the queue takes due jobs in (`JobQueue`'s fetch): the higher priority first, then
 * the longest due. pg-boss's own fetch orders them by priority and creation, which no index
 * serves without reading past jobs planned for later, so every fetch read and sorted every due
 * job of its kind (20 ms a fetch with 10 000 alerts due on the embedded database). Walked in
 * this order, a fetch stops at the jobs it takes.
 */
const DUE_ORDER_INDEX = 'job_due_order';

/** Whether the queue's tables still lack the index of due jobs in the order they are taken. */
export async function jobQueueLacksDueOrder(db: Queryable, schema: string): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [
    `${schema}.${DUE_ORDER_INDEX}`,
  ]);
  return !rows[0]?.present;
}

/**
 * Adds that index (on the partitioned table: each kind's table gets its own, now and when it is
 * made); answers whether it was missing.
 */
export async function addJobQueueDueOrder(tx: Transaction): Promise<boolean> {
  const { schema } = await jobQueueState(tx);
  if (!(await jobQueueLacksDueOrder(tx, schema))) return false;
  await tx.query(
    `CREATE INDEX ${DUE_ORDER_INDEX} ON ${schema}.job (name, priority DESC, start_after, created_on, id) WHERE state < 'active'`,
  );
  return true;
}

function withoutOwnTransaction(plans: string): string {
  const body = plans.trim();
  if (!/^BEGIN;/i.test(body) || !/COMMIT;?$/i.test(body)) {
    throw new Error('The job queue library’s schema plans are no longer one transaction; review the migration.');
  }
  return body.replace(/^BEGIN;/i, '').replace(/COMMIT;?$/i, '');
}
