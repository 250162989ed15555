/**
 * The live app against a provider that misbehaves in every way we know of: each /v1 endpoint
 * answers within its deadline (a short one here) with data, a stale copy, or a 5xx sentence;
 * never 500, never an empty list for a broken answer, and nothing wrong is cached.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAULT_MODES, liveEnv, startFakeProvider, type FakeProvider, type FaultMode } from './fake-provider';
import { appsOnOneDatabase, type TestApp } from './test-app';

const DATA_ENDPOINTS = [
  '/v1/sports/mlb/games?date=2026-11-21',
  '/v1/sports/nhl/games?date=2026-11-21',
  '/v1/sports/mlb/game/1',
  '/v1/sports/nhl/game/2026020300',
  '/v1/sports/nhl/next?after=2026-11-21',
  '/v1/sports/mlb/team/147',
  '/v1/movies?zip=10001&date=2026-11-21',
  '/v1/discover',
  '/v1/tv-movies?date=2026-11-21T05:00:00Z',
  '/v1/tv-sports?date=2026-11-21T05:00:00Z',
  '/v1/tv-search?title=example',
  '/v1/tv-show/82',
  '/v1/tv-show/episode/5',
];
const IMAGE_ENDPOINTS = [
  '/v1/images/posters/w185/r.jpg',
  '/v1/images/showings/assets/p1.jpg',
  '/v1/tv-images/gracenote/assets/p2.jpg',
  '/v1/tv-images/tvmaze/uploads/a.jpg',
];
const ENDPOINTS = [...DATA_ENDPOINTS, ...IMAGE_ENDPOINTS];

/** What each misbehaviour must come out as: the slow provider is still in time, hanging is a 504. */
const EXPECTED: Record<FaultMode, number> = {
  ok: 200,
  slow: 200,
  hang: 504,
  reset: 502,
  '500': 502,
  garbage: 502,
  'wrong-shape': 502,
  'redirect-off-host': 502,
  svg: 502,
  oversized: 502,
};

const SENTENCE = /^Our data provider \([^)]+\) [^]+\.$/;

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(async () => fake?.close());

// Opening a PGlite database was most of an app's cost here: the apps share one, emptied before each.
const freshApp = appsOnOneDatabase();

const faultEnv = (extra: Record<string, string> = {}) => ({
  ...liveEnv(fake),
  REQUEST_DEADLINE_MS: '2000',
  UPSTREAM_TIMEOUT_MS: '1200',
  BREAKER_FAILURES: '100',
  IMAGE_MAX_KB: '512',
  ...extra,
});

/**
 * Asks again (for up to about 3 s) until the answer is a 200; answers the last answer. Each
 * endpoint asks from its own address: what is measured is the provider's fault, not one visitor's
 * share of the provider (a TV listing costs up to three calls: the line-up, its channels, the airings).
 */
async function answerOnceWell(t: TestApp, url: string) {
  const remoteAddress = `10.0.0.${ENDPOINTS.indexOf(url) + 1}`;
  let after = await t.app.inject({ method: 'GET', url, remoteAddress });
  for (let tries = 0; after.statusCode !== 200 && tries < 10; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    after = await t.app.inject({ method: 'GET', url, remoteAddress });
  }
  return { url, status: after.statusCode, body: after.statusCode === 200 ? '' : after.body, data: after.body };
}

describe.each(FAULT_MODES)('every endpoint, uncached, when the provider is %s', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    // Only a hanging provider needs the short deadline; every other answer, all endpoints at once
    // on a busy machine, gets room enough that its status never depends on the machine's speed.
    t = await freshApp({
      env: mode === 'hang' ? faultEnv() : faultEnv({ REQUEST_DEADLINE_MS: '10000', UPSTREAM_TIMEOUT_MS: '8000' }),
    });
    fake.mode = mode;
  });
  afterAll(async () => {
    fake.mode = 'ok';
    await t?.close();
  });

  // All endpoints at once: a hanging provider costs one timeout, not one per endpoint.
  it('answers every endpoint within its deadline, and keeps nothing wrong', async () => {
    fake.mode = mode;
    const answers = await Promise.all(ENDPOINTS.map((url) => t.app.inject({ method: 'GET', url })));
    expect(Object.fromEntries(ENDPOINTS.map((url, i) => [url, answers[i]!.statusCode]))).toEqual(
      Object.fromEntries(ENDPOINTS.map((url) => [url, EXPECTED[mode]])),
    );
    for (const answer of answers) if (answer.statusCode !== 200) expect(answer.body).toMatch(SENTENCE);
    // Nothing wrong was kept: once the provider is well again (and calls still under way when it
    // recovered have ended), so is every answer.
    fake.mode = 'ok';
    const recovered = await Promise.all(ENDPOINTS.map((url) => answerOnceWell(t, url)));
    expect(recovered.map(({ url, status, body }) => ({ url, status, body }))).toEqual(
      ENDPOINTS.map((url) => ({ url, status: 200, body: '' })),
    );
    for (const [i, url] of ENDPOINTS.entries())
      if (DATA_ENDPOINTS.includes(url)) expect(recovered[i]!.data).not.toBe('[]');
  });

  it('stays ready', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('a cached copy when the provider fails', () => {
  const clock = { now: 1_000_000 };
  let t: TestApp;
  beforeAll(async () => {
    fake.mode = 'ok';
    t = await freshApp({ env: faultEnv(), providerNow: () => clock.now });
    for (const url of ENDPOINTS) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
  afterAll(async () => {
    fake.mode = 'ok';
    await t?.close();
  });

  it.each(FAULT_MODES.filter((m) => m !== 'slow'))(
    'is served when the provider is %s, long after it expired',
    async (mode) => {
      // Days later: past every freshness and revalidation window, still inside stale-if-error.
      clock.now += 2 * 3600_000;
      fake.mode = mode;
      for (const url of ENDPOINTS) {
        const res = await t.app.inject({ method: 'GET', url });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      }
    },
  );
});

describe('the circuit breaker, seen from the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await freshApp({ env: faultEnv({ BREAKER_FAILURES: '2', BREAKER_COOLDOWN_SECONDS: '1' }) });
  });
  afterAll(async () => {
    fake.mode = 'ok';
    await t?.close();
  });
  afterEach(() => {
    fake.mode = 'ok';
  });

  it('stops calling a failing provider, answers 503 at once, and calls again after the cool-down', async () => {
    fake.mode = '500';
    expect((await t.app.inject({ method: 'GET', url: '/v1/tv-show/82' })).statusCode).toBe(502);
    const asked = fake.requests.length;
    const refused = await t.app.inject({ method: 'GET', url: '/v1/tv-show/83' });
    expect(refused.statusCode).toBe(503);
    expect(refused.body).toBe(
      'Our data provider (TVmaze) is unavailable for the moment. Please try again in a minute.',
    );
    expect(fake.requests.length).toBe(asked);
    fake.mode = 'ok';
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await t.app.inject({ method: 'GET', url: '/v1/tv-show/83' })).statusCode).toBe(200);
  });
});

describe('identical concurrent misses', () => {
  let t: TestApp;
  beforeAll(async () => {
    fake.mode = 'slow';
    // Coalescing is what is measured, not the deadline: room for a loaded machine to answer 100 at once.
    t = await freshApp({ env: faultEnv({ REQUEST_DEADLINE_MS: '10000', UPSTREAM_TIMEOUT_MS: '8000' }) });
  });
  afterAll(async () => {
    fake.mode = 'ok';
    await t?.close();
  });

  it.each([
    '/v1/tv-show/82',
    '/v1/movies?zip=10001&date=2026-11-21',
    '/v1/tv-images/tvmaze/uploads/popular.jpg',
    '/v1/images/posters/w185/popular.jpg',
  ])('100 requests for %s make one provider call', async (url) => {
    fake.requests.length = 0;
    const answers = await Promise.all(Array.from({ length: 100 }, () => t.app.inject({ method: 'GET', url })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    expect(fake.requests).toHaveLength(1);
  });
});

describe('what an anonymous caller can make us store', () => {
  let t: TestApp;
  beforeAll(async () => {
    fake.mode = 'ok';
    t = await freshApp({ env: faultEnv() });
  });
  afterAll(async () => t?.close());

  it('asks the provider once for searches that differ in case and spacing', async () => {
    fake.requests.length = 0;
    for (const title of ['Example', '  example ', 'EXAMPLE'])
      await t.app.inject({ method: 'GET', url: `/v1/tv-search?title=${encodeURIComponent(title)}` });
    expect(fake.requests).toEqual(['/tvmaze/search/shows?q=example']);
  });

  it('asks for whole hours of TV listings, whatever minute is sent', async () => {
    fake.requests.length = 0;
    for (const minute of ['05:00', '05:15', '05:59'])
      await t.app.inject({ method: 'GET', url: `/v1/tv-movies?date=2026-11-22T${minute}:00Z` });
    // The line-up and its channels are asked once and kept; the listings once for the hour.
    expect(fake.requests.filter((url) => url.includes('/airings?'))).toHaveLength(1);
  });

  it('refuses listings far from today instead of asking the provider', async () => {
    fake.requests.length = 0;
    const far = await t.app.inject({ method: 'GET', url: '/v1/tv-movies?date=2027-06-01T05:00:00Z' });
    expect(far.statusCode).toBe(400);
    expect(far.body).toBe('Listings are available for dates within 14 days of today.');
    const cinema = await t.app.inject({ method: 'GET', url: '/v1/movies?zip=10001&date=2027-06-01' });
    expect(cinema.statusCode).toBe(400);
    expect(fake.requests).toEqual([]);
  });
});

describe('the TVmaze rate limit, seen from the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    fake.mode = 'ok';
    // The deadline stays under the 10 s window, so a call past the 20th cannot wait for a slot
    // and is refused, and leaves the 20 that get one room to be answered by a busy test machine
    // (30 requests at once, with the whole suite beside them: 4 s was once not enough).
    t = await freshApp({ env: faultEnv({ REQUEST_DEADLINE_MS: '7000', UPSTREAM_TIMEOUT_MS: '6000' }) });
  });
  afterAll(async () => t?.close());

  it('answers what fits in the provider’s limit and refuses the rest at once, without queueing past the deadline', async () => {
    fake.requests.length = 0;
    // Thirty visitors, one search each: no one is past their share.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({ method: 'GET', url: `/v1/tv-search?title=show${i}`, remoteAddress: `10.0.0.${i + 1}` }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    // 20 calls per 10 seconds: the rest cannot get a slot within their 7 seconds, and are told so at once.
    expect(fake.requests.length).toBe(20);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 503)).toHaveLength(10);
    expect(answers.find((a) => a.statusCode === 503)!.body).toBe(
      'Our data provider (TVmaze) is unavailable for the moment. Please try again in a minute.',
    );
  });

  it('gives one client firing many searches its share, and a 429 with Retry-After for the rest', async () => {
    const other = await freshApp({ env: faultEnv({ REQUEST_DEADLINE_MS: '4000', UPSTREAM_TIMEOUT_MS: '3000' }) });
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          other.app.inject({ method: 'GET', url: `/v1/tv-search?title=greedy${i}` }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused).toHaveLength(20);
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});
