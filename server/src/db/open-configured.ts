import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Database, type DatabaseOptions } from './database';
import { secureDataDir } from './data-dir';
import { migrate, pendingMigrations } from './migrate';

/** How the configured database is opened: PostgreSQL from DATABASE_URL, else PGlite in DATA_DIR. */
export function databaseOptions(config: Config): DatabaseOptions {
  if (!config.DATABASE_URL) return { dataDir: path.join(config.dataDir, 'pglite') };
  // A database wait ends inside the request deadline, leaving time to answer 503 with a sentence.
  const waitMs = Math.max(250, config.REQUEST_DEADLINE_MS - 1000);
  // A database that is down or hangs is a 503 within seconds (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS).
  return {
    url: config.DATABASE_URL,
    poolMax: config.DATABASE_POOL_MAX,
    statementTimeoutMs: waitMs,
    connectionWaitMs: Math.min(waitMs, config.DATABASE_CONNECT_TIMEOUT_MS),
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
  };
}

/**
 * The database the server would use, for command-line tools and the server: migrated, or with
 * MIGRATE_ON_START=false (migrations run as a deploy step, `npm run migrate`) checked to be current.
 */
export async function openConfiguredDatabase(
  options: { migrate?: boolean; check?: boolean; env?: Record<string, string | undefined> } = {},
): Promise<{ config: Config; db: Database }> {
  const config = loadConfig(options.env);
  // Files this process creates (database, token secret) are for its own user only.
  process.umask(0o077);
  await secureDataDir(config.dataDir);
  const db = await openDatabase(databaseOptions(config));
  try {
    if (options.migrate ?? config.MIGRATE_ON_START) {
      await migrate(db);
    } else if (options.check ?? true) {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) {
        throw new ConfigError(
          `The database is missing ${pending.length} migration${pending.length === 1 ? '' : 's'} (${pending.join(', ')}) and MIGRATE_ON_START is false: run \`npm run migrate\` first.`,
        );
      }
    }
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return { config, db };
}
