import { afterAll, beforeAll } from 'vitest';
import { startReplayServer, type ReplayHandler, type ReplayServer } from './replay-server';
import { createTestApp, type TestApp } from './test-app';

/**
 * The real app in live mode, every sports provider base URL pointed at one local replay server;
 * `env` adds to or overrides the app's settings (a shorter timeout, say).
 */
export async function liveSportsApp(
  handle: ReplayHandler,
  now = '2026-06-13T23:30:00Z',
  env: Record<string, string> = {},
): Promise<{ t: TestApp; replay: ReplayServer }> {
  const replay = await startReplayServer(handle);
  const t = await createTestApp({
    now,
    env: {
      DATA_SOURCE: 'live',
      MLB_BASE_URL: replay.url,
      NHL_BASE_URL: replay.url,
      NHL_STATS_BASE_URL: `${replay.url}/stats/rest`,
      UPSTREAM_TIMEOUT_MS: '2000',
      // The records and goalies the tests read must not be cut by a busy machine's slowness.
      NHL_EXTRAS_BUDGET_MS: '30000',
      ...env,
    },
  });
  return { t, replay };
}

/**
 * liveSportsApp for the tests of the enclosing describe: started before them and closed after
 * them. Its `t` and `replay` are there inside the tests (not while the describe is collected).
 */
export function liveSportsAppForTests(
  handle: ReplayHandler,
  now?: string,
  env?: Record<string, string>,
): { readonly t: TestApp; readonly replay: ReplayServer } {
  let live: { t: TestApp; replay: ReplayServer } | undefined;
  beforeAll(async () => {
    live = await liveSportsApp(handle, now, env);
  });
  afterAll(async () => {
    await live?.t.close();
    await live?.replay.close();
  });
  const started = () => {
    if (!live) throw new Error('The live sports app starts before the tests: read it inside one.');
    return live;
  };
  return {
    get t() {
      return started().t;
    },
    get replay() {
      return started().replay;
    },
  };
}

/** The NHL stats API's team list (`/stats/rest/en/team`) for the small fixtures' clubs, Boston and Toronto. */
export const BOSTON_AND_TORONTO = {
  data: [
    { id: 6, fullName: 'Boston Bruins' },
    { id: 10, fullName: 'Toronto Maple Leafs' },
  ],
};

let visitors = 0;
/**
 * A client address of its own for each request: a test of shapes asks for many games no stored
 * day lists, and each is a guess one client makes only a few of (unknown-game-ids.test.ts).
 */
export function newVisitor(): string {
  visitors += 1;
  return `10.9.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
}
