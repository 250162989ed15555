import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_ENCODING } from '../src/http/input-guards';
import { canonicalPageAddress } from '../src/http/web-app';
import { createTestApp, type TestApp } from './test-app';

/** Spellings of a number that are not its one decimal spelling (as they appear in an address). */
const OTHER_SPELLINGS = ['1e3', '0x10', '%20147', '147%20', '+147', '%2B147', '0147', '147.0', '-147', '0', '1_000'];

describe('one spelling per id, and every malformed address in our words', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-dist-'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Entertainment Guide</title>');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it.each([
    ['/v1/sports/mlb/team/{id}', 'team id'],
    ['/v1/sports/nhl/team/{id}', 'team id'],
    ['/v1/sports/mlb/game/{id}', 'game id'],
    ['/v1/sports/nhl/game/{id}/summary', 'game id'],
    ['/v1/tv-show/{id}', 'show id'],
    ['/v1/tv-show/episode/{id}', 'episode id'],
  ])('%s takes only the decimal spelling of an id, and names the %s when refused', async (pattern, field) => {
    for (const spelling of OTHER_SPELLINGS) {
      const res = await t.app.inject({ method: 'GET', url: pattern.replace('{id}', spelling) });
      expect(res.statusCode, spelling).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body.toLowerCase(), spelling).toContain(field);
      // A refusal is kept by no one, under no spelling.
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const canonical = await t.app.inject({ method: 'GET', url: pattern.replace('{id}', '147') });
    expect(canonical.statusCode).toBeLessThan(500);
    expect(canonical.statusCode).not.toBe(400);
  });

  it('answers an id whose digits are percent-encoded, and keeps that answer under no second address', async () => {
    const encoded = '/v1/tv-show/%38%32';
    const first = await t.app.inject({ method: 'GET', url: encoded });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ id: number }>().id).toBe(82);
    const again = await t.app.inject({ method: 'GET', url: encoded });
    expect(again.headers.age).toBeUndefined();
    // The plain spelling is kept (a kept answer carries Age).
    await t.app.inject({ method: 'GET', url: '/v1/tv-show/82' });
    expect((await t.app.inject({ method: 'GET', url: '/v1/tv-show/82' })).headers.age).toBeDefined();
  });

  it('refuses an id past the largest safe integer with a sentence', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/sports/mlb/game/9007199254740993' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('The game id is too large.');
  });

  it('takes the decimal spelling of ids in the query alone', async () => {
    for (const spelling of ['0147', '%2B147', '1e3', '147.0']) {
      const res = await t.app.inject({ method: 'POST', url: `/v1/users/add-show?show=${spelling}` });
      expect([400, 401]).toContain(res.statusCode);
    }
  });

  it.each([
    '/v1/search?q=%E0%A4%A',
    '/v1/search?q=%',
    '/v1/discover?x=%zz',
    '/v1/sports/mlb/team/%ZZ',
    '/v1/sports/mlb/team/%E0%A4%A',
    '/v1/%ZZ',
    '/mlb/%ZZ',
  ])('answers a malformed percent-encoding (%s) with a 400 and a sentence of ours', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      if (method === 'GET') expect(res.body).toBe(BAD_ENCODING);
    }
  });

  it('answers a path parameter over the router’s length with a sentence, not the framework’s JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/sports/mlb/team/${'1'.repeat(200)}` });
    expect(res.statusCode).toBe(414);
    expect(res.body).toBe('A part of the address is too long.');
  });

  it.each([
    ['GET', '/v1/no-such-thing', 404],
    ['DELETE', '/v1/discover', 404],
    ['PUT', '/v1/users/create', 404],
  ] as const)('answers %s %s in our words', async (method, url, status) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expect(res.body).not.toMatch(/FST_|Fastify|statusCode/);
  });

  it('answers a body of an unknown type, or broken JSON, in our words', async () => {
    const xml = await t.app.inject({
      method: 'POST',
      url: '/v1/users/create',
      headers: { 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.body).toBe('The request body must be a form (application/x-www-form-urlencoded) or JSON.');
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/users/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.body).toBe('The request body is not valid JSON.');
  });

  it('moves a page whose id is spelled another way to its canonical address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mlb/0147?date=2026-11-21' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/mlb/147?date=2026-11-21');
    expect((await t.app.inject({ method: 'GET', url: '/mlb/147' })).statusCode).toBe(200);
  });

  it.each([
    ['/mlb/0147', '/mlb/147'],
    ['/nhl/+3', '/nhl/3'],
    ['/nhl/%2B3', '/nhl/3'],
    ['/mlb/game/%20776543', '/mlb/game/776543'],
    ['/nhl/game/2025020300.0?x=1', '/nhl/game/2025020300?x=1'],
    ['/television/show/082', '/television/show/82'],
    ['/mlb/147', undefined],
    ['/mlb/1e3', undefined],
    ['/mlb/0x10', undefined],
    ['/mlb/0', undefined],
    ['/cinema', undefined],
    ['/user/0147', undefined],
  ])('the canonical address of %s is %s', (url, canonical) => {
    expect(canonicalPageAddress(url)).toBe(canonical);
  });
});

describe('what Node’s HTTP parser refuses', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => t?.close());

  /** Sends raw bytes and reads until the server closes the connection. */
  const raw = (text: string) =>
    new Promise<string>((resolve) => {
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', () => resolve(answer));
    });

  it.each([
    ['an address over the header limit', `GET /v1/search?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
    ['a header over the limit', `GET /v1/discover HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a request line that is not HTTP', 'GET /v1/disc over HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['a Content-Length that is no number', 'GET /v1/discover HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400],
  ])('answers %s with a status and a sentence of ours', async (_what, request, status) => {
    const answer = await raw(request);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer).toMatch(/\r\nContent-Type: text\/plain; charset=utf-8\r\n/);
    const body = answer.split('\r\n\r\n')[1];
    expect(body).toMatch(/^The [a-z ]+[^{}]*\.$/);
  });
});
