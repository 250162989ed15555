import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { coverageLine, probeTestServices } from './scripts/test-services.mjs';

/**
 * Node 25 and later define a Web Storage global of their own (empty without
 * --localstorage-file), and the jsdom environment then leaves it in place of jsdom's. The web
 * tests' workers run with Node's turned off where the flag exists (decision 0009).
 */
const webStorageOff = process.allowedNodeEnvironmentFlags.has('--no-experimental-webstorage')
  ? ['--no-experimental-webstorage']
  : [];

/**
 * Files that spend most of their time waiting (their own PostgreSQL cluster and Redis, providers
 * that hang until a deadline) start first, so none of them is left running alone at the end. On a
 * fresh clone Vitest has no timings of its own yet and would start the largest files first.
 */
const WAITING_FILES = [
  'server/test/instances/alerts-killed-embedded.test.ts',
  'server/test/instances/alerts-killed-postgres.test.ts',
  'server/test/faults.test.ts',
  'server/test/infrastructure.test.ts',
  'server/test/instances/lifecycle.test.ts',
  'server/test/calendar-feed-abuse.test.ts',
];
class WaitingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const found = WAITING_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return found === -1 ? WAITING_FILES.length : found;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/** Web files that see a chunk load for the first time: the letters of TeamMonogram come in one of their own. */
const FRESH_MODULE_FILES = ['src/features/sports/TeamMonogram.test.tsx'];

// PostgreSQL and Redis are covered whenever they answer, not only when someone remembered to say so.
const services = await probeTestServices();

export default defineConfig({
  test: {
    reporters: ['default', { onTestRunEnd: () => void process.stdout.write(`\n${coverageLine(services)}\n`) }],
    // Vitest's default is one worker per core less one: a single worker on two cores, which
    // leaves a core idle while the server tests wait on sockets, timers and databases. Even two
    // used about one core on two; three took 168 s where two took 196 s (decision 0110).
    maxWorkers: Math.max(3, os.availableParallelism()),
    sequence: { sequencer: WaitingFilesFirst },
    projects: [
      {
        test: {
          name: 'server',
          root: 'server',
          environment: 'node',
          // A worker keeps its modules from one file to the next (decision 0185): loading the app
          // afresh for every file was a third of these tests' CPU. Each file still builds its own
          // app and database, and no server test replaces a module.
          isolate: false,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          // A backstop for a test that hangs, not a measure: beside the browser tests on a two-core
          // machine half as fast as the one these were written on, the heaviest (the API
          // client's type check, the HEAD sweep, two instances while Redis goes) took over 30 s.
          // `npm test` runs these alone now (decision 0280); `vitest` may still run beside anything.
          testTimeout: 90_000,
          // A hook that starts a server waits as long as startServerProcess does (180 s): a busy
          // machine starts slowly.
          hookTimeout: 180_000,
        },
      },
      {
        test: { name: 'common', root: 'common', environment: 'node', isolate: false, include: ['src/**/*.test.ts'] },
      },
      {
        extends: 'web/vite.config.ts',
        test: {
          name: 'web',
          root: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: FRESH_MODULE_FILES,
          setupFiles: ['src/test-setup.ts'],
          // One page and one set of modules per worker, put back as new after each file by the set-up
          // file (decision 0185): a new jsdom and React for every file was 40 % of these tests' CPU.
          isolate: false,
          execArgv: webStorageOff,
          // A screen typed into and rendered in jsdom can take seconds on a busy two-core machine.
          testTimeout: 20_000,
        },
      },
      {
        // Files that watch a module load for the first time get modules of their own.
        extends: 'web/vite.config.ts',
        test: {
          name: 'web-fresh-modules',
          root: 'web',
          environment: 'jsdom',
          include: FRESH_MODULE_FILES,
          setupFiles: ['src/test-setup.ts'],
          execArgv: webStorageOff,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
