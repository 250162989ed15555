import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureBrowser } from '../scripts/ensure-browser.mjs';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { startServerProcess } from '../server/test/server-process';

/** Where the data folder every worker's server starts from is made; see `dataDirTemplate`. */
export const TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

/**
 * Runs once before the browser tests: the browser must be there, the compiled server and web
 * app built (once), and a data folder made by one real start (embedded database created and
 * migrated), so each worker's server copies it instead of creating a database of its own.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureBrowser();
  ensureBuilt();
  const template = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-e2e-template-'));
  const server = await startServerProcess({ DATA_DIR: template, DATA_SOURCE: 'offline' });
  await server.stop();
  process.env[TEMPLATE_ENV] = template;
  return async () => {
    await fs.rm(template, { recursive: true, force: true });
  };
}
