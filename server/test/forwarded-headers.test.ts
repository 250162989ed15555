import type { TvSearchResult } from '@guide/common/tv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const SEARCH = '/v1/tv-search?title=Nightfall';
const linksOf = (body: string) => [...body.matchAll(/"(?:href|medium|original)":"([^"]+)"/g)].map((m) => m[1]!);

describe('forwarded headers with TRUST_PROXY and no PUBLIC_URL', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1', FORWARDED_HOSTS: 'guide.example.com' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  const spellings: Record<string, string>[] = [
    { 'x-forwarded-host': 'evil.example' },
    { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    { 'x-forwarded-host': 'guide.example.com', 'x-forwarded-proto': 'javascript' },
    { 'x-forwarded-host': 'guide.example.com, evil.example' },
    { 'x-forwarded-proto': 'javascript' },
    { host: 'evil.example' },
  ];

  it('never puts a forwarded host or a scheme other than http(s) into a link, first answer or kept', async () => {
    for (const headers of spellings) {
      for (let round = 0; round < 2; round++) {
        const res = await fetch(`${base}${SEARCH}`, { headers });
        expect(res.status).toBe(200);
        const links = linksOf(await res.text());
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) {
          expect(link).not.toContain('evil.example');
          expect(link).toMatch(/^(https?:\/\/guide\.example\.com\/v1\/|\/v1\/)/);
        }
      }
    }
  });

  it('uses an allowed forwarded host and scheme, and says in Vary that the answer depends on them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: SEARCH,
      headers: { 'x-forwarded-host': 'guide.example.com', 'x-forwarded-proto': 'https' },
    });
    expect(res.json<TvSearchResult[]>()[0]!.show._links.self.href).toMatch(
      /^https:\/\/guide\.example\.com\/v1\/tv-show\/\d+$/,
    );
    expect(String(res.headers.vary)).toMatch(/X-Forwarded-Host, X-Forwarded-Proto/);
    const kept = await t.app.inject({
      method: 'GET',
      url: SEARCH,
      headers: { 'x-forwarded-host': 'guide.example.com', 'x-forwarded-proto': 'https' },
    });
    expect(kept.headers.age).toBeDefined();
    expect(String(kept.headers.vary)).toMatch(/X-Forwarded-Host, X-Forwarded-Proto/);
  });
});

describe('a client-chosen request id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('is repeated only when it is a plain token', async () => {
    const plain = await t.app.inject({
      method: 'GET',
      url: '/v1/discover',
      headers: { 'x-request-id': 'abc-123.proxy:7' },
    });
    expect(plain.headers['x-request-id']).toBe('abc-123.proxy:7');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/v1/discover',
      headers: { 'x-request-id': 'a b\tlevel=error "msg":"forged"' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
