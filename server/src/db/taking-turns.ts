import type { Database, Queryable } from './database';

/** What `takingTurns` made, so wrapping twice waits one turn, not two. */
const takingTurnsAlready = new WeakSet<Database>();

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The embedded database runs each statement on the server's own thread, and statements queued
 * behind one another follow without a break: background work with many statements waiting (a
 * burst of alerts) would hold every request until the queue empties. Through this, each statement
 * of the background work waits for a turn of the event loop first, so requests are answered
 * between them. PostgreSQL answers over the network, which gives those turns already.
 */
export function takingTurns(db: Database): Database {
  if (db.kind !== 'pglite' || takingTurnsAlready.has(db)) return db;
  const turnBy = <Q extends Queryable>(q: Q): Q['query'] =>
    (async (sql: string, params?: unknown[]) => {
      await nextTurn();
      return q.query(sql, params);
    }) as Q['query'];
  const turns: Database = {
    ...db,
    query: turnBy(db),
    exec: async (sql) => {
      await nextTurn();
      return db.exec(sql);
    },
    transaction: async (fn) => {
      await nextTurn();
      return db.transaction((tx) => fn({ ...tx, query: turnBy(tx) }));
    },
  };
  takingTurnsAlready.add(turns);
  return turns;
}

/**
 * Where background work (the job queue and what its jobs read and write) runs its statements
 * (decision 0255): on PostgreSQL a pool of its own, so a request never waits for a connection
 * behind queued work; on the embedded database the one database, each statement taking its turn.
 * `close` ends the separate pool only.
 */
export function backgroundDatabase(db: Database, poolMax: number): { db: Database; close: () => Promise<void> } {
  if (!db.separatePool) return { db: takingTurns(db), close: async () => undefined };
  const separate = db.separatePool(poolMax);
  return { db: separate, close: () => separate.close() };
}
