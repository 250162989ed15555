import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { takingTurns } from './taking-turns';

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

  it('leaves PostgreSQL as it is', () => {
    const postgres = { kind: 'postgres' } as Database;
    expect(takingTurns(postgres)).toBe(postgres);
  });
});
