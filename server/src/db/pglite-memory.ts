import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import v8 from 'node:v8';

/**
 * PostgreSQL settings for one embedded user instead of a server's: PGlite keeps whatever its
 * WebAssembly memory grew to for the life of the process, and the stock buffers (128 MB shared
 * buffers and the like) are sized for many connections on a dedicated machine. The shared buffers
 * still hold what a burst of alerts reads (decision 0265): with 8 MB, pages read again through
 * the file system were a third of the server's thread while 10 000 went out.
 */
export const EMBEDDED_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=256kB',
  'temp_buffers=1MB',
  'work_mem=1MB',
  'maintenance_work_mem=4MB',
];

/**
 * PostgreSQL compiled to WebAssembly is large: V8 compiles it quickly (Liftoff), then again,
 * optimised, in the background, keeping both (some 60 MB more) and spending a core on it for
 * the first minutes. For one embedded user the quick code is fast enough (measured: the same
 * or faster on a short run), so the optimising tier is skipped. Must run before PGlite compiles
 * its module, and only affects WebAssembly (which nothing else in the server uses).
 */
export function skipOptimisedWasm(): void {
  v8.setFlagsFromString('--liftoff-only');
}

/**
 * Creates a new PGlite data folder (initdb) in a child process that then ends, so the memory
 * initdb grows to (several hundred MB, which a WebAssembly instance keeps until its process
 * ends) is never the server's. Does nothing when the folder exists.
 */
export async function initialiseApart(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `require('node:v8').setFlagsFromString('--liftoff-only'); import(${JSON.stringify(pglite)}).then(async ({ PGlite }) => { const db = await PGlite.create(${JSON.stringify(dataDir)}); await db.close(); });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`Creating the embedded database in ${dataDir} failed: ${errors.trim() || `exit code ${code}`}`),
          ),
    );
  });
}
