import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from './database';
import { secureDataDir } from './data-dir';
import { migrate } from './migrate';

/** The database the server would use, migrated, for command-line tools. */
export async function openConfiguredDatabase(): Promise<{ config: Config; db: Database }> {
  const config = loadConfig();
  // Files this process creates (database, token secret) are for its own user only.
  process.umask(0o077);
  await secureDataDir(config.dataDir);
  const db = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS, queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  await migrate(db);
  return { config, db };
}
