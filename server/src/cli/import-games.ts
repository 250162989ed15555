import { parseArgs } from 'node:util';
import { addDays, daysBetween, isIsoDay } from '@guide/common/dates';
import cliProgress from 'cli-progress';
import type { FastifyBaseLogger } from 'fastify';
import { fixedClock, systemClock } from '../clock';
import { openConfiguredDatabase } from '../db/open-configured';
import { silentObserver } from '../providers/observer';
import { Invalidations } from '../db/invalidations';
import { Providers } from '../providers/registry';
import { chooseSportsSources } from '../sports/choose-sources';
import { GamesService } from '../sports/games-service';
import { runCli } from './run-cli';

/** `npm run import-games -- --from 2026-03-26 --to 2026-09-28`: loads MLB and NHL games for every day of a range. */

const USAGE = 'Usage: npm run import-games -- --from YYYY-MM-DD --to YYYY-MM-DD';

/** The cache wants a logger; this command reports through its progress bar and summary instead. */
const quietLogger = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child: () => quietLogger,
} as unknown as FastifyBaseLogger;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
  const { from, to } = values;
  if (!isIsoDay(from) || !isIsoDay(to)) {
    console.error(`Both --from and --to must be real days written as YYYY-MM-DD.\n${USAGE}`);
    return 2;
  }
  if (to < from) {
    console.error(`--to (${to}) is before --from (${from}).\n${USAGE}`);
    return 2;
  }
  if (daysBetween(from, to) > 731) {
    console.error('Please import at most two years at a time.');
    return 2;
  }
  const { config, db } = await openConfiguredDatabase();
  try {
    const clock = config.FIXED_NOW ? fixedClock(config.FIXED_NOW) : systemClock;
    const providers = new Providers(config, db, quietLogger, silentObserver);
    // Running instances on the same PostgreSQL drop their copies of each day imported.
    const invalidations = new Invalidations(db, quietLogger);
    providers.cache.onDelete = (prefix) => invalidations.publish(prefix);
    const ctx = { config, clock, db, providers, cache: providers.cache, log: quietLogger };
    const games = new GamesService(ctx, chooseSportsSources(ctx));
    const total = daysBetween(from, to) + 1;
    const bar = new cliProgress.SingleBar(
      { format: 'Importing games {bar} {value}/{total} days | {day}', hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    const counts = { MLB: 0, NHL: 0, failedDays: [] as string[] };
    bar.start(total, 0, { day: from });
    for (let day = from; day <= to; day = addDays(day, 1)) {
      try {
        counts.MLB += await games.reload('MLB', day);
        counts.NHL += await games.reload('NHL', day);
      } catch (error) {
        counts.failedDays.push(`${day} (${error instanceof Error ? error.message : String(error)})`);
      }
      bar.increment(1, { day });
    }
    bar.stop();
    console.log(
      `Imported ${counts.MLB} MLB games and ${counts.NHL} NHL games for ${total} days, ${from} to ${to} (${config.DATA_SOURCE} data).`,
    );
    if (counts.failedDays.length > 0) {
      console.error(`${counts.failedDays.length} days could not be loaded:\n  ${counts.failedDays.join('\n  ')}`);
      return 1;
    }
    return 0;
  } finally {
    await db.close();
  }
}

runCli(main, 'The import failed');
