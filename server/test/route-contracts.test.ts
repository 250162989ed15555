import Fastify from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requireCachePolicies } from '../src/http/answers/cache-policy';
import { checkedSerializer } from '../src/http/answers/response-schemas';
import { createTestApp, type TestApp } from './test-app';

/** Routes whose answers are not JSON: images (bytes) and the calendar feed (iCalendar text). */
const NOT_JSON = [/^\/v1\/images\//, /^\/v1\/tv-images\//, /^\/v1\/calendar\//];

describe('each route carries its contract', () => {
  let t: TestApp;
  let document: OpenAPIV3_1.Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json<OpenAPIV3_1.Document>();
  });
  afterAll(async () => t?.close());

  it('a GET route without a cache policy stops the app from starting', async () => {
    const app = Fastify();
    requireCachePolicies(app, (url) => url.startsWith('/v1/'));
    await expect(
      app.register(
        async (v1) => {
          v1.get('/new-screen', async () => ({}));
        },
        { prefix: '/v1' },
      ),
    ).rejects.toThrow(/GET \/v1\/new-screen declares no cache policy/);
    await app.close();
  });

  it('declares the shape of every JSON answer in the OpenAPI document', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      if (NOT_JSON.some((pattern) => pattern.test(path))) continue;
      for (const method of ['get', 'post'] as const) {
        const operation = item?.[method];
        if (!operation) continue;
        const success = (operation.responses?.['200'] ?? operation.responses?.['201']) as
          OpenAPIV3_1.ResponseObject | undefined;
        if (!success?.content) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('answers a 500, not a wrong shape, when a route’s answer breaks its contract', async () => {
    const app = Fastify();
    app.setSerializerCompiler(checkedSerializer);
    app.get('/x', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({ n: 'one' }));
    app.get('/y', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({ n: 1, extra: true }));
    expect((await app.inject('/x')).statusCode).toBe(500);
    // A field the schema does not name is sent as it is, not dropped.
    expect((await app.inject('/y')).json()).toEqual({ n: 1, extra: true });
    await app.close();
  });
});
