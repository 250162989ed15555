import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A new DATA_DIR holding the run's migrated embedded database (global-setup.ts) and nothing else:
 * a server or command-line tool started on it skips PostgreSQL's initdb and the migrations, which
 * cost a first start about 3 s of CPU. It still makes the rest (token secret, caches) itself. A
 * first start on an empty folder is what the browser tests' set-up does on every run.
 */
export async function preparedDataFolder(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.cp(inject('dataFolderTemplate'), dir, { recursive: true });
  return dir;
}
