import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@guide/common/sports';
import { fixedClock } from '../clock';
import { PLAN_ALERTS, SEND_ALERT } from './alert-service';
import { openDatabase, type Database } from '../db/database';
import { jobQueueSchema } from '../db/job-queue-schema';
import { migrate } from '../db/migrate';
import { createTestApp, openTestDatabase, testDatabaseKinds, type TestApp } from '../../test/test-app';
import { PushServiceStandIn } from '../../test/push-service-stand-in';
import { preparedDataFolder } from '../../test/data-folder';
import { followerWithDevice, gameAndMoment } from '../../test/alert-followers';
import { AlertsRepository } from './alerts-repository';

const IN_FLIGHT = 2;
const ENV = {
  VAPID_SUBJECT: 'mailto:alerts@example.com',
  PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
  // A stop waits this long (half of it) for the job in flight.
  SHUTDOWN_TIMEOUT_MS: '2000',
  // Two alerts at once per instance: a stop still comes with most of the ten left to send.
  ALERTS_CONCURRENCY: String(IN_FLIGHT),
};
const USERS = 10;
const DAY = '2026-11-21';

async function until(condition: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('the condition was not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()!().catch(() => undefined);
});

/** Accounts following the game's home team, each with a device of its own: one due alert each. */
async function subscribers(app: TestApp['app'], standIn: PushServiceStandIn, game: Game, prefix: string) {
  for (let i = 0; i < USERS; i++) {
    const { added } = await followerWithDevice(app, standIn, {
      email: `${prefix}${i}@example.com`,
      team: game.home.id,
      device: `${prefix}${i}`,
      timeZone: 'America/Toronto',
    });
    expect(added.statusCode, added.body).toBe(201);
  }
}

/**
 * `count` accounts following `team`, each with a device of the stand-in, written to the database
 * as they are (no sign-up, no subscription through the API, so nothing plans them before a round).
 * Answers their ids.
 */
async function subscribedAccounts(
  db: Database,
  standIn: PushServiceStandIn,
  team: number,
  prefix: string,
  count: number,
) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const { rows } = await db.query<{ id: string }>(
      "INSERT INTO users (email, password_hash) VALUES ($1, 'not a hash') RETURNING id",
      [`${prefix}${i}@example.com`],
    );
    const id = Number(rows[0]!.id);
    const device = standIn.device(`${prefix}${i}`);
    await db.query("INSERT INTO user_teams (user_id, league, team_id) VALUES ($1, 'NHL', $2)", [id, team]);
    await db.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, browser, time_zone)
       VALUES ($1, $2, $3, $4, 'Firefox on Android', 'America/New_York')`,
      [id, device.endpoint, device.p256dh, device.auth],
    );
    ids.push(id);
  }
  return ids;
}

/** The users planned (`planningFacts` is read first when a user's alerts are planned), and by which repositories. */
function watchPlanning(hold?: (repository: AlertsRepository, userId: number) => Promise<void>) {
  const original = AlertsRepository.prototype.planningFacts;
  const spy = vi.spyOn(AlertsRepository.prototype, 'planningFacts').mockImplementation(async function (
    this: AlertsRepository,
    userId: number,
  ) {
    await hold?.(this, userId);
    return original.call(this, userId);
  });
  cleanup.push(async () => spy.mockRestore());
  return {
    users: () => spy.mock.calls.map(([userId]) => userId).sort((a, b) => a - b),
    planners: () => new Set(spy.mock.contexts),
  };
}

/** Every due alert's id received; none twice but those in flight when their instance stopped. */
function expectEachOnce(standIn: PushServiceStandIn) {
  expect(standIn.problems).toEqual([]);
  expect(standIn.tags().size).toBe(USERS);
  expect(standIn.received.length - standIn.tags().size).toBeLessThanOrEqual(IN_FLIGHT);
}

/**
 * Senders on each of `dbs` try at once to take the cap's slots for twelve different alerts of one
 * user: only the cap's number get one, whichever sender asks.
 */
async function raceForTheCap(dbs: Database[]) {
  const { rows } = await dbs[0]!.query<{ id: string }>(
    "INSERT INTO users (email, password_hash) VALUES ('capped@example.com', 'x') RETURNING id",
  );
  const userId = Number(rows[0]!.id);
  const repositories = dbs.map((db) => new AlertsRepository(db));
  const at = new Date(`${DAY}T23:45:00Z`);
  const cap = 3;
  const taken = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      repositories[i % repositories.length]!.takeCapSlot(userId, `alert-${i}`, at, cap),
    ),
  );
  expect(taken.filter(Boolean)).toHaveLength(cap);
  const holder = `alert-${taken.indexOf(true)}`;
  const loser = `alert-${taken.indexOf(false)}`;
  // An alert tried again keeps its slot; one given back lets another in.
  expect(await repositories[1 % repositories.length]!.takeCapSlot(userId, holder, at, cap)).toBe(true);
  expect(await repositories[0]!.takeCapSlot(userId, loser, at, cap)).toBe(false);
  await repositories[0]!.giveBackCapSlot(userId, holder);
  expect(await repositories[0]!.takeCapSlot(userId, loser, at, cap)).toBe(true);
  // An hour on, the slots are free again.
  const later = new Date(at.getTime() + 3600_000);
  expect(await repositories[0]!.takeCapSlot(userId, 'next-hour', later, cap)).toBe(true);
}

describe('the hourly cap with senders at once', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'lets only the cap through from two instances on one PostgreSQL',
    async () => {
      const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
      const url = process.env.TEST_DATABASE_URL!;
      const dbs: Database[] = [await openDatabase({ url, schema }), await openDatabase({ url, schema })];
      cleanup.push(async () => {
        await dbs[0]!.query(`DROP SCHEMA "${schema}" CASCADE`);
        await dbs[0]!.query(`DROP SCHEMA IF EXISTS "${schema}_job_queue" CASCADE`);
        await Promise.all(dbs.map((db) => db.close()));
      });
      await migrate(dbs[0]!);
      await raceForTheCap(dbs);
    },
    120_000,
  );

  it('decides for several users asking together, each on their own slots, and refuses an account that is gone', async () => {
    const db = await openTestDatabase();
    cleanup.push(() => db.close());
    const { rows } = await db.query<{ id: string }>(
      "INSERT INTO users (email, password_hash) SELECT 'fan' || i || '@example.com', 'x' FROM generate_series(1, 3) AS i RETURNING id",
    );
    const users = rows.map((r) => Number(r.id));
    const repository = new AlertsRepository(db);
    const at = new Date(`${DAY}T23:45:00Z`);
    // One slot an hour: of each user's two alerts asked for together, the first asked gets it.
    const asked = users.flatMap((userId) => [
      { userId, alertId: 'first' },
      { userId, alertId: 'second' },
    ]);
    asked.push({ userId: Math.max(...users) + 1, alertId: 'first' });
    const taken = await Promise.all(asked.map((a) => repository.takeCapSlot(a.userId, a.alertId, at, 1)));
    expect(taken).toEqual([true, false, true, false, true, false, false]);
    const { rows: slots } = await db.query<{ n: string }>('SELECT count(*) AS n FROM alert_caps');
    expect(Number(slots[0]!.n)).toBe(3);
  }, 120_000);

  it('lets only the cap through on the embedded database', async () => {
    // The run's migrated database: a new one made and migrated from nothing costs seconds of CPU.
    const db = await openTestDatabase();
    cleanup.push(() => db.close());
    await raceForTheCap([db]);
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('alerts with two instances on one PostgreSQL', () => {
  /** Two apps on one schema of the shared PostgreSQL, on the clock of a game's alert, and a stand-in for their key. */
  async function twoInstances() {
    const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    const url = process.env.TEST_DATABASE_URL!;
    const dbs: Database[] = [await openDatabase({ url, schema }), await openDatabase({ url, schema })];
    cleanup.push(async () => {
      await dbs[0]!.query(`DROP SCHEMA "${schema}" CASCADE`);
      await dbs[0]!.query(`DROP SCHEMA "${schema}_job_queue" CASCADE`);
      await Promise.all(dbs.map((db) => db.close()));
    });
    await Promise.all(dbs.map((db) => migrate(db)));
    const standIn = new PushServiceStandIn();
    await standIn.start();
    cleanup.push(() => standIn.stop());

    // The moment, read from a first app; both instances then run on that clock.
    const probe = await createTestApp({ env: ENV, db: dbs[0] });
    const { game, at } = await gameAndMoment(probe.app, DAY);
    await probe.close();
    const [first, second] = await Promise.all(dbs.map((db) => createTestApp({ env: ENV, db, clock: fixedClock(at) })));
    cleanup.push(
      () => first!.close(),
      () => second!.close(),
    );
    const keys = await Promise.all(
      [first!, second!].map(async (t) =>
        (await t.app.inject({ method: 'GET', url: '/v1/push/public-key' })).json<{ publicKey: string }>(),
      ),
    );
    expect(keys[0]!.publicKey).toBe(keys[1]!.publicKey);
    standIn.vapidPublicKey = keys[0]!.publicKey;
    return { first: first!, second: second!, game, standIn };
  }

  const idle = async (test: TestApp, queue?: string) =>
    (await test.app.services.ctx.jobs.depth())
      .filter((d) => !queue || d.name === queue)
      .every((d) => d.waiting === 0 && d.active === 0);

  it('sends every due alert once between them when one stops mid-run, with one key pair', async () => {
    const { first, second, game, standIn } = await twoInstances();
    standIn.delayMs = 150;

    await subscribers(first.app, standIn, game, 'pg');
    await until(() => standIn.received.length >= 2);
    await first.close();
    // The stop came mid-run; what is left may go quickly.
    standIn.delayMs = 10;
    await until(() => standIn.tags().size === USERS);
    await until(() => idle(second));
    expectEachOnce(standIn);
  }, 120_000);

  it('does not queue again an alert being sent while its user is planned again', async () => {
    const { first, second, game, standIn } = await twoInstances();
    const release = standIn.hold();
    let arrived = 0;
    standIn.onArrival = () => arrived++;
    const { authorization } = await followerWithDevice(first.app, standIn, {
      email: 'replanned@example.com',
      team: game.home.id,
      device: 'replanned',
    });
    // One instance is sending the alert, waiting for the push service's answer.
    await until(() => arrived === 1);
    // The user changes a setting, which plans the user's alerts again, and the planning is done.
    const changed = await second.app.inject({
      method: 'POST',
      url: '/v1/users/me/alert-settings',
      headers: { authorization },
      payload: {
        gameStart: true,
        gameFinal: false,
        episodeTonight: false,
        filmOnTv: false,
        leadMinutes: 15,
        quietStart: '',
        quietEnd: '',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await until(() => idle(second, PLAN_ALERTS));
    // Whatever was queued has been taken: by the other instance, whose send loop is free.
    await until(async () => (await second.app.services.ctx.jobs.depth()).every((d) => d.waiting === 0));
    release();
    await until(() => idle(second, SEND_ALERT));
    expect(standIn.problems).toEqual([]);
    expect(arrived).toBe(1);
    expect(standIn.received).toHaveLength(1);
  }, 120_000);
  it('shares a planning round: a job per subscribed user, taken by both, each planned and alerted once', async () => {
    const { first, second, game, standIn } = await twoInstances();
    const users = await subscribedAccounts(first.db, standIn, game.home.id, 'round', USERS);
    // Each instance's planning waits until the other plans a user too: unless the round's users
    // are shared between them, it never ends.
    let shared!: () => void;
    const bothPlanning = new Promise<void>((resolve) => (shared = resolve));
    const seen = new Set<AlertsRepository>();
    const planning = watchPlanning(async (repository) => {
      seen.add(repository);
      if (seen.size === 2) shared();
      await bothPlanning;
    });
    // The round at the start found no one; the next is made due now.
    await first.app.services.ctx.jobs.move(PLAN_ALERTS, 'everyone', new Date());
    await until(() => standIn.tags().size === USERS);
    await until(async () => (await idle(first)) && (await idle(second)));
    expect(planning.planners().size).toBe(2);
    expect(planning.users()).toEqual(users);
    expect(standIn.problems).toEqual([]);
    expect(standIn.received).toHaveLength(USERS);
  }, 120_000);
});

describe('alerts on the embedded database across a restart', () => {
  it('sends what was due before the stop after the restart, nothing twice but those in flight', async () => {
    // A folder holding the run's migrated database, as a server keeps it: no initdb, no migrations from nothing.
    const dir = await preparedDataFolder('guide-alerts-');
    cleanup.push(() => fs.rm(dir, { recursive: true, force: true }));
    const open = async () => {
      const db = await openDatabase({ dataDir: path.join(dir, 'pglite') });
      await migrate(db);
      return db;
    };
    const standIn = new PushServiceStandIn();
    await standIn.start();
    cleanup.push(() => standIn.stop());

    let db = await open();
    const probe = await createTestApp({ env: ENV, db });
    const { game, at } = await gameAndMoment(probe.app, DAY);
    await probe.close();
    let test = await createTestApp({ env: ENV, db, clock: fixedClock(at) });
    const key = (await test.app.inject({ method: 'GET', url: '/v1/push/public-key' })).json<{ publicKey: string }>();
    standIn.vapidPublicKey = key.publicKey;
    // Slow enough that the stop comes with most alerts still to send.
    standIn.delayMs = 500;
    await subscribers(test.app, standIn, game, 'lite');
    await until(() => standIn.received.length >= 2);
    await test.close();
    await db.close();
    const before = standIn.tags().size;
    expect(before).toBeLessThan(USERS);
    // The stop came mid-run; what is left may go quickly.
    standIn.delayMs = 50;

    db = await open();
    test = await createTestApp({ env: ENV, db, clock: fixedClock(at) });
    cleanup.push(async () => {
      await test.close();
      await db.close();
    });
    const again = (await test.app.inject({ method: 'GET', url: '/v1/push/public-key' })).json<{ publicKey: string }>();
    expect(again.publicKey).toBe(key.publicKey);
    await until(() => standIn.tags().size === USERS);
    await until(async () => (await test.app.services.ctx.jobs.depth()).every((d) => d.waiting === 0 && d.active === 0));
    expectEachOnce(standIn);
  }, 120_000);
});

describe('a planning round', () => {
  it.each(testDatabaseKinds)(
    'queues a planning job per subscribed user; one whose planning fails is tried again and stops no other (%s)',
    async (kind) => {
      const db = await openTestDatabase(kind);
      cleanup.push(() => db.close());
      const standIn = new PushServiceStandIn();
      await standIn.start();
      cleanup.push(() => standIn.stop());
      const probe = await createTestApp({ env: ENV, db });
      const { game, at } = await gameAndMoment(probe.app, DAY);
      await probe.close();
      // Ten minutes before the game's alert: the round queues it for later.
      const test = await createTestApp({
        env: ENV,
        db,
        clock: fixedClock(new Date(Date.parse(at) - 10 * 60_000).toISOString()),
      });
      cleanup.push(() => test.close());
      const users = await subscribedAccounts(db, standIn, game.home.id, 'planned', USERS);
      const failing = users[3]!;
      const planning = watchPlanning(async (_, userId) => {
        if (userId === failing) throw new Error('this user cannot be planned');
      });
      const { jobs } = test.app.services.ctx;
      await jobs.move(PLAN_ALERTS, 'everyone', new Date());
      const queue = jobQueueSchema((await db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s);
      const planJobs = async () =>
        (
          await db.query<{ key: string; state: string }>(
            `SELECT singleton_key AS key, state FROM ${queue}.job WHERE name = $1 ORDER BY singleton_key`,
            [PLAN_ALERTS],
          )
        ).rows;
      await until(
        async () =>
          planning.users().length === USERS &&
          (await planJobs()).every((j) => j.key === 'everyone' || j.state === 'retry'),
      );
      expect(planning.users()).toEqual(users);
      // The next round is waiting; the users' jobs that ended well are gone; the failing one waits for its next try.
      expect(await planJobs()).toEqual([
        { key: 'everyone', state: 'created' },
        { key: `user-${failing}`, state: 'retry' },
      ]);
      const { rows } = await db.query<{ user_id: string }>(
        `SELECT DISTINCT data ->> 'userId' AS user_id FROM ${queue}.job WHERE name = $1 AND state = 'created'`,
        [SEND_ALERT],
      );
      expect(rows.map((r) => Number(r.user_id)).sort((a, b) => a - b)).toEqual(users.filter((id) => id !== failing));
      expect(standIn.received).toHaveLength(0);
    },
    120_000,
  );
});
