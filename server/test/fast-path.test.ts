import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** Headers that differ between any two answers, whichever path sent them. */
const PER_ANSWER = new Set(['date', 'age', 'x-request-id', 'connection', 'keep-alive']);
const comparable = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => !PER_ANSWER.has(name)));

describe('kept answers over real HTTP', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://app.example.com' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('answers a repeat with the same headers and bytes as the first answer', async () => {
    const url = `${base}/v1/tv-movies?date=2026-11-21T05:00:00Z`;
    const headers = { 'accept-encoding': 'br', origin: 'https://app.example.com' };
    const first = await fetch(url, { headers });
    const firstBody = await first.text();
    const second = await fetch(url, { headers });
    expect(second.headers.get('age')).toMatch(/^\d+$/);
    expect(first.headers.get('age')).toBeNull();
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(second.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(second.headers.get('set-cookie')).toBeNull();
    const notModified = await fetch(url, { headers: { ...headers, 'if-none-match': second.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
  });

  it('sends no CORS permission to another origin from a kept answer either', async () => {
    const url = `${base}/v1/discover`;
    await fetch(url);
    const kept = await fetch(url, { headers: { origin: 'https://evil.example' } });
    expect(kept.headers.get('age')).not.toBeNull();
    expect(kept.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never answers a request with credentials from the kept answers', async () => {
    const url = `${base}/v1/discover`;
    await fetch(url);
    const withToken = await fetch(url, { headers: { authorization: 'Bearer x' } });
    expect(withToken.headers.get('age')).toBeNull();
  });
});

describe('kept answers behind a proxy with PUBLIC_URL', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://guide.example.com', CORS_ORIGINS: 'https://app.example.com' },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  const forwarded = {
    'x-forwarded-for': '203.0.113.9',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    'accept-encoding': 'gzip',
    origin: 'https://app.example.com',
  };

  it('serves forwarded requests from the kept answers, with the same headers, bytes and request ids', async () => {
    const url = `${base}/v1/tv-search?title=Nightfall`;
    const first = await fetch(url, { headers: { ...forwarded, 'x-request-id': 'proxy-1' } });
    const firstBody = await first.text();
    const second = await fetch(url, { headers: { ...forwarded, 'x-request-id': 'proxy-2' } });
    expect(first.headers.get('age')).toBeNull();
    expect(second.headers.get('age')).toMatch(/^\d+$/);
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    expect(await second.text()).toBe(firstBody);
    expect(firstBody).toContain('https://guide.example.com/v1/');
    expect(firstBody).not.toContain('evil.example');
    expect([first.headers.get('x-request-id'), second.headers.get('x-request-id')]).toEqual(['proxy-1', 'proxy-2']);
    const forged = await fetch(url, { headers: { ...forwarded, 'x-request-id': 'x'.repeat(300) } });
    expect(forged.headers.get('age')).not.toBeNull();
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
