import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the real server on PGlite in `dataDir` and answers its base URL and a way to stop it. */
async function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', FIXED_NOW: '2026-11-21T17:00:00Z' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    async stop(signal: NodeJS.Signals) {
      child.kill(signal);
      await exited;
    },
  };
}

const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

describe('data on the embedded database survives the process', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps accounts and zips across a graceful restart and a kill -9 after a 200', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-persist-'));
    const email = 'durable@example.com';

    let server = await startServer(dataDir);
    const created = await fetch(`${server.url}/v1/users/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: 'password123' }) });
    expect(created.status).toBe(201);
    let token = await (await fetch(`${server.url}/v1/users/token`, { headers: { authorization: basic(email, 'password123') } })).text();
    expect((await fetch(`${server.url}/v1/users/add-zip?zip=02134`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await server.stop('SIGTERM');

    server = await startServer(dataDir);
    // The token secret is kept in the data folder too, so the old token still works.
    let data = await (await fetch(`${server.url}/v1/users/get-data`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(data).toEqual({ email, zipcodes: ['02134'], shows: [] });
    const added = await fetch(`${server.url}/v1/users/add-zip?zip=20002`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(added.status).toBe(200);
    await server.stop('SIGKILL');

    server = await startServer(dataDir);
    token = await (await fetch(`${server.url}/v1/users/token`, { headers: { authorization: basic(email, 'password123') } })).text();
    data = await (await fetch(`${server.url}/v1/users/get-data`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(data.zipcodes).toEqual(['02134', '20002']);
    await server.stop('SIGTERM');
  }, 120_000);
});
