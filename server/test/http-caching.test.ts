import type { TvMovieAiring } from '@guide/common/tv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { signUp } from './users';

const PUBLIC_GETS = [
  '/v1/sports/nhl/games?date=2026-11-21',
  '/v1/sports/mlb/games?date=2026-11-20',
  '/v1/sports/nhl/next',
  '/v1/sports/mlb/team/147',
  '/v1/movies?zip=10001',
  '/v1/discover',
  '/v1/places/10001',
  '/v1/tv-movies?date=2026-11-21T05:00:00Z',
  '/v1/tv-sports?date=2026-11-21T05:00:00Z',
  '/v1/tv-search?title=night',
  '/v1/tv-show/49',
];

describe('answers a cache can keep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://app.example.com, https://other.example.com' } });
  });
  afterAll(async () => t?.close());
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each(PUBLIC_GETS)('GET %s is public, has an ETag and sets no cookie', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 304 with no body when If-None-Match holds the current ETag, 200 otherwise', async () => {
    const url = '/v1/tv-movies?date=2026-11-21T05:00:00Z';
    const first = await get(url);
    const again = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get(url, { 'if-none-match': `"stale", ${String(first.headers.etag)}` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);
  });

  it('keeps account data private and out of every cache, and gives private answers the XSRF cookie', async () => {
    const { authorization } = await signUp(t.app, 'cache-private@example.com');
    const res = await get('/v1/users/get-data', { authorization });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeDefined();
  });

  it('never lets a cache keep an error', async () => {
    const res = await get('/v1/tv-show/999999999');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lets other origins use the images', async () => {
    const [airing] = (await get('/v1/tv-movies?date=2026-11-21T05:00:00Z')).json<TvMovieAiring[]>();
    const image = await get(new URL(airing!.program.preferredImage.relayUrl).pathname);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.headers['set-cookie']).toBeUndefined();
  });

  describe('CORS', () => {
    it('answers a preflight from a configured origin, credentials allowed', async () => {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/v1/users/add-zip?zip=10001',
        headers: {
          origin: 'https://app.example.com',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, x-xsrf-token',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('https://app.example.com');
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers['access-control-allow-headers'])).toMatch(/authorization/);
      const simple = await get('/v1/discover', { origin: 'https://other.example.com' });
      expect(simple.headers['access-control-allow-origin']).toBe('https://other.example.com');
      expect(String(simple.headers.vary)).toMatch(/Origin/);
    });

    it('gives any other origin no CORS permission', async () => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/v1/users/add-zip',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBe(404);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      const simple = await get('/v1/discover', { origin: 'https://evil.example' });
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

describe('CORS with no origins configured', () => {
  it('allows no other origin', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/discover',
        headers: { origin: 'https://app.example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
