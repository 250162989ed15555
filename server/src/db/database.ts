import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

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
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.schema);
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await fs.mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  return openPglite(dataDir, options.loadDataDir);
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

async function openPostgres(url: string, schema?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
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
  };
}

/** True when `error` is PostgreSQL's unique-violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
