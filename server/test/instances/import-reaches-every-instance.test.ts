import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { startReplayServer, type ReplayServer } from '../replay-server';
import { createTestApp, type TestApp } from '../test-app';
import { signUpAdmin } from '../users';
import { testDatabaseUrl } from './fresh-database';

const DAY = '2026-06-12';
/** What the stand-in MLB says the final score of the day's one game is. */
let homeScore = 3;

const schedule = () => ({
  dates: [
    {
      date: DAY,
      games: [
        {
          gamePk: 7001,
          gameDate: `${DAY}T23:05:00Z`,
          officialDate: DAY,
          seriesDescription: 'Regular Season',
          doubleHeader: 'N',
          gameNumber: 1,
          scheduledInnings: 9,
          status: { detailedState: 'Final', abstractGameState: 'Final', codedGameState: 'F' },
          teams: {
            home: { team: { id: 111, name: 'Boston Red Sox' }, score: homeScore },
            away: { team: { id: 147, name: 'New York Yankees' }, score: 1 },
          },
          linescore: { currentInning: 9 },
        },
      ],
    },
  ],
});

describe.skipIf(!testDatabaseUrl)('an admin import on one instance, on PostgreSQL', () => {
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  let replay: ReplayServer;
  let dbs: Database[] = [];
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    replay = await startReplayServer((url) => {
      if (url.pathname === '/api/v1/schedule') return { body: schedule() };
      if (url.pathname.startsWith('/v1/schedule/')) return { body: { gameWeek: [] } };
      if (url.pathname === '/stats/rest/en/team') return { body: { data: [] } };
      return undefined;
    });
    // Two instances: each its own pool on the one database (here a schema of its own).
    dbs = [
      await openDatabase({ url: testDatabaseUrl!, schema }),
      await openDatabase({ url: testDatabaseUrl!, schema }),
    ];
    await migrate(dbs[0]!);
    const env = {
      DATA_SOURCE: 'live',
      MLB_BASE_URL: replay.url,
      NHL_BASE_URL: replay.url,
      NHL_STATS_BASE_URL: `${replay.url}/stats/rest`,
    };
    const apps = await Promise.all(dbs.map((db) => createTestApp({ db, env, now: '2026-06-13T17:00:00Z' })));
    [a, b] = [apps[0]!, apps[1]!];
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await dbs[0]?.query(`DROP SCHEMA "${schema}" CASCADE`).catch(() => undefined);
    await Promise.all(dbs.map((db) => db.close()));
    await replay?.close();
  });

  const scoreOn = async (t: TestApp) => {
    const answer = await t.app.inject({ method: 'GET', url: `/v1/sports/mlb/games?date=${DAY}` });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { home_score: number }[])[0]?.home_score;
  };

  it('is served by the other instance within seconds, though it kept the old answer for hours', async () => {
    expect(await scoreOn(b)).toBe(3);
    // A finished day is kept for hours, in memory and as a kept answer.
    expect(
      (await b.app.inject({ method: 'GET', url: `/v1/sports/mlb/games?date=${DAY}` })).headers['cache-control'],
    ).toMatch(/max-age=\d{4,}/);

    homeScore = 5;
    const admin = await signUpAdmin(a.app, a.db, 'importer@example.com');
    const imported = await a.app.inject({
      method: 'POST',
      url: `/v1/admin/add-games?date=${DAY}`,
      headers: { authorization: admin.authorization },
    });
    expect(imported.statusCode).toBe(200);
    expect(await scoreOn(a)).toBe(5);
    // NOTIFY reaches B's own connection in milliseconds; 5 s is the promise.
    await expect.poll(() => scoreOn(b), { timeout: 5000, interval: 50 }).toBe(5);
  }, 60_000);
});
