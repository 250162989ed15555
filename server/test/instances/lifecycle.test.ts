import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledServer } from '../../../scripts/ensure-built.mjs';
import { startReplayServer, type ReplayServer } from '../replay-server';
import { preparedDataFolder } from '../data-folder';
import { startServerProcess, type ServerProcess } from '../server-process';
import { requireSharedSecret } from '../../src/auth/tokens';
import { loadConfig } from '../../src/config';
import { openConfiguredDatabase } from '../../src/db/open-configured';
import { freshPostgresDatabase, testDatabaseUrl } from './fresh-database';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs a command (by default the compiled server, expecting it to refuse to start): resolves with its exit code and output. */
function runToEnd(
  env: Record<string, string>,
  args = ['--enable-source-maps', compiledServer],
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, args, {
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

describe('one token secret for every instance on PostgreSQL', () => {
  it('refuses DATABASE_URL without JWT_SECRET, naming the variable (main checks it before anything else)', () => {
    const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: os.tmpdir(), ...env });
    expect(() => requireSharedSecret(config({ DATABASE_URL: 'postgres://db.example/guide' }))).toThrow(
      /^Configuration error: JWT_SECRET must be set when DATABASE_URL is/,
    );
    expect(() =>
      requireSharedSecret(config({ DATABASE_URL: 'postgres://db.example/guide', JWT_SECRET: 'x'.repeat(32) })),
    ).not.toThrow();
    // The embedded database has one process: its generated secret is shared by construction.
    expect(() => requireSharedSecret(config({}))).not.toThrow();
  });
});

describe.skipIf(!testDatabaseUrl)('migrations as a deploy step', () => {
  it('with MIGRATE_ON_START=false the server refuses an unmigrated database, naming npm run migrate; the command migrates it', async () => {
    const fresh = await freshPostgresDatabase();
    try {
      const env = {
        DATA_DIR: await tempFolder(),
        DATABASE_URL: fresh.url,
        JWT_SECRET: 'a-secret-that-is-long-enough-for-tokens',
        MIGRATE_ON_START: 'false',
      };
      await expect(openConfiguredDatabase({ env })).rejects.toThrow(
        /^The database is missing \d+ migrations \(001_accounts\.sql, .*\) and MIGRATE_ON_START is false: run `npm run migrate` first\.$/,
      );

      const migrated = await runToEnd(env, ['--import', 'tsx', 'server/src/cli/migrate.ts']);
      expect(migrated.code).toBe(0);
      expect(migrated.output).toMatch(/Applied \d+ migrations: 001_accounts\.sql/);
      const { db } = await openConfiguredDatabase({ env });
      await db.close();
    } finally {
      await fresh.drop();
    }
  }, 120_000);
});

/**
 * One real server on the embedded database (a server start is the slow part of these tests):
 * first a second process is refused its folder, then the server is stopped with SIGTERM.
 */
describe('the life of a server process', () => {
  // The provider takes 1.5 s: a games request is in flight across the drain and the close.
  let asked: () => void = () => undefined;
  let provider: ReplayServer;
  let server: ServerProcess;
  let dataDir = '';
  beforeAll(async () => {
    provider = await startReplayServer((url) => {
      if (url.pathname !== '/api/v1/schedule') return undefined;
      asked();
      return { body: { dates: [] }, delayMs: 1500 };
    });
    dataDir = await preparedDataFolder('guide-life-');
    folders.push(dataDir);
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATA_SOURCE: 'live',
      MLB_BASE_URL: provider.url,
      UPSTREAM_TIMEOUT_MS: '4000',
      UPSTREAM_RETRIES: '0',
      SHUTDOWN_DRAIN_MS: '500',
      SHUTDOWN_TIMEOUT_MS: '3000',
    });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await provider?.close();
  });

  it('refuses a second process on the same DATA_DIR with a sentence; the first keeps working and loses nothing', async () => {
    const created = await fetch(`${server.url}/v1/users/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'first@example.com', password: 'plum-harbour-42' }),
    });
    expect(created.status).toBe(201);

    const second = await runToEnd({ DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.output).toMatch(
      /already open in another process \(pid \d+\); only one process may use a DATA_DIR at a time/,
    );

    const login = await fetch(`${server.url}/v1/users/token`, {
      headers: { authorization: `Basic ${Buffer.from('first@example.com:plum-harbour-42').toString('base64')}` },
    });
    expect(login.status).toBe(200);
  }, 60_000);

  it('on SIGTERM turns /readyz to 503 at once, keeps serving through the drain, finishes what is in flight and exits within the bound', async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const providerAsked = new Promise<void>((resolve) => (asked = resolve));
    const inFlight = fetch(`${server.url}/v1/sports/mlb/games?date=2026-06-12`);
    await providerAsked;

    const signalledAt = performance.now();
    process.kill(server.pid, 'SIGTERM');
    await expect
      .poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 2000, interval: 20 })
      .toBe(503);
    // Still serving while the balancer takes it out.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual([]);

    await server.stop();
    // Drain (0.5 s) plus the bound (3 s), with room for a busy machine; never the 72 s keep-alive.
    expect(performance.now() - signalledAt).toBeLessThan(500 + 3000 + 3000);
  }, 60_000);
});
