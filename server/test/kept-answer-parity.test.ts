import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * A first answer (a miss, made through Fastify's routing and kept) and a kept one (a hit, sent by
 * the fast path or, for a forwarded origin, by Fastify's hook) must carry the same status, headers
 * and bytes: they differ only in Date, Age (a hit's alone) and a request id we made up.
 */

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request as sent, undecoded (fetch would add Accept-Encoding and decode). */
function raw(url: string, method: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

const PER_ANSWER = new Set(['date', 'age', 'connection', 'keep-alive', 'x-request-id']);
const comparable = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const ALLOWED = 'https://app.example.com';
const MOVIES = '/v1/tv-movies?date=2026-11-21T05:00:00Z';
const SMALL = '/v1/places/10001';

interface Case {
  name: string;
  path?: string;
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  /** Sends If-None-Match with the answer's own ETag. */
  conditional?: boolean;
  image?: boolean;
  status?: number;
  /** What X-Request-Id both answers carry: the client's, or one we make (a UUID each). */
  requestId?: string | 'made';
}

const CASES: Case[] = [
  { name: 'identity', headers: {} },
  { name: 'gzip', headers: { 'accept-encoding': 'gzip' } },
  { name: 'br', headers: { 'accept-encoding': 'gzip, deflate, br' } },
  { name: 'br refused with q=0, gzip', headers: { 'accept-encoding': 'br;q=0, gzip' } },
  { name: 'an answer too small to compress', path: SMALL, headers: { 'accept-encoding': 'br' } },
  { name: 'HEAD', method: 'HEAD', headers: { 'accept-encoding': 'br' } },
  { name: '304 for If-None-Match', conditional: true, status: 304, headers: { 'accept-encoding': 'br' } },
  { name: 'an allowed Origin', headers: { origin: ALLOWED, 'accept-encoding': 'br' } },
  { name: 'a foreign Origin', headers: { origin: 'https://evil.example', 'accept-encoding': 'br' } },
  { name: 'a valid request id', headers: { 'x-request-id': 'proxy-7.a:b' }, requestId: 'proxy-7.a:b' },
  { name: 'an invalid request id', headers: { 'x-request-id': 'a b "level":"error"' }, requestId: 'made' },
  { name: 'a too long request id', headers: { 'x-request-id': 'x'.repeat(300) }, requestId: 'made' },
  { name: 'no request id', headers: {}, requestId: 'made' },
  { name: 'an image', image: true, headers: { 'accept-encoding': 'br', origin: ALLOWED } },
  { name: 'an image, HEAD', image: true, method: 'HEAD', headers: {} },
];

const FORWARDED = {
  'x-forwarded-for': '203.0.113.9',
  'x-forwarded-host': 'guide.example.com',
  'x-forwarded-proto': 'https',
};

const SETUPS: { name: string; env: Record<string, string>; extra: Record<string, string> }[] = [
  { name: 'direct', env: {}, extra: {} },
  // The origin is fixed: forwarded requests are answered by the fast path.
  {
    name: 'behind a proxy with PUBLIC_URL, forwarded headers',
    env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://guide.example.com' },
    extra: FORWARDED,
  },
  // The origin comes from the forwarded headers: kept answers are sent by Fastify's hook.
  {
    name: 'behind a proxy with FORWARDED_HOSTS, forwarded headers',
    env: { TRUST_PROXY: '1', FORWARDED_HOSTS: 'guide.example.com' },
    extra: FORWARDED,
  },
];

describe.each(SETUPS)('a kept answer equals the first one ($name)', ({ env, extra }) => {
  let t: TestApp;
  let base = '';
  let imagePath = '';
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: ALLOWED, ...env } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const movies = JSON.parse((await raw(`${base}${MOVIES}`, 'GET', extra)).body.toString()) as {
      program: { preferredImage: { relayUrl: string } };
    }[];
    imagePath = new URL(movies[0]!.program.preferredImage.relayUrl).pathname;
  });
  afterAll(async () => t?.close());

  it.each(CASES.map((c, i) => ({ ...c, i })))(
    '$name',
    async ({ i, path = MOVIES, method = 'GET', headers = {}, conditional, image, status = 200, requestId }) => {
      const target = image ? imagePath : path;
      // Two addresses with the same answer: one asked for the first time, one kept beforehand.
      const url = (variant: string) => `${base}${target}${target.includes('?') ? '&' : '?'}case=${i}-${variant}`;
      const primed = await raw(url('hit'), 'GET', extra);
      expect(primed.status).toBe(200);
      const sent = { ...extra, ...headers, ...(conditional ? { 'if-none-match': String(primed.headers.etag) } : {}) };
      const miss = await raw(url('miss'), method, sent);
      const hit = await raw(url('hit'), method, sent);

      expect(miss.headers.age).toBeUndefined();
      expect(hit.headers.age).toMatch(/^\d+$/);
      expect([miss.status, hit.status]).toEqual([status, status]);
      expect(comparable(hit.headers)).toEqual(comparable(miss.headers));
      expect(hit.body.equals(miss.body)).toBe(true);
      if (method === 'HEAD' || status === 304) expect(hit.body.length).toBe(0);
      if (requestId === 'made') {
        expect(miss.headers['x-request-id']).toMatch(UUID);
        expect(hit.headers['x-request-id']).toMatch(UUID);
      } else if (requestId !== undefined) {
        expect([miss.headers['x-request-id'], hit.headers['x-request-id']]).toEqual([requestId, requestId]);
      }
      // The answer really was kept and is told apart only by the headers above.
      if (image) expect(hit.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(Boolean(hit.headers['access-control-allow-origin'])).toBe(headers.origin === ALLOWED);
    },
  );
});
