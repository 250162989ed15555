import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEnv, startFakeProvider, type FakeProvider } from './fake-provider';
import { createTestApp, type TestApp } from './test-app';

/** A GET from a chosen loopback address (Linux answers all of 127/8), with no connection reuse. */
function getFrom(
  localAddress: string,
  port: number,
  path: string,
): Promise<{ status: number; retryAfter?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, localAddress, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }));
      })
      .on('error', reject);
  });
}

describe('a fair share of a rate-limited provider', () => {
  let fake: FakeProvider;
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    fake = await startFakeProvider();
    t = await createTestApp({ env: liveEnv(fake) });
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('answers three searches from one client within 5 s while another fires 40 at once', async () => {
    const flood = Promise.all(
      Array.from({ length: 40 }, (_, i) => getFrom('127.0.0.2', port, `/v1/tv-search?title=flood${i}`)),
    );
    const started = performance.now();
    const mine = await Promise.all(
      ['alpha', 'beta', 'gamma'].map((title) => getFrom('127.0.0.3', port, `/v1/tv-search?title=${title}`)),
    );
    expect(performance.now() - started).toBeLessThan(5000);
    expect(mine.map((r) => r.status)).toEqual([200, 200, 200]);

    const flooded = await flood;
    const refused = flooded.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(flooded.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    for (const r of refused) {
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
      expect(r.body).toMatch(/^You have made many requests .* Please wait \d+ seconds and try again\.$/);
    }
  });

  it('keeps MLB to a fair share too: 29 team pages of distinct days from one client, and another is served', async () => {
    const day = (i: number) => `2026-06-${String(i + 1).padStart(2, '0')}`;
    const flood = Promise.all(
      Array.from({ length: 29 }, (_, i) => getFrom('127.0.0.4', port, `/v1/sports/mlb/team/147?date=${day(i)}`)),
    );
    const mine = await Promise.all(
      ['2026-07-01', '2026-07-02', '2026-07-03'].map((d) =>
        getFrom('127.0.0.5', port, `/v1/sports/mlb/team/147?date=${d}`),
      ),
    );
    expect(mine.map((r) => r.status)).toEqual([200, 200, 200]);
    const flooded = await flood;
    const refused = flooded.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(flooded.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    for (const r of refused) {
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
      expect(r.body).toMatch(/^You have made many requests that need our data provider \(MLB Stats API\) at once\./);
    }
  });
});
