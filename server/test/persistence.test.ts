import fs from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { preparedDataFolder } from './data-folder';
import { startServerProcess } from './server-process';

const startServer = (dataDir: string) => startServerProcess({ DATA_DIR: dataDir, FIXED_NOW: '2026-11-21T17:00:00Z' });

const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

describe('data on the embedded database survives the process', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps accounts and zips across a graceful restart and a kill -9 after a 200', async () => {
    dataDir = await preparedDataFolder('guide-persist-');
    const email = 'durable@example.com';

    let server = await startServer(dataDir);
    const created = await fetch(`${server.url}/v1/users/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: 'plum-harbour-42' }),
    });
    expect(created.status).toBe(201);
    let token = await (
      await fetch(`${server.url}/v1/users/token`, { headers: { authorization: basic(email, 'plum-harbour-42') } })
    ).text();
    expect(
      (
        await fetch(`${server.url}/v1/users/add-zip?zip=02134`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(200);
    await server.stop('SIGTERM');

    server = await startServer(dataDir);
    // The token secret is kept in the data folder too, so the old token still works.
    let data = (await (
      await fetch(`${server.url}/v1/users/get-data`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { zipcodes: string[] };
    expect(data).toEqual({ email, zipcodes: ['02134'], shows: [], teams: [] });
    const added = await fetch(`${server.url}/v1/users/add-zip?zip=20002`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(added.status).toBe(200);
    await server.stop('SIGKILL');

    server = await startServer(dataDir);
    token = await (
      await fetch(`${server.url}/v1/users/token`, { headers: { authorization: basic(email, 'plum-harbour-42') } })
    ).text();
    data = (await (
      await fetch(`${server.url}/v1/users/get-data`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { zipcodes: string[] };
    expect(data.zipcodes).toEqual(['02134', '20002']);
    await server.stop('SIGTERM');
  }, 120_000);
});
