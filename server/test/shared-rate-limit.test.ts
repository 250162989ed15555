import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { startServerProcess, type ServerProcess } from './server-process';
import { openTestDatabase } from './test-app';
import { basicAuth } from './users';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** Two real server processes on one PostgreSQL count login attempts together. */
describe.skipIf(!databaseUrl)('the login rate limit across instances on PostgreSQL', () => {
  const servers: ServerProcess[] = [];
  let db: Database | undefined;
  let dataDir = '';
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('refuses the attempt past the limit whichever instance it reaches', async () => {
    db = await openTestDatabase('postgres');
    const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${rows[0]!.schema}`);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-shared-limit-'));
    const env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      JWT_SECRET: 'shared-secret-for-both-instances-of-this-test',
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
    };
    const start = async () => servers.push(await startServerProcess(env));
    await Promise.all([start(), start()]);
    const [a, b] = servers as [ServerProcess, ServerProcess];

    const attempt = (server: ServerProcess) =>
      fetch(`${server.url}/v1/users/token`, {
        headers: { authorization: basicAuth('nobody@example.com', 'wrong-password') },
      });
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(401);
    const fourth = await attempt(b);
    expect(fourth.status).toBe(429);
    expect(await fourth.text()).toBe('Too many attempts from this address. Please wait a minute and try again.');
    expect((await attempt(a)).status).toBe(429);
  }, 240_000);
});
