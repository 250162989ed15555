// `npm run migrate` applies the database migrations as a deploy step of its own, before
// instances started with MIGRATE_ON_START=false come up. Safe to run while others run it too.
import { openConfiguredDatabase } from '../db/open-configured';
import { migrate } from '../db/migrate';
import { runCli } from './run-cli';

async function main(): Promise<number> {
  const { db } = await openConfiguredDatabase({ migrate: false, check: false });
  try {
    const applied = await migrate(db);
    console.log(
      applied.length === 0
        ? 'The database is up to date; no migration to apply.'
        : `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}: ${applied.join(', ')}.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

runCli(main, 'The migrations could not be applied');
