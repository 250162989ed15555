import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { backgroundDatabase, takingTurns } from './taking-turns';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

/** How many of `count` statements queued at once have ended when the event loop next turns. */
async function endedBeforeATurn(on: Database, count: number): Promise<number> {
  let ended = 0;
  const turn = new Promise<number>((resolve) => setImmediate(() => resolve(ended)));
  await Promise.all(Array.from({ length: count }, () => on.query('SELECT 1').then(() => (ended += 1))));
  return turn;
}

describe('statements taking turns with requests on the embedded database', () => {
  it('lets the event loop turn between queued statements', async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    expect(await endedBeforeATurn(takingTurns(db), 20)).toBeLessThan(20);
  }, 120_000);

  it('runs one queued statement in each turn of the event loop, not all those whose turns came together', async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    const turns = takingTurns(db);
    let ended = 0;
    let finished = false;
    // How many had ended at each turn of the event loop while they ran.
    const seen: number[] = [];
    const watch = () => {
      seen.push(ended);
      if (!finished) setImmediate(watch);
    };
    setImmediate(watch);
    await Promise.all(Array.from({ length: 20 }, () => turns.query('SELECT 1').then(() => (ended += 1))));
    finished = true;
    const endedEachTurn = seen.slice(1).map((count, i) => count - seen[i]!);
    expect(Math.max(...endedEachTurn)).toBeLessThanOrEqual(1);
    expect(ended).toBe(20);
  }, 120_000);

  it('leaves PostgreSQL as it is', () => {
    const postgres = { kind: 'postgres' } as Database;
    expect(takingTurns(postgres)).toBe(postgres);
  });
});

describe('background work on a database of its own', () => {
  it('is the embedded database itself, taking turns, and closing it leaves the database open', async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    const background = backgroundDatabase(db, 2);
    expect(await endedBeforeATurn(background.db, 20)).toBeLessThan(20);
    await background.close();
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, answers a request at once while every background connection is busy',
    async () => {
      db = await openDatabase({ url: process.env.TEST_DATABASE_URL!, poolMax: 2, connectionWaitMs: 500 });
      const background = backgroundDatabase(db, 2);
      try {
        // Both background connections held for a second and a half.
        const held = Array.from({ length: 2 }, () => background.db.query('SELECT pg_sleep(1.5)'));
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(background.db.poolStats?.()).toMatchObject({ total: 2, idle: 0 });
        // The request's pool is its own: it does not wait for those (a wait of 500 ms would fail it).
        expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
        expect(db.poolStats?.().waiting).toBe(0);
        await Promise.all(held);
      } finally {
        await background.close();
      }
      // The database's own pool is still open.
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    },
    30_000,
  );
});
