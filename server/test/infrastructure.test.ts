import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlive, startServerProcess, type ServerProcess } from './server-process';
import {
  onPath,
  postgresBinDir,
  startPostgresCluster,
  startRedisServer,
  type PostgresCluster,
  type RedisServer,
} from './throwaway-services';
import { residentMb, warmUp } from './memory-warm-up';
import { basicAuth } from './users';

/** The resident memory an instance may hold after the warm-up, by Node line (see the test). */
const MEMORY_BOUND_MB = Number(process.versions.node.split('.')[0]) <= 20 ? 180 : 200;

const binDir = postgresBinDir();
const missing = !binDir
  ? 'initdb (Debian package postgresql) is not installed'
  : !onPath('redis-server')
    ? 'redis-server (Debian package redis-server) is not installed'
    : undefined;
// CI installs both (.ci/run): there a missing one fails the run instead of skipping the test.
if (missing && process.env.CI) throw new Error(`The infrastructure test cannot run in CI: ${missing}.`);
if (missing) console.warn(`Skipping the infrastructure test: ${missing}.`);

const LIMIT = 4;
const PASSWORD = 'correct horse battery';
/** Each call comes from an address of its own unless told (the instances trust one proxy hop). */
let clients = 0;
const clientAddress = () => `10.${(++clients >> 8) & 255}.${clients & 255}.7`;

/**
 * Two compiled instances on a PostgreSQL and a Redis of their own, as in production behind a
 * proxy: they share accounts, revocation, favourites, the calendar feed and the login limit;
 * they ride out PostgreSQL stopping and starting again and Redis being killed, in the same
 * processes.
 */
describe.skipIf(missing)('two instances on PostgreSQL and Redis that come and go', () => {
  let pg: PostgresCluster;
  let redis: RedisServer;
  let servers: [ServerProcess, ServerProcess];
  const dataDirs: string[] = [];

  /** One more compiled instance, with a data folder of its own as a container would have. */
  const startInstance = async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-instance-'));
    dataDirs.push(dataDir);
    const env = {
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'one-secret-for-every-instance-of-this-test',
      AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      TRUST_PROXY: '1',
      PUBLIC_URL: 'http://guide.test',
      ADMIN_EMAILS: 'admin@example.com',
      // Shorter than the defaults (2 s and 2.5 s), so a stuck database's 503 comes well within 3 s on a busy machine.
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_QUERY_TIMEOUT_MS: '1500',
      // As npm start and the image run it (scripts/start.mjs): glibc returns a password hash's memory at once.
      MALLOC_MMAP_THRESHOLD_: '131072',
      // Two instances and a cluster on a busy machine lag: the team page must not be shed as expensive.
      SHED_EVENT_LOOP_DELAY_MS: '0',
    };
    return startServerProcess(env);
  };

  beforeAll(async () => {
    [pg, redis] = await Promise.all([startPostgresCluster(binDir!), startRedisServer()]);
    // Started together on an empty database: the migrations must not race.
    const [a, b] = await Promise.all([startInstance(), startInstance()]);
    servers = [a, b];
  }, 120_000);

  afterAll(async () => {
    await Promise.all((servers ?? []).map((s) => s.stop()));
    await Promise.all([pg?.destroy(), redis?.kill()]);
    await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  const call = (server: ServerProcess, route: string, init: RequestInit & { from?: string } = {}) =>
    fetch(`${server.url}${route}`, {
      ...init,
      headers: { 'x-forwarded-for': init.from ?? clientAddress(), ...(init.headers as Record<string, string>) },
    });
  const signUp = async (server: ServerProcess, email: string, from = clientAddress()) => {
    const created = await call(server, '/v1/users/create', {
      method: 'POST',
      from,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    return logIn(server, email, from);
  };
  const logIn = async (server: ServerProcess, email: string, from = clientAddress()) => {
    const login = await call(server, '/v1/users/token', {
      from,
      headers: { authorization: basicAuth(email, PASSWORD) },
    });
    expect(login.status, await login.clone().text()).toBe(200);
    return `Bearer ${await login.text()}`;
  };
  const bearer = (authorization: string) => ({ headers: { authorization } });
  const userData = async (server: ServerProcess, authorization: string) =>
    (await call(server, '/v1/users/get-data', bearer(authorization))).json() as Promise<{
      zipcodes: string[];
      shows: number[];
    }>;

  // Decision 97: with today's default cache and pool sizes, after the memory bench's warm-up. The
  // job queue, the account's mail and the screens of decisions 0140–0180 raised it from about 150
  // to 164–170 MB on Node 20 (seen on a busy machine), and 193 MB on Node 26, whose heap starts
  // larger: the bound follows, 180 MB on Node 20 and 200 MB on newer lines.
  it.skipIf(process.platform !== 'linux')(
    `an instance holds less than ${MEMORY_BOUND_MB} MB resident after ordinary use`,
    async () => {
      await warmUp(servers[0].url, true, () => ({ 'x-forwarded-for': clientAddress() }));
      const { current } = await residentMb(servers[0].pid);
      expect(current).toBeGreaterThan(0);
      expect(current, `${current} MB resident`).toBeLessThan(MEMORY_BOUND_MB);
    },
  );

  it('share accounts, favourites, revocation, the calendar feed, imports and the login limit', async () => {
    const [a, b] = servers;
    const user = await signUp(a, 'fan@example.com');
    expect((await call(b, '/v1/users/add-zip?zip=10001', { method: 'POST', ...bearer(user) })).status).toBe(200);
    expect((await call(a, '/v1/users/add-team?league=nhl&team=10', { method: 'POST', ...bearer(user) })).status).toBe(
      200,
    );
    expect((await userData(a, user)).zipcodes).toEqual(['10001']);

    const feed = (await (await call(a, '/v1/users/calendar', bearer(user))).json()) as { url: string };
    const feedPath = new URL(feed.url).pathname;
    expect((await call(b, feedPath)).status).toBe(200);
    const reset = (await (await call(b, '/v1/users/calendar/reset', { method: 'POST', ...bearer(user) })).json()) as {
      url: string;
    };
    expect((await call(a, feedPath)).status).toBe(404);
    expect((await call(a, new URL(reset.url).pathname)).status).toBe(200);

    const admin = await signUp(b, 'admin@example.com');
    const imported = await call(a, '/v1/admin/add-games?date=2026-11-21', { method: 'POST', ...bearer(admin) });
    expect(imported.status, await imported.clone().text()).toBe(200);

    const other = await logIn(b, 'fan@example.com');
    const revoked = await call(a, '/v1/users/revoke', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: other.slice('Bearer '.length) }),
    });
    expect(revoked.status).toBe(200);
    expect((await call(b, '/v1/users/get-data', bearer(other))).status).toBe(401);

    const from = clientAddress();
    const wrong = (server: ServerProcess) =>
      call(server, '/v1/users/token', {
        from,
        headers: { authorization: basicAuth('fan@example.com', 'wrong password') },
      });
    for (let i = 0; i < LIMIT; i++) expect((await wrong(servers[i % 2]!)).status).toBe(401);
    expect((await wrong(b)).status).toBe(429);
    expect((await wrong(a)).status).toBe(429);
  });

  /** While the database is down: 503 with a sentence, fast, for what needs it; the rest answers. */
  const expectServedWithoutTheDatabase = async (user: string) => {
    for (const server of servers) {
      expect((await call(server, '/readyz')).status).toBe(503);
      expect((await call(server, '/healthz')).status).toBe(200);
      for (const route of ['/v1/users/get-data', '/v1/users/calendar']) {
        const started = performance.now();
        const answer = await call(server, route, bearer(user));
        expect(performance.now() - started).toBeLessThan(3000);
        expect(answer.status).toBe(503);
        expect(await answer.text()).toBe('Our database is not answering right now. Please try again in a moment.');
      }
      const login = await call(server, '/v1/users/token', {
        headers: { authorization: basicAuth('through-the-outage@example.com', PASSWORD) },
      });
      expect(login.status).toBe(503);
      // What does not need the database keeps answering: the offline world's listings.
      for (const route of [
        '/v1/sports/mlb/games?date=2026-11-22',
        '/v1/sports/nhl/games?date=2026-11-23',
        '/v1/tv-movies?date=2026-11-22T05:00:00Z',
        '/v1/discover',
        '/v1/movies?zip=10001',
        '/v1/sports/mlb/team/147',
      ]) {
        const answer = await call(server, route);
        expect(answer.status, `${route}: ${await answer.clone().text()}`).toBe(200);
      }
    }
  };

  it('answer 503 within 3 s while PostgreSQL is down, keep serving listings, and serve again within 10 s of its return', async () => {
    const [a, b] = servers;
    const pids = servers.map((s) => s.pid);
    const user = await signUp(b, 'through-the-outage@example.com');
    // Acknowledged just before the database goes away: must still be there after.
    expect((await call(a, '/v1/users/add-show?show=82', { method: 'POST', ...bearer(user) })).status).toBe(200);

    await pg.stop();
    try {
      await expectServedWithoutTheDatabase(user);
    } finally {
      await pg.start();
    }
    const back = performance.now();
    await Promise.all(
      servers.map((server) =>
        expect.poll(async () => (await call(server, '/readyz')).status, { timeout: 10_000, interval: 100 }).toBe(200),
      ),
    );
    expect(performance.now() - back).toBeLessThan(10_000);
    expect(await userData(a, user)).toMatchObject({ zipcodes: [], shows: [82] });
    expect((await userData(b, user)).shows).toEqual([82]);
    expect(servers.map((s) => s.pid)).toEqual(pids);
    expect(pids.every(isAlive)).toBe(true);
    for (const server of servers) expect(server.output()).toContain('the database answers again');
  });

  it('answer 503 within 3 s while PostgreSQL is stuck (connections open, no answers), and serve again when it answers', async () => {
    const user = await signUp(servers[0], 'through-the-freeze@example.com');
    await pg.freeze();
    try {
      for (const server of servers) {
        const started = performance.now();
        const answer = await call(server, '/v1/users/get-data', bearer(user));
        expect(performance.now() - started).toBeLessThan(3000);
        expect(answer.status).toBe(503);
        expect((await call(server, '/v1/sports/nhl/games?date=2026-11-24')).status).toBe(200);
      }
    } finally {
      await pg.thaw();
    }
    await Promise.all(
      servers.map((server) =>
        expect
          .poll(async () => (await call(server, '/v1/users/get-data', bearer(user))).status, {
            timeout: 10_000,
            interval: 100,
          })
          .toBe(200),
      ),
    );
  });

  it('keep logins and sign-ups working while Redis is down, still limited, and count in Redis again when it is back', async () => {
    const [a, b] = servers;
    await signUp(a, 'before-redis-goes@example.com');
    await redis.kill();
    const email = 'while-redis-is-down@example.com';
    await signUp(b, email);
    await logIn(a, email);
    const from = clientAddress();
    const wrong = (server: ServerProcess) =>
      call(server, '/v1/users/token', { from, headers: { authorization: basicAuth(email, 'wrong password') } });
    for (let i = 0; i < LIMIT; i++) expect((await wrong(servers[i % 2]!)).status).toBe(401);
    expect((await wrong(a)).status).toBe(429);
    for (const server of servers) expect(server.output()).toContain('Redis (rate limits) is not answering');

    // An instance may even start while Redis is away.
    const late = await startInstance();
    try {
      await logIn(late, email);
      await redis.start();
      const client = new Redis(redis.url);
      try {
        for (const server of [a, b, late]) {
          await expect
            .poll(
              async () => {
                const from = clientAddress();
                await logIn(server, email, from);
                return (await client.keys(`*${from}*`)).length;
              },
              { timeout: 10_000, interval: 250 },
            )
            .toBeGreaterThan(0);
        }
      } finally {
        client.disconnect();
      }
    } finally {
      await late.stop();
    }
    expect(servers.every((s) => isAlive(s.pid))).toBe(true);
  });
});
