import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { preparedDataFolder } from './data-folder';
import { isAlive } from './server-process';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

it('a server started for tests stops by itself when the process that started it dies without stopping it', async () => {
  const dataDir = await preparedDataFolder('guide-orphan-');
  // A test runner that starts a server, says where it is, and is then killed outright.
  const runner = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./server/test/server-process.ts').then(async ({ startServerProcess }) => { const s = await startServerProcess({ DATA_DIR: ${JSON.stringify(dataDir)} }); console.log('server pid', s.pid); setInterval(() => {}, 1000); });`,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const serverPid = await new Promise<number>((resolve, reject) => {
      let output = '';
      runner.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /server pid (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      runner.once('exit', () => reject(new Error(`the runner ended first: ${output}`)));
    });
    expect(isAlive(serverPid)).toBe(true);
    runner.kill('SIGKILL');
    await expect.poll(() => isAlive(serverPid), { timeout: 20_000, interval: 200 }).toBe(false);
  } finally {
    runner.kill('SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}, 200_000);
