import crypto from 'node:crypto';
import pg from 'pg';

/** The shared PostgreSQL of the test run (CI sets TEST_DATABASE_URL). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** An empty database of its own on the test server, as a new deployment finds it; `drop` removes it. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `guide_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      try {
        // A closed pool's connections may still be saying goodbye: cutting them off (FORCE) would
        // raise an error in their clients after the test, so wait for them to go first.
        for (let wait = 0; wait < 100; wait++) {
          const { rows } = await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]!.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
