import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTokenSecret } from '../src/auth/tokens';
import { ConfigError } from '../src/config';
import { secureDataDir } from '../src/db/data-dir';
import { createTestApp, type TestApp } from './test-app';
import { basicAuth, signUp } from './users';

const CONTROL_SENTENCE =
  /^The .+ contains a control character \(such as NUL\), which is not allowed\. Remove it and try again\.$/;

describe('hostile input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it.each([
    [
      'a NUL in the Basic-auth e-mail',
      {
        method: 'GET',
        url: '/v1/users/token',
        headers: { authorization: basicAuth('nul\u0000@example.com', 'plum-harbour-42') },
      },
    ],
    ['a NUL in a query value', { method: 'GET', url: '/v1/tv-search?title=night%00fall' }],
    ['an escape in a query value', { method: 'GET', url: '/v1/movies?zip=%1B0001' }],
    ['a NUL in a path parameter', { method: 'GET', url: '/v1/tv-show/4%009' }],
    [
      'a NUL in a JSON body field',
      {
        method: 'POST',
        url: '/v1/users/create',
        payload: { username: 'a\u0000@example.com', password: 'plum-harbour-42' },
      },
    ],
    [
      'a NUL in a form body field',
      {
        method: 'POST',
        url: '/v1/users/revoke',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'token=abc%00def',
      },
    ],
    [
      'a control character in a header value',
      { method: 'GET', url: '/v1/discover', headers: { 'x-note': 'bell\u0007' } },
    ],
  ] as const)('answers %s with a 400 sentence', async (_what, request) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(CONTROL_SENTENCE);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('refuses an e-mail address longer than 254 characters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/create',
      payload: { username: `${'a'.repeat(243)}@example.com`, password: 'plum-harbour-42' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('An e-mail address can be at most 254 characters long.');
  });

  it('caps saved zips at 50 and saved shows at 500, leaving the lists unchanged', async () => {
    const { authorization } = await signUp(t.app, 'hoarder@example.com');
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: { authorization } });
    for (let i = 0; i < 50; i++)
      expect((await post(`/v1/users/add-zip?zip=${String(10000 + i)}`)).statusCode).toBe(200);
    const zip = await post('/v1/users/add-zip?zip=20000');
    expect(zip.statusCode).toBe(409);
    expect(zip.body).toBe('You can save at most 50 zip codes. Delete one before adding another.');

    const { rows } = await t.db.query<{ id: string }>("SELECT id FROM users WHERE email = 'hoarder@example.com'");
    await t.db.query('INSERT INTO user_shows (user_id, show_id) SELECT $1, g FROM generate_series(1, 500) AS g', [
      rows[0]!.id,
    ]);
    const show = await post('/v1/users/add-show?show=501');
    expect(show.statusCode).toBe(409);
    expect(show.body).toBe('You can save at most 500 shows. Delete one before adding another.');
    const data = (await t.app.inject({ method: 'GET', url: '/v1/users/get-data', headers: { authorization } })).json<{
      zipcodes: string[];
      shows: number[];
    }>();
    expect(data.zipcodes).toHaveLength(50);
    expect(data.shows).toHaveLength(500);
    // An item already saved is still "already saved", not "full".
    expect((await post('/v1/users/add-zip?zip=10000')).statusCode).toBe(409);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('takes the client address from the nearest hop, so a forged X-Forwarded-For does not get a fresh rate-limit bucket', async () => {
    const t = await createTestApp({
      env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://guide.example.com', AUTH_RATE_LIMIT_PER_MINUTE: '2' },
    });
    try {
      const attempt = (forged: string) =>
        t.app.inject({
          method: 'GET',
          url: '/v1/users/token',
          headers: {
            authorization: basicAuth('x@example.com', 'wrong-password'),
            'x-forwarded-for': `${forged}, 203.0.113.9`,
          },
        });
      expect((await attempt('198.51.100.1')).statusCode).toBe(401);
      expect((await attempt('198.51.100.2')).statusCode).toBe(401);
      const third = await attempt('198.51.100.3');
      expect(third.statusCode).toBe(429);
      expect(third.body).toBe('Too many attempts from this address. Please wait a minute and try again.');
    } finally {
      await t.close();
    }
  });
});

describe('slow clients', () => {
  it('answers 408 and closes a connection whose body trickles in past REQUEST_TIMEOUT_MS', async () => {
    const t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000' } });
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1');
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
        socket.write(
          'POST /v1/users/create HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
        );
        // One more byte now and then, never the whole body.
        const trickle = setInterval(() => socket.writable && socket.write(' '), 300);
        socket.on('close', () => clearInterval(trickle));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await t.close();
    }
  });
});

describe('the data folder and the token secret', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-secret-'));
  });
  afterAll(async () => fs.rm(dir, { recursive: true, force: true }));

  it('creates the data folder 0700 and takes group and world access away from its files', async () => {
    const dataDir = path.join(dir, 'data');
    await fs.mkdir(dataDir, { mode: 0o777 });
    await fs.chmod(dataDir, 0o777);
    await fs.writeFile(path.join(dataDir, 'old-file'), 'x', { mode: 0o666 });
    await fs.chmod(path.join(dataDir, 'old-file'), 0o666);
    await secureDataDir(dataDir);
    expect((await fs.stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await fs.stat(path.join(dataDir, 'old-file'))).mode & 0o077).toBe(0);
  });

  it('generates one secret, readable by its owner only, and keeps it', async () => {
    const dataDir = path.join(dir, 'generated');
    const [a, b] = await Promise.all([loadTokenSecret(undefined, dataDir), loadTokenSecret(undefined, dataDir)]);
    expect(a).toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect((await fs.stat(path.join(dataDir, 'jwt-secret'))).mode & 0o077).toBe(0);
    expect(await loadTokenSecret(undefined, dataDir)).toBe(a);
    expect((await fs.readdir(dataDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['short', 'too-short'],
  ])('refuses an %s secret file with a sentence', async (_what, content) => {
    const dataDir = path.join(dir, `bad-${content.length}`);
    await fs.mkdir(dataDir);
    await fs.writeFile(path.join(dataDir, 'jwt-secret'), content);
    await expect(loadTokenSecret(undefined, dataDir)).rejects.toThrow(ConfigError);
    await expect(loadTokenSecret(undefined, dataDir)).rejects.toThrow(
      /token secret .* must be at least 32\. Delete the file/,
    );
  });
});
