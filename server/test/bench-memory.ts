// The memory section of `npm run bench` (also `node --import tsx server/test/bench-memory.ts`):
// the resident memory (RSS) of the compiled server after the same warm-up, on the embedded
// database at its first start and after a restart, on PostgreSQL (BENCH_DATABASE_URL, or a
// cluster of its own when Debian's postgresql is installed), and of a bare node:http server
// answering the same requests. Current and peak RSS, from /proc. Numbers, no verdicts.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { startServerProcess } from './server-process';
import { postgresBinDir, startPostgresCluster, type PostgresCluster } from './throwaway-services';
import { WARM_UP_ROUNDS, WARM_UP_ROUTES, residentMb, warmUp } from './memory-warm-up';

const print = (line: string) => process.stdout.write(`${line}\n`);
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Current and peak resident memory of a process, as printed. */
async function rss(pid: number): Promise<string> {
  const { current, peak } = await residentMb(pid);
  return `${String(current).padStart(4)} MB (peak ${peak} MB)`;
}

async function measure(label: string, env: Record<string, string>): Promise<void> {
  // As `npm start` and the container image run it (scripts/start.mjs).
  const server = await startServerProcess({
    MALLOC_MMAP_THRESHOLD_: '131072',
    NODE_ENV: 'production',
    FIXED_NOW: '2026-11-21T17:00:00Z',
    ...env,
  });
  try {
    await warmUp(server.url, true);
    print(`  ${label.padEnd(26)} ${await rss(server.pid)}`);
  } finally {
    await server.stop();
  }
}

/** The yardstick: bare node:http answering every request with a few bytes, after the same requests. */
async function measureBare(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-bench-bare-'));
  const recorded = path.join(dir, 'recorded.json');
  await fs.writeFile(
    recorded,
    JSON.stringify({
      status: 200,
      headers: { 'content-type': 'application/json' },
      bodyBase64: Buffer.from('[]').toString('base64'),
    }),
  );
  const child = spawn(process.execPath, ['scripts/bench-bare-server.mjs', recorded], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<string>((resolve) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (\d+)/.exec(output);
        if (match) resolve(match[1]!);
      });
    });
    await warmUp(`http://127.0.0.1:${port}`, false);
    print(`  ${'bare node:http'.padEnd(26)} ${await rss(child.pid!)}`);
  } finally {
    child.kill();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

// The compiled server is what production runs (and what is measured), so it is built first when stale.
ensureBuilt({ quiet: true });

print(
  `\nMemory: RSS of the compiled server after the same warm-up (${WARM_UP_ROUNDS} rounds of ${WARM_UP_ROUTES.length} routes, one account created and logged in 3 times)`,
);
await measureBare();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-bench-memory-'));
try {
  await measure('embedded, first start', { DATA_DIR: dataDir });
  await measure('embedded, restarted', { DATA_DIR: dataDir });
  let cluster: PostgresCluster | undefined;
  const binDir = postgresBinDir();
  const url =
    process.env.BENCH_DATABASE_URL ?? (binDir ? (cluster = await startPostgresCluster(binDir)).url : undefined);
  try {
    if (url)
      await measure('on PostgreSQL', {
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        JWT_SECRET: 'bench-secret-that-is-long-enough-to-sign',
      });
    else print('  on PostgreSQL: skipped (set BENCH_DATABASE_URL, or install postgresql for a cluster of its own)');
  } finally {
    await cluster?.destroy();
  }
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}
