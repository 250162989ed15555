import type { Database, Queryable } from './database';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The embedded database runs each statement on the server's own thread, and statements queued
 * behind one another follow without a break: background work with many statements waiting (a
 * burst of alerts) would hold every request until the queue empties. Through this, each statement
 * of the background work waits for a turn of the event loop first, so requests are answered
 * between them. PostgreSQL answers over the network, which gives those turns already.
 */
export function takingTurns(db: Database): Database {
  if (db.kind !== 'pglite') return db;
  const turnBy = <Q extends Queryable>(q: Q): Q['query'] =>
    (async (sql: string, params?: unknown[]) => {
      await nextTurn();
      return q.query(sql, params);
    }) as Q['query'];
  return {
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
}
