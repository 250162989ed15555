import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { migrate, pendingMigrations } from '../../src/db/migrate';
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
});
