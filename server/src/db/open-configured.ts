import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';

/** The database the server would use, migrated, for command-line tools. */
export async function openConfiguredDatabase(): Promise<{ config: Config; db: Database }> {
  const config = loadConfig();
  const db = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'pglite') });
  await migrate(db);
  return { config, db };
}
