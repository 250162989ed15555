import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';

/**
 * Creating a PGlite database takes seconds; loading a dump of one takes a fraction of that.
 * So the migrated database is built once per run and every test file starts from its dump, and
 * the tests that start the server or a command-line tool as a process copy a data folder holding
 * it (data-folder.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Tests that run the server as a process run the compiled one, as production does.
  ensureBuilt({ quiet: true });
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-test-'));
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  const dump = await db.dump!();
  await db.close();
  const dumpFile = path.join(dir, 'template.tar');
  await fs.writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', dumpFile);
  // Where a server keeps its embedded database: DATA_DIR/pglite (db/open-configured.ts).
  const dataFolder = path.join(dir, 'data');
  const onDisk = await openDatabase({ dataDir: path.join(dataFolder, 'pglite'), loadDataDir: dump });
  await onDisk.close();
  project.provide('dataFolderTemplate', dataFolder);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    dataFolderTemplate: string;
  }
}
