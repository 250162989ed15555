import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEED_RESET_INTERVAL_SECONDS } from '../src/calendar/routes';
import type { Database } from '../src/db/database';
import { createTestApp, openTestDatabase, testDatabaseKinds, type TestApp } from './test-app';
import { signUp } from './users';

/** The query a feed build starts with (the user's saved shows): counted, it counts the builds. */
const BUILD_QUERY = 'FROM user_shows WHERE user_id = $1 ORDER BY';

/** The database, with the builds that run on it counted. */
function countingBuilds(db: Database): { db: Database; builds: () => number } {
  let builds = 0;
  const counted = new Proxy(db, {
    get(target, property) {
      if (property === 'query')
        return (sql: string, params?: unknown[]) => {
          if (sql.includes(BUILD_QUERY)) builds += 1;
          return target.query(sql, params);
        };
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: counted, builds: () => builds };
}

describe.each(testDatabaseKinds)('calendar feed builds on %s', (kind) => {
  let db: Database;
  let builds: () => number;
  let one: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    ({ db, builds } = countingBuilds(await openTestDatabase(kind)));
    // Two instances of the app on one database.
    one = await createTestApp({ db });
    other = await createTestApp({ db });
  });
  afterAll(async () => {
    await one?.close();
    await other?.close();
    await db?.close();
  });

  /** An account following a few teams and shows, and its feed's path. */
  async function follower(email: string) {
    const auth = await signUp(one.app, email);
    for (const url of [
      '/v1/users/add-team?league=nhl&team=3',
      '/v1/users/add-team?league=mlb&team=147',
      ...Array.from({ length: 12 }, (_, i) => `/v1/users/add-show?show=${i + 1}`),
    ])
      expect((await one.app.inject({ method: 'POST', url, headers: auth })).statusCode).toBe(200);
    const feedPath = async () =>
      new URL(
        (await one.app.inject({ method: 'GET', url: '/v1/users/calendar', headers: auth })).json<{ url: string }>().url,
      ).pathname;
    return { auth, path: await feedPath(), feedPath };
  }
  const isBuilding = async () =>
    Number(
      (await db.query<{ n: string | number }>('SELECT count(*) AS n FROM calendar_feeds WHERE build_until > now()'))
        .rows[0]!.n,
    ) > 0;
  // Builds take a while on a busy machine.
  const patiently = { timeout: 30_000, interval: 20 };

  it('shares one build among concurrent fetches of a feed, on one instance and across two', async () => {
    const { path } = await follower(`shared-${kind}@example.com`);
    const before = builds();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? other : one).app.inject({ method: 'GET', url: path })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.body).toMatch(/BEGIN:VEVENT/);
    expect(builds() - before).toBe(1);
    // Kept: fetched again, nothing is built.
    await other.app.inject({ method: 'GET', url: path });
    expect(builds() - before).toBe(1);
    expect(await isBuilding()).toBe(false);
  });

  it('does not start a second build when the address is reset during one, and keeps its work', async () => {
    const { auth, path, feedPath } = await follower(`reset-${kind}@example.com`);
    const before = builds();
    const first = one.app.inject({ method: 'GET', url: path });
    await vi.waitFor(async () => expect(await isBuilding()).toBe(true), { timeout: 30_000, interval: 5 });
    const reset = await other.app.inject({ method: 'POST', url: '/v1/users/calendar/reset', headers: auth });
    expect(reset.statusCode).toBe(200);
    const fresh = await feedPath();
    expect(fresh).not.toBe(path);
    // The new address, asked on both instances while the build is under way: they wait for it.
    const [onOne, onOther] = await Promise.all([
      one.app.inject({ method: 'GET', url: fresh }),
      other.app.inject({ method: 'GET', url: fresh }),
    ]);
    expect((await first).statusCode).toBe(200);
    expect(onOne.statusCode).toBe(200);
    expect(onOther.statusCode).toBe(200);
    expect(onOther.body).toBe(onOne.body);
    expect(builds() - before).toBe(1);
    // The old address is gone at once.
    expect((await one.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });

  it('limits resets per account, for every instance, with Retry-After and a sentence', async () => {
    const { auth, path } = await follower(`resets-${kind}@example.com`);
    expect((await one.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    const before = builds();
    const first = await one.app.inject({ method: 'POST', url: '/v1/users/calendar/reset', headers: auth });
    expect(first.statusCode).toBe(200);
    for (const t of [one, other]) {
      const again = await t.app.inject({ method: 'POST', url: '/v1/users/calendar/reset', headers: auth });
      expect(again.statusCode).toBe(429);
      const wait = Number(again.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(FEED_RESET_INTERVAL_SECONDS);
      expect(again.body).toBe(`Your calendar’s address was just reset. You can reset it again in ${wait} seconds.`);
    }
    // The address the first reset gave still works, and costs no build: the copy stayed.
    const fresh = new URL(first.json<{ url: string }>().url).pathname;
    expect((await other.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
    expect(builds() - before).toBe(0);
    // A minute later it may be reset again.
    await db.query("UPDATE calendar_feeds SET reset_at = now() - interval '61 seconds'");
    expect((await one.app.inject({ method: 'POST', url: '/v1/users/calendar/reset', headers: auth })).statusCode).toBe(
      200,
    );
  });

  it('answers an out-of-date copy at once and rebuilds it once, off the request path', async () => {
    const { path } = await follower(`stale-${kind}@example.com`);
    const built = await one.app.inject({ method: 'GET', url: path });
    await db.query("UPDATE calendar_feeds SET copy_built_at = now() - interval '1 hour'");
    const before = builds();
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => (i % 2 ? other : one).app.inject({ method: 'GET', url: path })),
    );
    expect(answers.map((a) => a.body)).toEqual(Array(4).fill(built.body));
    await vi.waitFor(async () => expect(await isBuilding()).toBe(false), patiently);
    await vi.waitFor(async () => {
      const { rows } = await db.query<{ fresh: boolean }>(
        "SELECT copy_built_at > now() - interval '1 minute' AS fresh FROM calendar_feeds f JOIN users u ON u.id = f.user_id WHERE u.email = $1",
        [`stale-${kind}@example.com`],
      );
      expect(rows[0]!.fresh).toBe(true);
    }, patiently);
    expect(builds() - before).toBe(1);
  });
});
