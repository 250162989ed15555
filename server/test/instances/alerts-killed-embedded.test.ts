import path from 'node:path';
import { describe, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import {
  cleanUpAfterEach,
  expectEveryAlertOnceButTheOneInFlight,
  FIRST,
  followersBeforeTheirAlert,
  killWhileSending,
  migratedDataFolder,
  SECOND,
  startedStandIn,
  startServer,
} from './killed-while-sending';

/** The compiled server on the embedded database, killed outright while it sends alerts and started again. */

cleanUpAfterEach();

describe('alerts on the embedded database, killed and started again', () => {
  it('sends every due alert after the restart, only the push in flight at the kill twice', async () => {
    const dataDir = await migratedDataFolder();
    const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const standIn = await startedStandIn();
    let at: string;
    try {
      at = await followersBeforeTheirAlert(db, standIn);
    } finally {
      await db.close();
    }
    const env = { DATA_DIR: dataDir, FIXED_NOW: at };
    const first = await startServer({ ...env, VAPID_SUBJECT: FIRST });
    const { device } = await killWhileSending(standIn, first, FIRST, 3);
    // The folder's lock names a process that is gone: the next start takes it over.
    const again = await startServer({ ...env, VAPID_SUBJECT: SECOND });
    await expectEveryAlertOnceButTheOneInFlight(
      standIn,
      { server: again, subject: SECOND },
      { device, subject: FIRST },
    );
  }, 600_000);
});
