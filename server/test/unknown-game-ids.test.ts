import { describe, expect, it } from 'vitest';
import { liveSportsAppForTests } from './live-sports-app';
import { haveRecordings, readRecording as read, recordedRoutes } from './replay-server';

const RECORDINGS = [
  'mlb/game-feed-live.json',
  'mlb/schedule-2023-09-12.json',
  'nhl/gamecenter-2023020672-landing.json',
  'nhl/stats-team-list.json',
];

/**
 * `ask` for each item, 30 at a time: as fast as one client can, without 300 requests queueing at
 * once on the embedded test database (under load some would outlast their deadline).
 */
async function inBatches<T, R>(items: T[], ask: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  for (let i = 0; i < items.length; i += 30) answers.push(...(await Promise.all(items.slice(i, i + 30).map(ask))));
  return answers;
}

/** `count` ids from `first` on. */
const idsFrom = (first: number, count: number) => Array.from({ length: count }, (_, i) => first + i);

/**
 * Game ids against a stand-in provider that knows two real games (MLB 716608 and NHL 2023020672,
 * as recorded) and one recorded MLB day, and answers 404 for every other game: what each way of
 * asking costs upstream, counted at the stand-in.
 */
describe.skipIf(!haveRecordings(...RECORDINGS))('unknown game ids and the providers’ budget', () => {
  const live = liveSportsAppForTests(
    recordedRoutes(
      {
        '/api/v1.1/game/716608/feed/live': 'mlb/game-feed-live.json',
        '/v1/gamecenter/2023020672/landing': 'nhl/gamecenter-2023020672-landing.json',
        '/stats/rest/en/team': 'nhl/stats-team-list.json',
      },
      (url) => {
        if (url.pathname !== '/api/v1/schedule') return undefined;
        if (url.searchParams.get('gamePk')) return { body: { dates: [] } };
        if (url.searchParams.get('date') === '2023-09-12') return { body: read('mlb/schedule-2023-09-12.json') };
        return undefined;
      },
    ),
    '2023-09-13T16:00:00Z',
  );

  const getFrom = (remoteAddress: string, url: string) => live.t.app.inject({ method: 'GET', url, remoteAddress });
  /** Calls the stand-in received for game ids while `work` ran. */
  async function gameCallsDuring(work: () => Promise<unknown>): Promise<number> {
    const before = live.replay.requests.length;
    await work();
    return live.replay.requests.slice(before).filter((r) => /\/game\/|\/gamecenter\//.test(r)).length;
  }

  it('300 distinct unknown MLB ids from one client make a handful of calls; the rest get 429 with Retry-After; another client is still served', async () => {
    const ids = idsFrom(900_001, 300);
    let answers: Awaited<ReturnType<typeof getFrom>>[] = [];
    const calls = await gameCallsDuring(async () => {
      answers = await inBatches(ids, (id) => getFrom('10.0.0.1', `/v1/sports/mlb/game/${id}/summary`));
    });
    // The greedy client's three guesses of the window.
    expect(calls).toBeLessThanOrEqual(5);
    // Within the same window another client's guess, a real game, is fetched.
    expect((await getFrom('10.0.0.2', '/v1/sports/mlb/game/716608/summary')).statusCode).toBe(200);
    const notFound = answers.filter((a) => a.statusCode === 404);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(notFound.length + refused.length).toBe(300);
    expect(notFound.length).toBeGreaterThan(0);
    for (const a of notFound) expect(a.body).toMatch(/^There is no MLB game with id \d+\.$/);
    for (const a of refused) {
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
      expect(a.body).toMatch(/^You have made many requests .* Please wait \d+ seconds and try again\.$/);
    }

    // Asking again for the ids found unknown costs nothing upstream, whoever asks.
    const unknown = ids.filter((_, i) => answers[i]!.statusCode === 404);
    const again = await gameCallsDuring(() =>
      inBatches(unknown, async (id) =>
        expect((await getFrom('10.0.0.3', `/v1/sports/mlb/game/${id}/summary`)).statusCode).toBe(404),
      ),
    );
    expect(again).toBe(0);
  });

  it('the older /game/{id} route: 300 unknown NHL ids make a handful of calls, and none when asked again', async () => {
    const ids = idsFrom(2023029001, 300);
    let answers: Awaited<ReturnType<typeof getFrom>>[] = [];
    const calls = await gameCallsDuring(async () => {
      answers = await inBatches(ids, (id) => getFrom('10.0.1.1', `/v1/sports/nhl/game/${id}`));
    });
    expect(calls).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.statusCode === 404 || a.statusCode === 429)).toBe(true);
    const unknown = ids.filter((_, i) => answers[i]!.statusCode === 404);
    expect(unknown.length).toBeGreaterThan(0);
    const again = await gameCallsDuring(() =>
      inBatches(unknown, (id) => getFrom('10.0.1.2', `/v1/sports/nhl/game/${id}`)),
    );
    expect(again).toBe(0);
  });

  it('a real game no stored day lists is fetched: 200 on both routes', async () => {
    const summary = await getFrom('10.0.2.1', '/v1/sports/nhl/game/2023020672/summary');
    expect(summary.statusCode).toBe(200);
    const game = await getFrom('10.0.2.1', '/v1/sports/nhl/game/2023020672');
    expect(game.statusCode).toBe(200);
    expect(game.json<{ Game: { id: number } }>().Game.id).toBe(2023020672);
    expect((await getFrom('10.0.2.1', '/v1/sports/mlb/game/716608')).statusCode).toBe(200);
  });

  it('an id no game can have answers 404 with the same sentence, and no provider is asked', async () => {
    const impossible = [
      ['mlb', 10_000_000], // more digits than any gamePk
      ['mlb', 9_007_199_254_740_991],
      ['nhl', 2023050001], // game type 05
      ['nhl', 1900020001], // before the first season
      ['nhl', 2031020001], // a season years away
      ['nhl', 2023020000], // game number 0000
      ['nhl', 716608], // too few digits
    ] as const;
    const calls = await gameCallsDuring(async () => {
      for (const [league, id] of impossible)
        for (const path of [`/v1/sports/${league}/game/${id}/summary`, `/v1/sports/${league}/game/${id}`]) {
          const res = await getFrom('10.0.3.1', path);
          expect(res.statusCode, path).toBe(404);
          expect(res.body).toBe(`There is no ${league.toUpperCase()} game with id ${id}.`);
        }
    });
    expect(calls).toBe(0);
  });

  it('ids a stored day lists are no guesses: one client reads every summary of a day without a 429', async () => {
    const day = await getFrom('10.0.4.1', '/v1/sports/mlb/games?date=2023-09-12');
    expect(day.statusCode).toBe(200);
    const listed = day.json<{ id: number }[]>().map((g) => g.id);
    expect(listed.length).toBeGreaterThan(3);
    const answers = await Promise.all(listed.map((id) => getFrom('10.0.4.1', `/v1/sports/mlb/game/${id}/summary`)));
    // The stand-in has only 716608's feed: the others are unknown to it, and say so.
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200 && s !== 404)).toEqual([]);
  });
});
