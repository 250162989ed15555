import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { signUp } from './users';

/** Requests through a believed proxy: X-Forwarded-For says which client each one is. */
const from = (address: string, headers: Record<string, string> = {}) => ({
  headers: { 'x-forwarded-for': address, ...headers },
});
const CLIENT_A = '203.0.113.1';
const CLIENT_B = '203.0.113.2';
const CLIENT_C = '203.0.113.3';

describe('each client’s fair share of the costly routes (real server)', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    // A search costs 5 units: a share of 300 a minute is ten searches per client every ten seconds.
    t = await createTestApp({
      env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://guide.example.com', FAIR_SHARE_PER_MINUTE: '300' },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  const get = (path: string, init: { headers: Record<string, string> }) => fetch(`${base}${path}`, init);
  const search = (n: number, init: { headers: Record<string, string> }) =>
    get(`/v1/search?q=${encodeURIComponent(`yankees ${n}`)}`, init);

  it('refuses one client past its share with 429, Retry-After and a sentence, while others and kept pages answer', async () => {
    expect((await get('/v1/discover', from(CLIENT_B))).status).toBe(200);
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (let n = 0; n < 14; n++) {
      // Distinct queries: none is a kept answer, each reaches the search.
      const res = await search(n, from(CLIENT_A));
      statuses.push(res.status);
      if (res.status === 429) refusal ??= res;
      else await res.arrayBuffer();
      // A kept page for another client answers throughout.
      const kept = await get('/v1/discover', from(CLIENT_B));
      expect(kept.status).toBe(200);
      expect(kept.headers.get('age')).not.toBeNull();
      await kept.arrayBuffer();
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(4).fill(429));
    expect(Number(refusal!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refusal!.text()).toMatch(/^You have asked for this too often just now\. Please wait \d+ seconds/);
    // A third address still searches: the share is per client, not one cap for everyone.
    expect((await search(0, from(CLIENT_C))).status).toBe(200);
    // The route's share is its own: client A's cheap pages still answer.
    expect((await get('/v1/sports/mlb/games?date=2026-11-20', from(CLIENT_A))).status).toBe(200);
  });

  it('says in the API document which operations may answer 429 and 503', async () => {
    const document = (await (await fetch(`${base}/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const statuses = (path: string, method = 'get') => Object.keys(document.paths[path]![method]!.responses);
    expect(statuses('/v1/search')).toEqual(expect.arrayContaining(['429', '503']));
    expect(statuses('/v1/users/calendar/reset', 'post')).toEqual(expect.arrayContaining(['429', '503']));
    expect(statuses('/v1/discover')).toContain('429');
    expect(statuses('/v1/discover')).not.toContain('503');
    expect(statuses('/v1/images/posters/w185/{file}')).not.toContain('429');
  });

  it('counts a logged-in user’s requests against the account, not the address', async () => {
    const first = await signUp(t.app, 'fair-first@example.com');
    const second = await signUp(t.app, 'fair-second@example.com');
    const address = '198.51.100.7';
    const firstStatuses: number[] = [];
    for (let n = 0; n < 11; n++)
      firstStatuses.push((await search(100 + n, from(address, { authorization: first.authorization }))).status);
    expect(firstStatuses.at(-1)).toBe(429);
    // Same address, another account: its own share.
    expect((await search(200, from(address, { authorization: second.authorization }))).status).toBe(200);
    // Same address without a token: the address's own share, untouched by the accounts'.
    expect((await search(300, from(address))).status).toBe(200);
  });
});

describe('shedding expensive requests when the event loop lags (real server)', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({ env: { SHED_EVENT_LOOP_DELAY_MS: '50' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  /** Keeps this process (the server's) busy, as a burst of CPU-heavy work would. */
  const busyFor = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };

  it('answers 503 with Retry-After to an expensive request, while kept pages and health checks answer', async () => {
    expect((await fetch(`${base}/v1/discover`)).status).toBe(200);
    let shed: Response | undefined;
    for (let attempt = 0; attempt < 5 && !shed; attempt++) {
      busyFor(800);
      const [expensive, kept, health, ready] = await Promise.all([
        fetch(`${base}/v1/search?q=${encodeURIComponent(`lantern ${attempt}`)}`),
        fetch(`${base}/v1/discover`),
        fetch(`${base}/healthz`),
        fetch(`${base}/readyz`),
      ]);
      expect(kept.status).toBe(200);
      expect(health.status).toBe(200);
      expect(ready.status).toBe(200);
      if (expensive.status === 503) shed = expensive;
      else expect(expensive.status).toBe(200);
    }
    expect(shed).toBeDefined();
    expect(shed!.headers.get('retry-after')).toBe('5');
    expect(await shed!.text()).toBe('The guide is very busy right now. Please try again in a few seconds.');
    // Once the loop is quiet again, the same kind of request is served.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await fetch(`${base}/v1/search?q=lantern`)).status).toBe(200);
  });
});
