import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { FEED_MISSES_PER_MINUTE } from '../src/calendar/routes';
import { migrate } from '../src/db/migrate';
import { liveEnv, startFakeProvider, type FakeProvider } from './fake-provider';
import { createTestApp, openTestDatabase, testDatabaseKinds, type TestApp } from './test-app';
import { signUp } from './users';

const tokenOf = (url: string) => /\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)![1]!;

/** Every row of every table in the app's schema, as text: what a database dump would hold. */
async function dumpText(t: TestApp): Promise<string> {
  const { rows } = await t.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  );
  let text = '';
  for (const { table_name } of rows) {
    const dumped = await t.db.query<{ row: unknown }>(`SELECT row_to_json(t) AS row FROM "${table_name}" t`);
    text += JSON.stringify(dumped.rows);
  }
  return text;
}

describe.each(testDatabaseKinds)('the calendar feed token on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t?.close());

  it('is not in a database dump, and the feed and the account page still work', async () => {
    const auth = await signUp(t.app, `dump-${kind}@example.com`);
    const { url } = (await t.app.inject({ method: 'GET', url: '/v1/users/calendar', headers: auth })).json<{
      url: string;
    }>();
    const token = tokenOf(url);
    expect((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/calendar', headers: auth })).json()).toEqual({ url });
    expect(await dumpText(t)).not.toContain(token);
  });

  it('throttles wrong tokens from one address, and never the right feed, from that address or another', async () => {
    const auth = await signUp(t.app, `throttle-${kind}@example.com`);
    const { url } = (await t.app.inject({ method: 'GET', url: '/v1/users/calendar', headers: auth })).json<{
      url: string;
    }>();
    const wrongFrom = async (address: string, i: number) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/calendar/${String(i).padStart(2, '0')}${'x'.repeat(41)}.ics`,
        remoteAddress: address,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await wrongFrom('198.51.100.7', i)).statusCode);
    expect(statuses.slice(0, FEED_MISSES_PER_MINUTE)).toEqual(Array(FEED_MISSES_PER_MINUTE).fill(404));
    expect(statuses.at(-1)).toBe(429);
    const refused = await wrongFrom('198.51.100.7', 61);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatch(/^Too many requests for calendars that do not exist/);
    // A calendar service fetching many users' feeds from one address: the right one still answers.
    const right = await t.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress: '198.51.100.7' });
    expect(right.statusCode).toBe(200);
    expect(right.body).toMatch(/^BEGIN:VCALENDAR/);
    // …and the wrong ones are still refused.
    expect((await wrongFrom('198.51.100.7', 62)).statusCode).toBe(429);
    const elsewhere = await t.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress: '198.51.100.8' });
    expect(elsewhere.statusCode).toBe(200);
    // Kept between rebuilds, with an ETag a calendar app can send back.
    const again = await t.app.inject({
      method: 'GET',
      url: new URL(url).pathname,
      remoteAddress: '198.51.100.8',
      headers: { 'if-none-match': String(elsewhere.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('a feed token stored before hashing', () => {
  it('keeps its address working after the migration, and leaves the dump', async () => {
    const db = await openTestDatabase();
    // The table as it was before the hashing migration, with one feed in it.
    await db.exec(`
      ALTER TABLE calendar_feeds DROP COLUMN token_hash, DROP COLUMN token_sealed, DROP COLUMN copy_body, DROP COLUMN copy_built_at;
      ALTER TABLE calendar_feeds ALTER COLUMN token SET NOT NULL;
      ALTER TABLE calendar_feeds ADD CONSTRAINT calendar_feeds_token_key UNIQUE (token);
      DELETE FROM schema_migrations WHERE name = '060_calendar_feed_secrets.sql';`);
    const t = await createTestApp({ db });
    try {
      const auth = await signUp(t.app, 'legacy@example.com');
      const legacy = 'L'.repeat(17) + 'egacy-token_0123456789abcd';
      const { rows } = await db.query<{ id: string }>("SELECT id FROM users WHERE email = 'legacy@example.com'");
      await db.query('INSERT INTO calendar_feeds (user_id, token) VALUES ($1, $2)', [rows[0]!.id, legacy]);
      expect(await migrate(db)).toEqual(['060_calendar_feed_secrets.sql']);
      await t.app.close();
      // The next start seals the plain token.
      const restarted = await createTestApp({ db });
      try {
        expect((await restarted.app.inject({ method: 'GET', url: `/v1/calendar/${legacy}.ics` })).statusCode).toBe(200);
        const { url } = (await restarted.app.inject({ method: 'GET', url: '/v1/users/calendar', headers: auth })).json<{
          url: string;
        }>();
        expect(tokenOf(url)).toBe(legacy);
        expect(await dumpText(restarted)).not.toContain(legacy);
      } finally {
        await restarted.close();
      }
    } finally {
      await t.close().catch(() => undefined);
      await db.close();
    }
  });
});

describe('a feed whose show provider fails', () => {
  let fake: FakeProvider;
  let t: TestApp;
  // The provider cache's clock: moved on to make every cached show answer expire.
  let providerClock = Date.now();
  beforeAll(async () => {
    fake = await startFakeProvider();
    t = await createTestApp({ env: liveEnv(fake), providerNow: () => providerClock });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('is a 503 with Retry-After, never a 200 with the show left out', async () => {
    const auth = await signUp(t.app, 'viewer@example.com');
    expect((await t.app.inject({ method: 'POST', url: '/v1/users/add-show?show=82', headers: auth })).statusCode).toBe(
      200,
    );
    const { url } = (await t.app.inject({ method: 'GET', url: '/v1/users/calendar', headers: auth })).json<{
      url: string;
    }>();
    fake.mode = '500';
    const feed = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode).toBe(503);
    expect(Number(feed.headers['retry-after'])).toBeGreaterThan(0);
    expect(feed.body).toBe(
      'Your calendar cannot be put together completely right now. Please try again in a few minutes.',
    );
  });

  it('answers the last complete copy when a later rebuild would leave the show out', async () => {
    fake.mode = 'ok';
    const auth = await signUp(t.app, 'loyal-viewer@example.com');
    expect((await t.app.inject({ method: 'POST', url: '/v1/users/add-show?show=82', headers: auth })).statusCode).toBe(
      200,
    );
    const path = new URL(
      (await t.app.inject({ method: 'GET', url: '/v1/users/calendar', headers: auth })).json<{ url: string }>().url,
    ).pathname;
    const complete = await t.app.inject({ method: 'GET', url: path });
    expect(complete.statusCode).toBe(200);
    expect(complete.body).toContain('SUMMARY:Example Show · S2 E1');

    // Past the rebuild interval, every cached show answer expired, and TVmaze failing.
    await t.db.query("UPDATE calendar_feeds SET copy_built_at = now() - interval '1 hour'");
    providerClock += 30 * 24 * 3600_000;
    fake.mode = '500';
    const requestsBefore = fake.requests.length;
    const during = await t.app.inject({ method: 'GET', url: path });
    // The copy is answered at once; the rebuild runs after, off the request path.
    expect(during.statusCode).toBe(200);
    expect(during.body).toBe(complete.body);
    await vi.waitFor(async () => {
      expect(fake.requests.length).toBeGreaterThan(requestsBefore);
      const { rows } = await t.db.query<{ building: boolean }>(
        'SELECT build_until IS NOT NULL AS building FROM calendar_feeds WHERE copy_body IS NOT NULL',
      );
      expect(rows.map((r) => r.building)).toEqual([false]);
    });
    // It was the kept copy: the failed rebuild stored nothing.
    const { rows } = await t.db.query<{ old: boolean }>(
      "SELECT copy_built_at < now() - interval '30 minutes' AS old FROM calendar_feeds WHERE copy_body IS NOT NULL",
    );
    expect(rows.map((r) => r.old)).toEqual([true]);
  });
});

describe('the feed token in the log', () => {
  it('never appears, whatever the spelling of the path', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await createTestApp();
    await t.app.close();
    const app = await buildApp({
      config: { ...t.config, LOG_LEVEL: 'debug' },
      clock: t.clock,
      db: t.db,
      logger: { level: 'debug', stream },
    });
    try {
      const auth = await signUp(app, 'logged@example.com');
      const { url } = (await app.inject({ method: 'GET', url: '/v1/users/calendar', headers: auth })).json<{
        url: string;
      }>();
      const token = tokenOf(url);
      const spellings = [
        `/v1/calendar/${token}.ics`,
        `/v1//calendar/${token}.ics`,
        `//v1/calendar/${token}.ics`,
        `/v1/calendar/${token}.ics/`,
        `/v1/calendar/${token}.ics?x=1`,
        `/v1/%63alendar/${token}.ics`,
        `/v1/calendar%2F${token}.ics`,
        `/V1/Calendar/${token}.ics`,
      ];
      for (const path of spellings) await app.inject({ method: 'GET', url: path });
      expect(lines.length).toBeGreaterThan(spellings.length);
      expect(lines.join('\n')).not.toContain(token);
      expect(lines.join('\n')).not.toContain(token.slice(0, 20));
    } finally {
      await app.close();
      await t.db.close();
    }
  });
});
