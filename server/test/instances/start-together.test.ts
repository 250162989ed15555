import { setTimeout } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { lockSchemaChanges, migrate, pendingMigrations } from '../../src/db/migrate';
import { freshPostgresDatabase, testDatabaseUrl } from './fresh-database';

describe.skipIf(!testDatabaseUrl)('instances starting together on an empty PostgreSQL database', () => {
  it('both migrate without an error, 10 times out of 10, and the schema is applied once', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const fresh = await freshPostgresDatabase();
      try {
        // Two instances: each its own pool, opened and migrated at the same moment.
        const [a, b] = await Promise.all([openDatabase({ url: fresh.url }), openDatabase({ url: fresh.url })]);
        try {
          const results = await Promise.allSettled([migrate(a), migrate(b)]);
          expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
          const applied = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
          expect(applied.length).toBeGreaterThan(0);
          expect(new Set(applied).size).toBe(applied.length);
          expect(await pendingMigrations(a)).toEqual([]);
        } finally {
          await Promise.all([a.close(), b.close()]);
        }
      } finally {
        await fresh.drop();
      }
    }
  }, 120_000);

  it("waits for another instance's migration longer than its deadline for an answer, then finds nothing to do", async () => {
    const fresh = await freshPostgresDatabase();
    const [a, b] = await Promise.all([
      openDatabase({ url: fresh.url }),
      // An answer late by a second is a database that hangs (DATABASE_QUERY_TIMEOUT_MS).
      openDatabase({ url: fresh.url, queryTimeoutMs: 1000 }),
    ]);
    try {
      await migrate(a);
      // The other instance holds the lock for 2.5 s, as a long migration would.
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holding = a.transaction(async (tx) => {
        await lockSchemaChanges(tx);
        locked();
        await setTimeout(2500);
      });
      await lockTaken;
      expect(await migrate(b)).toEqual([]);
      await holding;
    } finally {
      await Promise.all([a.close(), b.close()]);
      await fresh.drop();
    }
  }, 60_000);
});
