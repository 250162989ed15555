import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { lockDataFolder } from './folder-lock';
import { listenOnPostgres } from './notifications';
import { EMBEDDED_SETTINGS, initialiseApart, skipOptimisedWasm } from './pglite-memory';

/** The part of a connection that runs statements; a transaction offers the same. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[]; rowCount: number }>;
}

/** A transaction: statements one at a time, or several at once without parameters (migrations). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

/** PostgreSQL's dialect, on either embedded PGlite or a PostgreSQL server. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements at once (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
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
  /** PostgreSQL only: where lost connections and the database going and coming back are reported. */
  reportTo?(log: ConnectionLog): void;
  /**
   * PostgreSQL only: false for a few seconds after a statement failed for want of the database,
   * so what can do without it (the provider cache, stored games) does not wait on it meanwhile.
   */
  available?(): boolean;
  /**
   * PostgreSQL only: the same database through a pool of its own of at most `poolMax`
   * connections, opened on first use, for background work (decision 0255); closing it leaves
   * this one open.
   */
  separatePool?(poolMax: number): Database;
}

/** What the database reports about its connection (Fastify's logger fits). */
export interface ConnectionLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * The database could not be reached, dropped the connection or did not answer in time: the
 * request cannot be served now but may be in a moment (a 503, never a 500).
 */
export class DatabaseUnavailable extends Error {}

/** SQLSTATEs that mean the server is going, starting or full, not that the statement is wrong. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;

/** How long optional reads and writes leave the database alone after it failed to answer. */
const SKIP_WHILE_DOWN_MS = 5000;

/** True for a failure of the connection itself (refused, reset, timed out, shut down). */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  // PostgreSQL's own errors carry a SQLSTATE (five characters) and a severity.
  if (typeof code === 'string' && 'severity' in error) return UNAVAILABLE_SQLSTATE.test(code);
  // Node's socket errors (ECONNREFUSED, ECONNRESET, ETIMEDOUT, ENOTFOUND…) and pg's own.
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection ended/i.test(
    error.message,
  );
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
  /** PostgreSQL: how long the client waits for any statement's answer (a database that hangs). */
  queryTimeoutMs?: number;
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
  skipOptimisedWasm();
  // Loaded only when used: a server on PostgreSQL never loads PGlite, one on PGlite never loads `pg`.
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dataDir.startsWith('memory://') && !loadDataDir) await initialiseApart(dataDir);
  const lite = await PGlite.create(dataDir, {
    postgresqlconf: EMBEDDED_SETTINGS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
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
    transaction: (fn) =>
      lite.transaction((tx) =>
        fn({
          ...wrap(tx),
          async exec(sql) {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => lite.close(),
    dump: () => lite.dumpDataDir('none'),
  };
}

async function openPostgres(
  url: string,
  { schema, poolMax = 10, statementTimeoutMs, connectionWaitMs = 2000, queryTimeoutMs = 2500 }: DatabaseOptions,
): Promise<Database> {
  const { default: pg } = await import('pg');
  const connection: pg.ClientConfig = {
    connectionString: url,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // A statement stuck behind a lock ends with an error inside the request deadline, not after it.
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  };
  let log: ConnectionLog | undefined;
  let down = false;
  let lastFailure = 0;
  // A database that is down or hangs answers callers in seconds, never leaves them waiting.
  const poolOf = (max: number) => {
    const made = new pg.Pool({
      ...connection,
      max,
      connectionTimeoutMillis: connectionWaitMs,
      query_timeout: queryTimeoutMs,
    });
    // An idle connection closed by a restart, a failover or a proxy is dropped by the pool and
    // replaced on demand; without a listener the event would end the process.
    made.on('error', (err) => log?.warn({ err }, 'lost an idle database connection'));
    return made;
  };
  const pool = poolOf(poolMax);
  const failed = (error: unknown): never => {
    if (!isConnectionFailure(error)) throw error;
    if (!down)
      log?.warn({ err: error }, 'the database is not answering; requests that need it get 503 until it is back');
    down = true;
    lastFailure = Date.now();
    throw error instanceof DatabaseUnavailable
      ? error
      : new DatabaseUnavailable(error instanceof Error ? error.message : String(error), { cause: error });
  };
  const answered = () => {
    if (!down) return;
    down = false;
    log?.info({}, 'the database answers again');
  };
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
    const answer = await client.query(sql, params as unknown[]).catch(failed);
    answered();
    // Several statements without parameters answer one result each: the last is the answer.
    const r = (Array.isArray(answer) ? answer.at(-1) : answer) as pg.QueryResult;
    return { rows: r.rows as Row[], rowCount: r.rowCount ?? r.rows.length };
  };
  const onPool = (pool: pg.Pool): Database => ({
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async exec(sql) {
      await run(pool, sql);
    },
    async transaction(fn) {
      const client = await pool.connect().catch(failed);
      // A checked-out connection is no longer watched by the pool: its loss is seen here, and
      // the next statement fails with it.
      let lost: Error | undefined;
      const onError = (err: Error) => {
        lost = err;
      };
      client.on('error', onError);
      try {
        await run(client, 'BEGIN');
        const result = await fn({
          query: (sql, params) => run(client, sql, params),
          async exec(sql) {
            await run(client, sql);
          },
        });
        await run(client, 'COMMIT');
        return result;
      } catch (error) {
        if (!lost && !isConnectionFailure(error)) await client.query('ROLLBACK').catch((err: Error) => (lost = err));
        else lost ??= error as Error;
        throw error;
      } finally {
        // A connection that failed is closed rather than handed to the next caller.
        client.release(lost);
        client.off('error', onError);
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onMessage) => listenOnPostgres(connection, channelName(channel), onMessage),
    async notify(channel, payload) {
      await run(pool, 'SELECT pg_notify($1, $2)', [channelName(channel), payload]);
    },
    reportTo(target) {
      log = target;
    },
    available: () => !down || Date.now() - lastFailure > SKIP_WHILE_DOWN_MS,
    separatePool: (max) => onPool(poolOf(max)),
  });
  return onPool(pool);
}

/**
 * The database could not answer in time: a statement ran past statement_timeout (57014), a lock
 * wait gave up (55P03), or no connection of the pool came free. The request can be tried again.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === '57014' ||
    code === '55P03' ||
    (typeof message === 'string' && message.includes('timeout exceeded when trying to connect'))
  );
}

/** True when `error` is PostgreSQL's unique-violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
