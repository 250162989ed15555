import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withAbsoluteLinks } from '../src/http/answers/links';
import { ResponseCache } from '../src/http/answers/response-cache';
import { createTestApp, type TestApp } from './test-app';

describe('absolute links, made on the answer before it is serialized', () => {
  const origin = 'https://guide.example.com';

  it('makes our link and image paths absolute at any depth, and nothing else', () => {
    const answer = {
      href: '/v1/x',
      title: '/v1/not-a-link',
      games: [{ image: { medium: '/v1/tv-images/a.jpg', original: 'https://elsewhere.example/b.jpg' } }],
      links: [{ href: '/v1/y' }],
    };
    expect(withAbsoluteLinks(answer, origin)).toEqual({
      href: `${origin}/v1/x`,
      title: '/v1/not-a-link',
      games: [{ image: { medium: `${origin}/v1/tv-images/a.jpg`, original: 'https://elsewhere.example/b.jpg' } }],
      links: [{ href: `${origin}/v1/y` }],
    });
  });

  it('never changes the value it was given (a cached object keeps its paths), and shares what has no link', () => {
    const untouched = { name: 'no links here', list: [1, 2, 3] };
    const answer = { show: { relayUrl: '/v1/tv-images/show/1.jpg' }, untouched };
    const made = withAbsoluteLinks(answer, origin);
    expect(answer.show.relayUrl).toBe('/v1/tv-images/show/1.jpg');
    expect(made.show.relayUrl).toBe(`${origin}/v1/tv-images/show/1.jpg`);
    expect(made.untouched).toBe(untouched);
    expect(withAbsoluteLinks(untouched, origin)).toBe(untouched);
    expect(withAbsoluteLinks(answer, undefined)).toBe(answer);
  });
});

describe('the kept answers are looked up once per request', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1', FORWARDED_HOSTS: 'guide.example.com' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.restoreAllMocks());

  const lookupsFor = async (url: string, headers: Record<string, string> = {}) => {
    const get = vi.spyOn(ResponseCache.prototype, 'get');
    const response = await fetch(base + url, { headers });
    await response.arrayBuffer();
    const count = get.mock.calls.length;
    get.mockRestore();
    return { count, age: response.headers.get('age') };
  };

  it('by the fast path, a miss included (Fastify does not look again)', async () => {
    expect(await lookupsFor('/v1/discover')).toEqual({ count: 1, age: null });
    expect((await lookupsFor('/v1/discover')).count).toBe(1);
  });

  it('by Fastify for a forwarded origin the fast path cannot read', async () => {
    const forwarded = { 'x-forwarded-host': 'guide.example.com', 'x-forwarded-proto': 'https' };
    expect(await lookupsFor('/v1/places/10001', forwarded)).toEqual({ count: 1, age: null });
    const kept = await lookupsFor('/v1/places/10001', forwarded);
    expect(kept.count).toBe(1);
    expect(kept.age).not.toBeNull();
  });

  it('not at all for a request with credentials', async () => {
    expect((await lookupsFor('/v1/discover', { authorization: 'Bearer x' })).count).toBe(0);
  });
});
