import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

const days = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 4, 1 + i)).toISOString().slice(0, 10));

describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent game days on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind: 'postgres', now: '2026-06-13T17:00:00Z' });
  });
  afterAll(async () => t?.close());

  it('loads 40 different days at once without a deadlock: every answer is a 200', async () => {
    const answers = await Promise.all(
      days.map((date) => t.app.inject({ method: 'GET', url: `/v1/sports/mlb/games?date=${date}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(days.map(() => 200));
    // Every day is stored, with its games, once.
    const { rows } = await t.db.query<{ n: string }>(
      "SELECT count(DISTINCT official_date) AS n FROM sports_loaded_days WHERE league = 'MLB'",
    );
    expect(Number(rows[0]!.n)).toBe(40);
  }, 60_000);
});
