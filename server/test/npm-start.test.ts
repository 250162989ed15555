import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { it } from 'vitest';
import { preparedDataFolder } from './data-folder';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const DRAIN_MS = 1000;
const TIMEOUT_MS = 4000;

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function healthStatus(url: string): Promise<number | 'refused'> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).status;
  } catch {
    return 'refused';
  }
}

/** Whether any process is left in the process group. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

// SIGTERM is what a script or process manager sends; npm passes it to `sh -c`, which ends and
// leaves the start script behind. SIGKILL ends npm without passing anything on: the shell between
// npm and the start script stays, and only the launcher's going away is left to notice.
// Both at once: each spends most of its time starting.
it.concurrent.for(['SIGTERM', 'SIGKILL'] as const)(
  '`npm start` started by a script stops, shells and server included, when npm is sent %s',
  { timeout: 200_000 },
  // The test's own expect: with tests side by side, the shared one may no longer know whose test it is.
  async (signal, { expect }) => {
    const dataDir = await preparedDataFolder('guide-npm-start-');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // What a deploy script or process manager does: npm start in the background, its pid kept.
    // The script runs in a process group of its own, so the test sees everything it started.
    const script = spawn('bash', ['-c', 'npm start & echo "npm pid $!"; wait'], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATA_SOURCE: 'offline',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
    let output = '';
    script.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    script.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const pgid = script.pid!;
    try {
      await expect.poll(() => /npm pid (\d+)/.exec(output)?.[1], { timeout: 10_000 }).toBeDefined();
      const npmPid = Number(/npm pid (\d+)/.exec(output)![1]);
      await expect.poll(() => healthStatus(url), { timeout: 120_000, interval: 250 }).toBe(200);

      process.kill(npmPid, signal);
      // Within the drain and the shutdown timeout nothing is left: no server, no start script, no shell.
      await expect.poll(() => groupAlive(pgid), { timeout: DRAIN_MS + TIMEOUT_MS, interval: 100 }).toBe(false);
      expect(await healthStatus(url)).toBe('refused');
    } finally {
      if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  },
);
