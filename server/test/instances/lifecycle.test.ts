import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startReplayServer } from '../replay-server';
import { startServerProcess } from '../server-process';
import { freshPostgresDatabase, testDatabaseUrl } from './fresh-database';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs server/src/main.ts expecting it to refuse to start: resolves with its exit code and output. */
function startExpectingRefusal(env: Record<string, string>, script = 'server/src/main.ts'): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', JWT_SECRET: '', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

const folders: string[] = [];
const tempFolder = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-life-'));
  folders.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(folders.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe('one process per embedded database folder', () => {
  it('refuses a second process on the same DATA_DIR with a sentence; the first keeps working and loses nothing', async () => {
    const dataDir = await tempFolder();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    try {
      const created = await fetch(`${first.url}/v1/users/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'first@example.com', password: 'password123' }) });
      expect(created.status).toBe(201);

      const second = await startExpectingRefusal({ DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.output).toMatch(/already open in another process \(pid \d+\); only one process may use a DATA_DIR at a time/);

      const login = await fetch(`${first.url}/v1/users/token`, { headers: { authorization: `Basic ${Buffer.from('first@example.com:password123').toString('base64')}` } });
      expect(login.status).toBe(200);
    } finally {
      await first.stop();
    }
  }, 120_000);
});

describe.skipIf(!testDatabaseUrl)('one token secret for every instance on PostgreSQL', () => {
  it('refuses to start with DATABASE_URL and no JWT_SECRET, naming the variable', async () => {
    const refused = await startExpectingRefusal({ DATA_DIR: await tempFolder(), DATABASE_URL: testDatabaseUrl! });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('JWT_SECRET must be set when DATABASE_URL is');
  }, 60_000);
});

describe.skipIf(!testDatabaseUrl)('migrations as a deploy step', () => {
  it('with MIGRATE_ON_START=false the server refuses an unmigrated database, naming npm run migrate; the command migrates it', async () => {
    const fresh = await freshPostgresDatabase();
    try {
      const env = { DATA_DIR: await tempFolder(), DATABASE_URL: fresh.url, JWT_SECRET: 'a-secret-that-is-long-enough-for-tokens', MIGRATE_ON_START: 'false' };
      const refused = await startExpectingRefusal(env);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/The database is missing \d+ migrations \(001_accounts\.sql, .*\) and MIGRATE_ON_START is false: run `npm run migrate` first\./);

      const migrated = await startExpectingRefusal(env, 'server/src/cli/migrate.ts');
      expect(migrated.code).toBe(0);
      expect(migrated.output).toMatch(/Applied \d+ migrations: 001_accounts\.sql/);
      const again = await startExpectingRefusal(env, 'server/src/cli/migrate.ts');
      expect(again.output).toContain('The database is up to date; no migration to apply.');
    } finally {
      await fresh.drop();
    }
  }, 120_000);
});

describe('a drained shutdown on SIGTERM', () => {
  it('turns /readyz to 503 at once, keeps serving through the drain, finishes what is in flight and exits within the bound', async () => {
    // The provider takes 2.5 s: a games request is in flight across the drain and the close.
    let asked!: () => void;
    const providerAsked = new Promise<void>((resolve) => (asked = resolve));
    const provider = await startReplayServer((url) => {
      if (url.pathname !== '/api/v1/schedule') return undefined;
      asked();
      return { body: { dates: [] }, delayMs: 2500 };
    });
    const server = await startServerProcess({
      DATA_DIR: await tempFolder(),
      DATA_SOURCE: 'live',
      MLB_BASE_URL: provider.url,
      UPSTREAM_TIMEOUT_MS: '4500',
      UPSTREAM_RETRIES: '0',
      SHUTDOWN_DRAIN_MS: '1000',
      SHUTDOWN_TIMEOUT_MS: '3000',
    });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const inFlight = fetch(`${server.url}/v1/sports/mlb/games?date=2026-06-12`);
      await providerAsked;

      const signalledAt = performance.now();
      process.kill(server.pid, 'SIGTERM');
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 2000, interval: 20 }).toBe(503);
      // Still serving while the balancer takes it out.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual([]);

      await server.stop();
      // Drain (1 s) plus the bound (3 s), with room for a busy machine; never the 72 s keep-alive.
      expect(performance.now() - signalledAt).toBeLessThan(1000 + 3000 + 3000);
    } finally {
      await server.stop('SIGKILL');
      await provider.close();
    }
  }, 120_000);
});
