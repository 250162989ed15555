import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_TEST_NOW, type TestApp } from './test-app';
import { signUp } from './users';

/** Headers a HEAD answer must share with the GET answer to the same request. */
const SHARED_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'cache-control',
  'vary',
  'retry-after',
  'location',
];
const WEB_PAGES = ['/', '/cinema', '/mlb/147', '/nhl/game/2025020300', '/television/show/82', '/user/account'];

/** A value for each parameter of the OpenAPI document, by name (and, for dates, by the kind of date the path takes). */
function example(name: string, apiPath: string, feed: string, ids: { mlbGame: string; nhlGame: string }): string {
  switch (name) {
    case 'id':
      if (apiPath.includes('/mlb/game/')) return ids.mlbGame;
      if (apiPath.includes('/nhl/game/')) return ids.nhlGame;
      if (apiPath.includes('/nhl/team/')) return '3';
      if (apiPath.includes('/episode/')) return '1';
      return apiPath.startsWith('/v1/tv-show/') ? '82' : '147';
    case 'date':
      return apiPath.startsWith('/v1/tv-') ? '2026-11-21T17:00:00Z' : DEFAULT_TEST_NOW.slice(0, 10);
    case 'zip':
      return '10001';
    case 'show':
      return '82';
    case 'file':
      return apiPath.startsWith('/v1/calendar/') ? `${feed}.ics` : 'example.jpg';
    case 'path':
      return 'some/image.jpg';
    case 'ids':
      return apiPath.endsWith('/films') ? 'the-wild-robot-2024' : '82';
    case 'q':
    case 'title':
      return 'rangers';
    default:
      throw new Error(`no example for the parameter ${name} of ${apiPath}`);
  }
}

function shared(res: LightMyRequestResponse): Record<string, unknown> {
  return Object.fromEntries(SHARED_HEADERS.map((name) => [name, res.headers[name]]));
}

/**
 * Every GET operation of the OpenAPI document and every web page, asked with HEAD as with GET:
 * plainly, with `If-None-Match: *` and with the answer's own ETag, first while no answer is kept
 * and then when it is. HEAD is never a 5xx and carries the headers GET does.
 */
describe.each([
  { kept: 'kept answers', cacheMb: '64' },
  { kept: 'no kept answers', cacheMb: '0' },
])('HEAD beside GET with $kept', ({ cacheMb }) => {
  let t: TestApp;
  let dist: string;
  let urls: { url: string; auth: boolean }[] = [];
  let authorization: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-dist-'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Entertainment Guide</title>');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist, RESPONSE_CACHE_MB: cacheMb } });
    ({ authorization } = await signUp(t.app, 'head@example.com'));
    const feed = /\/calendar\/([\w-]{43})\.ics$/.exec(
      (await t.app.inject({ url: '/v1/users/calendar', headers: { authorization } })).json<{ url: string }>().url,
    )![1]!;
    const day = DEFAULT_TEST_NOW.slice(0, 10);
    const firstGame = async (league: string) =>
      String(
        (await t.app.inject({ url: `/v1/sports/${league}/next?after=${day}` })).json<{ id: number }[]>()[0]?.id ?? 1,
      );
    const ids = { mlbGame: await firstGame('mlb'), nhlGame: await firstGame('nhl') };
    // (The games just asked for are kept now; the walk below adds the rest.)
    const document = (await t.app.inject({ url: '/v1/openapi.json' })).json<OpenAPIV3_1.Document>();
    for (const [apiPath, item] of Object.entries(document.paths ?? {})) {
      const operation = item?.get;
      if (!operation) continue;
      const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      let url = apiPath;
      const query = new URLSearchParams();
      for (const p of parameters) {
        if (p.in === 'path') url = url.replace(`{${p.name}}`, example(p.name, apiPath, feed, ids));
        else if (p.in === 'query' && p.required) query.set(p.name, example(p.name, apiPath, feed, ids));
      }
      urls.push({ url: query.size > 0 ? `${url}?${query}` : url, auth: (operation.security ?? []).length > 0 });
    }
    urls = [...urls, ...WEB_PAGES.map((url) => ({ url, auth: false }))];
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('walks every GET operation of the document and the web pages', () => {
    expect(urls.length).toBeGreaterThan(30);
    expect(urls.filter((u) => u.auth).length).toBeGreaterThan(0);
  });

  it('answers HEAD as GET, conditional or not, never with a 5xx', async () => {
    const failures: string[] = [];
    let answered = 0;
    for (const { url, auth } of urls) {
      for (const encoding of [undefined, 'br, gzip']) {
        const base: Record<string, string> = {
          ...(auth && { authorization }),
          ...(encoding && { 'accept-encoding': encoding }),
        };
        const ask = (method: 'GET' | 'HEAD', extra: Record<string, string> = {}) =>
          t.app.inject({ method, url, headers: { ...base, ...extra } });
        const check = (what: string, head: LightMyRequestResponse, get: LightMyRequestResponse) => {
          const label = `${what} ${url}${encoding ? ' (compressed)' : ''}`;
          if (head.statusCode >= 500) failures.push(`${label}: HEAD answered ${head.statusCode}`);
          if (get.statusCode >= 500) failures.push(`${label}: GET answered ${get.statusCode}`);
          if (head.statusCode !== get.statusCode)
            failures.push(`${label}: HEAD ${head.statusCode}, GET ${get.statusCode}`);
          else if (JSON.stringify(shared(head)) !== JSON.stringify(shared(get)))
            failures.push(`${label}: HEAD ${JSON.stringify(shared(head))} GET ${JSON.stringify(shared(get))}`);
          if (head.body !== '') failures.push(`${label}: HEAD sent a body`);
        };
        // Before anything is kept: the step that failed once.
        const headAny = await ask('HEAD', { 'if-none-match': '*' });
        const getAny = await ask('GET', { 'if-none-match': '*' });
        check('If-None-Match: *', headAny, getAny);
        const get = await ask('GET');
        if (get.statusCode === 200) answered += 1;
        const head = await ask('HEAD');
        check('plain', head, get);
        const etag = get.headers.etag;
        if (typeof etag === 'string') {
          const headSame = await ask('HEAD', { 'if-none-match': etag });
          const getSame = await ask('GET', { 'if-none-match': etag });
          check('its ETag', headSame, getSame);
          if (getSame.statusCode !== 304) failures.push(`its ETag ${url}: GET answered ${getSame.statusCode}, not 304`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Most of the walk reaches real answers (the rest are 404s for example images and such).
    expect(answered).toBeGreaterThan(urls.length);
  });
});
