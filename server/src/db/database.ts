import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataFolder } from './folder-lock';
import { listenOnPostgres } from './notifications';

/** The part of a connection that runs statements; a transaction offers the same. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[]; rowCount: number }>;
}

/** PostgreSQL's dialect, on either embedded PGlite or a PostgreSQL server. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements at once (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball that `loadDataDir` can start from. */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections now (metrics). */
  poolStats?(): PoolStats;
  /**
   * PostgreSQL only: calls `onMessage` with every NOTIFY on `channel` from any instance, on a
   * connection of its own that comes back after a failure; resolves once listening, with the way to stop.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** PostgreSQL only: tells every listener on `channel` (this instance's included). */
  notify?(channel: string, payload: string): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite in `dataDir`. */
  url?: string;
  /** PGlite folder, or 'memory://' for a throwaway one. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests give each file its own). */
  schema?: string;
  /** A PGlite dump (from `dumpDataDir`) to start from instead of initialising a new database. */
  loadDataDir?: Blob | File;
  /** PostgreSQL: most connections this instance opens (default 10). */
  poolMax?: number;
  /** PostgreSQL: longest a statement may run, and longest a query waits for a free connection (ms). */
  statementTimeoutMs?: number;
  connectionWaitMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  const dataDir = options.dataDir ?? 'memory://';
  if (dataDir.startsWith('memory://')) return openPglite(dataDir, options.loadDataDir);
  await fs.mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  // PGlite has no locking of its own: a second process on the folder would corrupt it.
  const unlock = await lockDataFolder(path.resolve(dataDir));
  try {
    const db = await openPglite(dataDir, options.loadDataDir);
    return { ...db, close: () => db.close().finally(unlock) };
  } catch (error) {
    await unlock();
    throw error;
  }
}

async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<Database> {
  const lite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params?: unknown[]) {
      const r = await q.query<Row>(sql, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
  });
  return {
    kind: 'pglite',
    ...wrap(lite),
    async exec(sql) {
      await lite.exec(sql);
    },
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    close: () => lite.close(),
    dump: () => lite.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, { schema, poolMax = 10, statementTimeoutMs, connectionWaitMs }: DatabaseOptions): Promise<Database> {
  const connection: pg.ClientConfig = {
    connectionString: url,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // A statement stuck behind a lock ends with an error inside the request deadline, not after it.
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: poolMax, ...(connectionWaitMs ? { connectionTimeoutMillis: connectionWaitMs } : {}) });
  // NOTIFY is per database, not per schema: each schema (a test's) gets channels of its own.
  const channelName = (channel: string) => (schema ? `${channel}_${schema}` : channel);
  // Fail at start-up, with the server's own sentence, when the database cannot be reached.
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The database at DATABASE_URL could not be reached (${reason}).`, { cause: error });
  }
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  const run = async <Row>(client: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) => {
    const r = await client.query(sql, params as unknown[]);
    return { rows: r.rows as Row[], rowCount: r.rowCount ?? r.rows.length };
  };
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (sql, params) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onMessage) => listenOnPostgres(connection, channelName(channel), onMessage),
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channelName(channel), payload]);
    },
  };
}

/**
 * The database could not answer in time: a statement ran past statement_timeout (57014), a lock
 * wait gave up (55P03), or no connection of the pool came free. The request can be tried again.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '57014' || code === '55P03' || (typeof message === 'string' && message.includes('timeout exceeded when trying to connect'));
}

/** True when `error` is PostgreSQL's unique-violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
