import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** `/v1/tv-show/:id` → `/v1/tv-show/{id}`; a trailing `*` → `{*}` (how @fastify/swagger writes them). */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenAPIV3_1.Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json<OpenAPIV3_1.Document>();
  });
  afterAll(async () => t?.close());

  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists every /v1 route the server registers, with its method', () => {
    const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/v1/') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.filter((r) => !document.paths?.[openApiPath(r.url)]?.[r.method.toLowerCase() as 'get' | 'post']).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('has every path of spec section 7', () => {
    const spec = ['/users/get-data', '/users/add-zip', '/users/delete-zip', '/users/create', '/users/token', '/users/revoke', '/admin/add-games', '/users/add-show', '/users/delete-show', '/tv-search', '/tv-show/{id}', '/tv-show/episode/{id}', '/sports/mlb/games', '/sports/mlb/game/{id}', '/sports/mlb/team/{id}', '/sports/nhl/games', '/sports/nhl/next', '/sports/nhl/game/{id}', '/movies', '/tv-movies', '/tv-sports'];
    for (const path of spec) expect(Object.keys(document.paths ?? {})).toContain(`/v1${path}`);
  });

  it('describes parameters from the zod schemas', () => {
    const parameters = (document.paths?.['/v1/movies']?.get?.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
    expect(parameters.find((p) => p.name === 'zip')).toMatchObject({ in: 'query', required: true });
    expect(document.paths?.['/v1/users/create']?.post?.requestBody).toBeDefined();
  });

  it('keeps the sentences of a validation failure', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/movies?zip=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('The zip code must be 5 digits, for example 10001.');
  });

  it('has a readable reference page with no script, under our CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/reference' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('GET /v1/tv-search');
    expect(res.body).not.toMatch(/<script|style=|<style/);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
