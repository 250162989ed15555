import crypto from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { jobQueueSchema } from '../db/job-queue-schema';
import { migrate } from '../db/migrate';
import { emptyTestDatabase, openTestDatabase, testDatabaseKinds, type TestDatabaseKind } from '../../test/test-app';
import { postgresBinDir, startPostgresCluster, type PostgresCluster } from '../../test/throwaway-services';
import { JobQueue } from './job-queue';

const quiet = { warn: () => undefined, error: () => undefined };

/** Waits for a condition (never a fixed sleep), failing after `ms`. */
async function until(condition: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('the condition was not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The schema of the queue's tables beside the database's own. */
async function queueSchema(db: Database): Promise<string> {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  return jobQueueSchema(rows[0]!.schema);
}

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});

/**
 * One database of each kind for the file, emptied before each test (its queues stopped by then),
 * rather than a new one per test: opening and migrating one is much of these tests' CPU.
 */
const databases = new Map<TestDatabaseKind, Promise<Database>>();
async function emptyDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (!databases.has(kind)) databases.set(kind, openTestDatabase(kind));
  const db = await databases.get(kind)!;
  await emptyTestDatabase(db);
  return db;
}
afterAll(async () => {
  for (const db of databases.values()) await (await db).close();
});

describe.each(testDatabaseKinds)('the job queue on %s', (kind) => {
  async function queueOn(db: Database) {
    const queue = new JobQueue(db, quiet, { pollingSeconds: 0.5, stopTimeoutMs: 2000 });
    opened.push({ close: () => queue.stop() });
    return queue;
  }

  it('runs up to a kind’s concurrency at once, the rest waiting, and all of them once', async () => {
    const db = await emptyDatabase(kind);
    const queue = await queueOn(db);
    let running = 0;
    let most = 0;
    const done: number[] = [];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    queue.define<{ n: number }>('slow', {
      concurrency: 3,
      run: async ({ n }) => {
        running += 1;
        most = Math.max(most, running);
        await gate;
        running -= 1;
        done.push(n);
      },
    });
    await queue.start();
    for (let n = 0; n < 7; n++) await queue.send('slow', { n });
    await until(() => running === 3);
    expect((await queue.depth()).find((d) => d.name === 'slow')).toMatchObject({ waiting: 4, active: 3 });
    open();
    await until(() => done.length === 7);
    expect(most).toBe(3);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('records the jobs that end together as done in one statement', async () => {
    const db = await emptyDatabase(kind);
    const completions: number[] = [];
    const counted: Database = {
      ...db,
      query: (async (sql: string, params?: unknown[]) => {
        if (/SET completed_on = now\(\)/.test(sql)) completions.push((params![1] as string[]).length);
        return db.query(sql, params);
      }) as Database['query'],
    };
    const queue = await queueOn(counted);
    let running = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    queue.define<{ n: number }>('together', {
      concurrency: 4,
      run: async () => {
        running += 1;
        await gate;
      },
    });
    await queue.start();
    for (let n = 0; n < 4; n++) await queue.send('together', { n });
    await until(() => running === 4);
    open();
    await until(async () => (await queue.depth()).find((d) => d.name === 'together')!.active === 0);
    expect(completions).toEqual([4]);
  });

  it('ends what was to end after it once its jobs in progress have ended, once however often it is stopped', async () => {
    const db = await openTestDatabase(kind);
    opened.push(db);
    const queue = await queueOn(db);
    const order: string[] = [];
    let started = false;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    queue.define('last', {
      run: async () => {
        started = true;
        await gate;
        order.push('job');
      },
    });
    queue.afterStop(async () => void order.push('after'));
    await queue.start();
    await queue.send('last', {});
    await until(() => started);
    const stopping = [queue.stop(), queue.stop()];
    open();
    await Promise.all(stopping);
    await queue.stop();
    expect(order).toEqual(['job', 'after']);
  });

  it('with more jobs due than slots, fetches again once half the slots are free, not for each job that ends', async () => {
    const db = await openTestDatabase(kind);
    opened.push(db);
    // Each fetch: how many jobs it asked for, and how many it got.
    const fetches: { asked: number; got: number }[] = [];
    const counted: Database = {
      ...db,
      query: (async (sql: string, params?: unknown[]) => {
        const answer = await db.query(sql, params);
        if (/WITH next as/i.test(sql)) fetches.push({ asked: Number(params![1]), got: answer.rows.length });
        return answer;
      }) as Database['query'],
    };
    const queue = await queueOn(counted);
    const ending: (() => void)[] = [];
    let done = 0;
    queue.define<{ n: number }>('backlog', {
      concurrency: 8,
      run: async () => {
        await new Promise<void>((resolve) => ending.push(resolve));
        done += 1;
      },
    });
    await queue.start();
    await queue.sendMany(
      'backlog',
      Array.from({ length: 40 }, (_, n) => ({ data: { n } })),
    );
    // The jobs end one at a time, a little apart.
    while (done < 40) {
      await until(() => ending.length > 0);
      ending.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const bringing = fetches.filter((f) => f.got > 0);
    expect(bringing.reduce((sum, f) => sum + f.got, 0)).toBe(40);
    expect(bringing[0]!.asked).toBe(8);
    for (const fetch of bringing) expect(fetch.asked).toBeGreaterThanOrEqual(4);
  });

  it('takes the due jobs of a higher priority first, then the longest due, whenever they were queued', async () => {
    const db = await emptyDatabase(kind);
    const queue = await queueOn(db);
    const runs: string[] = [];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    queue.define<{ name: string }>('ordered', {
      run: async ({ name }) => {
        if (name === 'holding') await gate;
        runs.push(name);
      },
    });
    await queue.start();
    // The one slot is held while the others are queued, so that one fetch chooses between them all.
    await queue.send('ordered', { name: 'holding' });
    await until(async () => (await queue.depth())[0]!.active === 1);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await queue.send('ordered', { name: 'later' }, { startAfter: new Date(Date.now() + 3_600_000) });
    await queue.send('ordered', { name: 'due a minute ago' }, { startAfter: minutesAgo(1) });
    await queue.send('ordered', { name: 'due five minutes ago' }, { startAfter: minutesAgo(5) });
    await queue.send('ordered', { name: 'asked for now' }, { priority: 1 });
    open();
    await until(() => runs.length === 4);
    expect(runs).toEqual(['holding', 'asked for now', 'due five minutes ago', 'due a minute ago']);
    // The order is an index of each kind's own table, made with it.
    const schema = await queueSchema(db);
    const { rows } = await db.query<{ kinds: string; indexed: string }>(
      `SELECT (SELECT count(*) FROM ${schema}.queue) AS kinds,
              (SELECT count(*) FROM pg_inherits WHERE inhparent = $1::regclass) AS indexed`,
      [`${schema}.job_due_order`],
    );
    expect(Number(rows[0]!.indexed)).toBe(Number(rows[0]!.kinds));
  });

  it('runs a job once with its data, tries a failing one again, and reports depth and lag', async () => {
    const db = await emptyDatabase(kind);
    const queue = await queueOn(db);
    const seen: string[] = [];
    let failuresLeft = 1;
    queue.define<{ word: string }>('echo', {
      run: async ({ word }) => {
        seen.push(word);
      },
    });
    queue.define<{ word: string }>('flaky', {
      retryDelaySeconds: 0,
      retryLimit: 2,
      run: async ({ word }) => {
        if (failuresLeft-- > 0) throw new Error('not this time');
        seen.push(word);
      },
    });
    await queue.start();
    await queue.send('echo', { word: 'hello' });
    await queue.send('flaky', { word: 'again' });
    await until(() => seen.length === 2);
    expect(seen.sort()).toEqual(['again', 'hello']);
    const later = new Date(Date.now() + 3_600_000);
    await queue.send('echo', { word: 'later' }, { startAfter: later });
    expect((await queue.depth()).find((d) => d.name === 'echo')).toMatchObject({ waiting: 0, scheduled: 1 });
  });

  it('keeps one waiting job per key for a delayed, keyed kind (an alert scheduled twice is sent once)', async () => {
    const db = await emptyDatabase(kind);
    const queue = await queueOn(db);
    const runs: string[] = [];
    queue.define<{ alert: string }>('alert', {
      policy: 'short',
      run: async ({ alert }) => {
        runs.push(alert);
      },
    });
    await queue.start();
    const soon = new Date(Date.now() + 1500);
    const first = await queue.send(
      'alert',
      { alert: 'game-1-starts' },
      { singletonKey: 'game-1-starts', startAfter: soon },
    );
    const again = await queue.send(
      'alert',
      { alert: 'game-1-starts' },
      { singletonKey: 'game-1-starts', startAfter: soon },
    );
    const other = await queue.send(
      'alert',
      { alert: 'game-2-starts' },
      { singletonKey: 'game-2-starts', startAfter: soon },
    );
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    await until(() => runs.length === 2);
    expect(runs.sort()).toEqual(['game-1-starts', 'game-2-starts']);
  });
});

describe.each(testDatabaseKinds)('moving a waiting job on %s', (kind) => {
  it('runs a keyed job at its new moment when moved earlier (a game moved up)', async () => {
    const db = await emptyDatabase(kind);
    const queue = new JobQueue(db, quiet, { pollingSeconds: 0.5, stopTimeoutMs: 2000 });
    opened.push({ close: () => queue.stop() });
    const runs: string[] = [];
    queue.define<{ alert: string }>('moved-alert', {
      policy: 'short',
      run: async ({ alert }) => {
        runs.push(alert);
      },
    });
    await queue.start();
    const inAnHour = new Date(Date.now() + 3_600_000);
    await queue.send(
      'moved-alert',
      { alert: 'game-7-starts' },
      { singletonKey: 'game-7-starts', startAfter: inAnHour },
    );
    expect(await queue.move('moved-alert', 'other-key', new Date())).toBe(false);
    expect(await queue.move('moved-alert', 'game-7-starts', new Date())).toBe(true);
    await until(() => runs.length === 1);
    expect(runs).toEqual(['game-7-starts']);
  });
});

describe.each(testDatabaseKinds)('many jobs sent at once on %s', (kind) => {
  const USERS = 1200;
  it('queues each key once beside one waiting, runs a higher priority first, and forgets those done', async () => {
    const db = await emptyDatabase(kind);
    const queue = new JobQueue(db, quiet, { pollingSeconds: 0.5, stopTimeoutMs: 2000 });
    opened.push({ close: () => queue.stop() });
    const runs: string[] = [];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    queue.define<{ user: string }>('plan', {
      policy: 'short',
      forgetWhenDone: true,
      run: async ({ user }) => {
        await gate;
        runs.push(user);
      },
    });
    await queue.start();
    // Waiting for later: the batch queues none with its key.
    await queue.send(
      'plan',
      { user: 'later' },
      { singletonKey: 'user-0', startAfter: new Date(Date.now() + 3_600_000) },
    );
    const users = Array.from({ length: USERS }, (_, i) => `user-${i}`);
    await queue.sendMany(
      'plan',
      users.map((user) => ({ data: { user }, singletonKey: user })),
    );
    await queue.sendMany('plan', [{ data: { user: 'user-7' }, singletonKey: 'user-7' }]);
    await queue.send('plan', { user: 'first' }, { singletonKey: 'first', priority: 1 });
    // More than one statement's batch; the key already waiting is not queued again, nor the one sent twice.
    const { rows } = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${await queueSchema(db)}.job WHERE name = 'plan' AND state IN ('created', 'active')`,
    );
    expect(Number(rows[0]!.n)).toBe(USERS + 1);
    open();
    await until(() => runs.length === USERS, 120_000);
    expect(runs.filter((user) => user !== 'first').sort()).toEqual(users.slice(1).sort());
    // The one of a higher priority was taken first of those waiting but the ones already taken.
    expect(runs.indexOf('first')).toBeLessThan(2);
    await until(async () => {
      const left = await db.query<{ state: string }>(
        `SELECT state FROM ${await queueSchema(db)}.job WHERE name = 'plan'`,
      );
      return left.rows.length === 1 && left.rows[0]!.state === 'created';
    });
  }, 180_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('several instances on one PostgreSQL', () => {
  it('run each job once between them', async () => {
    const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    const url = process.env.TEST_DATABASE_URL!;
    const first = await openDatabase({ url, schema });
    const second = await openDatabase({ url, schema });
    opened.push({
      close: async () => {
        await first.query(`DROP SCHEMA "${schema}" CASCADE`);
        await first.query(`DROP SCHEMA "${schema}_job_queue" CASCADE`);
        await first.close();
        await second.close();
      },
    });
    // Both migrate at once: the lock makes one do it and the other find it done.
    await Promise.all([migrate(first), migrate(second)]);
    const runs = new Map<number, string[]>();
    const instances = [first, second].map((db, i) => {
      const queue = new JobQueue(db, quiet, { pollingSeconds: 0.5, stopTimeoutMs: 2000 });
      queue.define<{ n: number }>('count', {
        run: async ({ n }) => {
          runs.set(n, [...(runs.get(n) ?? []), `instance ${i}`]);
        },
      });
      opened.push({ close: () => queue.stop() });
      return queue;
    });
    await Promise.all(instances.map((q) => q.start()));
    const total = 60;
    for (let n = 0; n < total; n++) await instances[n % 2]!.send('count', { n });
    await until(() => runs.size === total);
    // A moment more: a second run of any job would show now.
    await until(async () => (await instances[0]!.depth())[0]!.active === 0);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    const byInstance = new Set([...runs.values()].flat());
    expect(byInstance.size).toBe(2);
  });
});

const binDir = postgresBinDir();
describe.skipIf(!binDir)('the job queue while PostgreSQL restarts', () => {
  let pg: PostgresCluster | undefined;
  afterAll(async () => pg?.destroy());

  it('keeps its process, and runs the jobs sent once the database is back', async () => {
    pg = await startPostgresCluster(binDir!);
    const db = await openDatabase({ url: pg.url, connectionWaitMs: 500, queryTimeoutMs: 1000 });
    opened.push(db);
    await migrate(db);
    let warnings = 0;
    const log = { warn: () => void warnings++, error: () => undefined };
    const queue = new JobQueue(db, log, { pollingSeconds: 0.5, stopTimeoutMs: 2000 });
    const seen: number[] = [];
    queue.define<{ n: number }>('count', {
      run: async ({ n }) => {
        seen.push(n);
      },
    });
    opened.push({ close: () => queue.stop() });
    await queue.start();
    await queue.send('count', { n: 1 });
    await until(() => seen.length === 1);
    await pg.stop();
    await expect(queue.send('count', { n: 2 })).rejects.toThrow();
    // The workers keep polling into a database that is not there, and say so, without ending the process.
    await until(() => warnings > 0);
    await pg.start();
    await until(async () => (await queue.send('count', { n: 3 }).catch(() => null)) !== null);
    await until(() => seen.includes(3));
    expect(seen.filter((n) => n === 3)).toHaveLength(1);
  });
});
