import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../src/http/answers/compression';
import {
  IMMUTABLE,
  PRIVATE,
  REVALIDATE,
  UNCACHED,
  cacheControlOf,
  privateFor,
  publicFor,
  sharedMaxAge,
} from '../src/http/answers/cache-policy';
import { ResponseCache } from '../src/http/answers/response-cache';
import { createTestApp, type TestApp } from './test-app';

const TV_MOVIES = '/v1/tv-movies?date=2026-11-21T05:00:00Z';

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends brotli or gzip for JSON over 1 KB, the same JSON either way, and a tenth of the bytes or less', async () => {
    const plain = await get(TV_MOVIES);
    const br = await get(TV_MOVIES, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(TV_MOVIES, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gzip]) expect(String(res.headers.vary)).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length * 10).toBeLessThan(plain.rawPayload.length);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('leaves small answers alone', async () => {
    const res = await get('/v1/places/10001', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers a repeated public GET from the kept answer, byte for byte, with its age', async () => {
    const first = await get('/v1/discover', { 'accept-encoding': 'br' });
    const second = await get('/v1/discover', { 'accept-encoding': 'br' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers.age).toMatch(/^\d+$/);
    expect(second.headers['set-cookie']).toBeUndefined();
    expect((await get('/v1/discover', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });

  it('compresses private answers too, and never keeps them', async () => {
    const res = await get('/v1/sports/nhl/games?date=2026-11-21', {
      authorization: 'Bearer whatever',
      'accept-encoding': 'gzip',
    });
    expect(res.headers.age).toBeUndefined();
  });
});

describe('choosing an encoding', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', 'identity'],
  ])('%s → %s', (header, expected) => expect(chooseEncoding(header)).toBe(expected));
});

describe('the response cache', () => {
  const body = (size: number) => ({
    headers: {},
    bodies: { identity: Buffer.alloc(size) },
    etag: 'W/"x"',
    route: '/v1/x',
  });

  it('keeps an answer for its max-age (capped) and drops the least recently used past its bytes', () => {
    let now = 0;
    const cache = new ResponseCache({ maxBytes: 250, maxEntryBytes: 200, maxTtlSeconds: 60 }, () => now);
    expect(cache.set('a', body(100), 600)).toBe(true);
    expect(cache.set('b', body(100), 10)).toBe(true);
    cache.get('a');
    cache.set('c', body(100), 10);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.set('big', body(201), 10)).toBe(false);
    now = 11_000;
    expect(cache.get('c')).toBeUndefined();
    now = 61_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it.each([
    [publicFor(300), 'public, max-age=300', 300],
    [PRIVATE, 'private, no-store', 0],
    [privateFor(300), 'private, max-age=300', 0],
    [REVALIDATE, 'no-cache', 0],
    [UNCACHED, 'no-store', 0],
    [IMMUTABLE, 'public, max-age=31536000, immutable', 31536000],
  ])('sends %o as %s and keeps it %d seconds', (policy, header, seconds) => {
    expect(cacheControlOf(policy)).toBe(header);
    expect(sharedMaxAge(policy)).toBe(seconds);
  });
});
