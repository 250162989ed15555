import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { freshPostgresDatabase, testDatabaseUrl } from './fresh-database';
import {
  cleanUpAfterEach,
  expectEveryAlertOnceButTheOneInFlight,
  FIRST,
  followersBeforeTheirAlert,
  killWhileSending,
  LONG,
  onCleanup,
  SECOND,
  startedStandIn,
  startServer,
  tempFolder,
} from './killed-while-sending';

/** Two instances of the compiled server on one PostgreSQL, one killed outright while they send alerts. */

cleanUpAfterEach();

describe.skipIf(!testDatabaseUrl)('alerts with two instances on one PostgreSQL, one of them killed', () => {
  it('sends every due alert: the survivor takes over the killed instance’s jobs, and only its push in flight twice', async () => {
    const database = await freshPostgresDatabase();
    onCleanup(() => database.drop());
    const db = await openDatabase({ url: database.url });
    await migrate(db);
    const standIn = await startedStandIn();
    let at: string;
    try {
      at = await followersBeforeTheirAlert(db, standIn);
    } finally {
      await db.close();
    }
    const env = (subject: string) => ({
      DATABASE_URL: database.url,
      VAPID_SUBJECT: subject,
      FIXED_NOW: at,
    });
    const [first, second] = await Promise.all([
      tempFolder().then((dir) => startServer({ ...env(FIRST), DATA_DIR: dir })),
      tempFolder().then((dir) => startServer({ ...env(SECOND), DATA_DIR: dir })),
    ]);
    // Both instances at work before one is killed.
    await vi.waitFor(() => expect(standIn.received.some((r) => r.subject === SECOND)).toBe(true), {
      timeout: LONG,
      interval: 250,
    });
    const { device, receivedBefore } = await killWhileSending(standIn, first!, FIRST, 3);
    await expectEveryAlertOnceButTheOneInFlight(
      standIn,
      { server: second!, subject: SECOND },
      { device, subject: FIRST },
    );
    // Everything after the kill came from the survivor but the killed instance's push in flight
    // (the stand-in takes a push when it answers it).
    const killedSentAfter = standIn.received.slice(receivedBefore).filter((r) => r.subject === FIRST);
    expect(killedSentAfter.map((r) => r.device)).toEqual([device]);
  }, 600_000);
});
