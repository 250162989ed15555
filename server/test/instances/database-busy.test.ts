import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { createTestApp, type TestApp } from '../test-app';
import { testDatabaseUrl } from './fresh-database';

describe.skipIf(!testDatabaseUrl)('a database wait past the statement timeout, on PostgreSQL', () => {
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  let db: Database;
  let t: TestApp;
  let blocker: pg.Client;

  beforeAll(async () => {
    db = await openDatabase({ url: testDatabaseUrl!, schema, statementTimeoutMs: 300 });
    await migrate(db);
    t = await createTestApp({ db, now: '2026-06-13T17:00:00Z' });
    blocker = new pg.Client({ connectionString: testDatabaseUrl, options: `-c search_path=${schema}` });
    await blocker.connect();
  });
  afterAll(async () => {
    await blocker?.end().catch(() => undefined);
    await t?.close();
    await db?.query(`DROP SCHEMA "${schema}" CASCADE`).catch(() => undefined);
    await db?.close();
  });

  it('answers 503 with a sentence, not a 500, and serves again once the lock is gone', async () => {
    // Another session holds the games table: loading a day has to wait for it.
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE sports_games IN ACCESS EXCLUSIVE MODE');
    const busy = await t.app.inject({ method: 'GET', url: '/v1/sports/mlb/games?date=2026-05-02' });
    await blocker.query('ROLLBACK');
    expect(busy.statusCode).toBe(503);
    expect(busy.body).toBe('The service is busy right now. Please try again in a moment.');

    expect((await t.app.inject({ method: 'GET', url: '/v1/sports/mlb/games?date=2026-05-02' })).statusCode).toBe(200);
  });
});
