import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints, routerPath, type EndpointName } from '@guide/common/endpoints';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPIV3_1 } from 'openapi-types';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const operations = (document: OpenAPIV3_1.Document) =>
  Object.entries(document.paths ?? {}).flatMap(([url, item]) =>
    METHODS.flatMap((method) => (item?.[method] ? [{ url, method, operation: item[method] }] : [])),
  );

/** Type-checks `files` (name → source) together, strictly; answers the compiler's complaints. */
function typeErrors(files: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'guide-client-'));
  try {
    for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
    const program = ts.createProgram(
      Object.keys(files).map((name) => path.join(dir, name)),
      {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        lib: ['lib.es2022.d.ts'],
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
      },
    );
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What a program using the generated client relies on: success and error bodies typed, and the
 * credentials each operation needs. Each line fails to compile when the document leaves it out.
 */
const CLIENT_USAGE = `
import type { operations } from './api';
type Body<O extends keyof operations, S extends keyof operations[O]['responses'], M extends string> =
  operations[O]['responses'][S] extends { content: infer C } ? (M extends keyof C ? C[M] : never) : never;
type Header<O extends keyof operations> = operations[O]['parameters'] extends { header: infer H } ? H : never;

declare const team: Body<'mlbTeam', 200, 'application/json'>;
const ties: number = team.Standings.teamRecords[0]!.leagueRecord.ties;
declare const summary: Body<'nhlGameSummary', 200, 'application/json'>;
const star: 1 | 2 | 3 | number = summary.stars[0]!.star;
declare const token: Body<'logIn', 200, 'text/plain'>;
const tokenText: string = token;
declare const feed: Body<'calendarFile', 200, 'text/calendar'>;
const feedText: string = feed;
declare const poster: Body<'posterImage', 200, 'image/jpeg'>;
const posterBytes: string = poster;
const created: Body<'createUser', 201, 'application/json'> = { email: 'a@example.com', message: 'User created.' };

const notFound: string = null as unknown as Body<'mlbTeam', 404, 'text/plain'>;
const invalid: string = null as unknown as Body<'showings', 400, 'text/plain'>;
const loggedOut: string = null as unknown as Body<'userData', 401, 'text/plain'>;
const notAdmin: string = null as unknown as Body<'addGames', 403, 'text/plain'>;
const taken: string = null as unknown as Body<'createUser', 409, 'text/plain'>;
const cancelled: string = null as unknown as Body<'mlbGameSummary', 410, 'text/plain'>;
const tooMany: string = null as unknown as Body<'calendarFile', 429, 'text/plain'>;

type Challenge<O extends keyof operations> = operations[O]['responses'] extends { 401: { headers: { 'WWW-Authenticate'?: infer C } } } ? Exclude<C, undefined> : never;
const bearer: Challenge<'userData'> = 'Bearer';
const admin: Challenge<'addGames'> = 'Bearer';
const saving: Challenge<'addZip'> = 'Bearer';
const basic: Header<'logIn'> = { authorization: 'Basic eDp5' };
// @ts-expect-error: logging in needs the e-mail address and password
const noPassword: Header<'logIn'> = {};
// A public operation asks for no credentials and is never refused for want of them.
const none: [Header<'mlbTeam'> | Challenge<'mlbTeam'>] extends [never] ? true : false = true;

export const used = [ties, star, tokenText, feedText, posterBytes, created, notFound, invalid, loggedOut, notAdmin, taken, cancelled, tooMany, bearer, admin, saving, basic, noPassword, none];
`;

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

  it('lists every /v1 route the server registers, each an endpoint of the shared table with its method and path', () => {
    const routes = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/v1/') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    const declared = Object.entries(endpoints).map(([name, e]) => `${e.method} /v1${routerPath(name as EndpointName)}`);
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(declared.sort());
    const documented = operations(document).map(
      ({ url, method, operation }) => `${operation.operationId} ${method.toUpperCase()} ${url}`,
    );
    expect(documented.sort()).toEqual(
      Object.entries(endpoints)
        .map(([name, e]) => `${name} ${e.method} ${e.path}`)
        .sort(),
    );
  });

  it('gives every operation an id, a summary, its credentials and its 4xx answers as sentences', () => {
    for (const { operation } of operations(document)) {
      const name = operation.operationId as EndpointName;
      expect(operation.summary, name).toBeTruthy();
      expect(operation.security, name).toEqual(
        endpoints[name].security === 'none' ? [] : [{ [endpoints[name].security]: [] }],
      );
      const errors = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('4'));
      expect(errors.length, name).toBeGreaterThan(0);
      for (const [, answer] of errors)
        expect((answer as OpenAPIV3_1.ResponseObject).content?.['text/plain']?.schema, name).toMatchObject({
          type: 'string',
        });
    }
  });

  it('declares the media types of images and of the calendar file, and the rest path of relayed images', () => {
    const content = (url: string) =>
      Object.keys(
        (document.paths?.[url]?.get?.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined)?.content ?? {},
      );
    expect(content('/v1/images/posters/w185/{file}')).toEqual(
      expect.arrayContaining(['image/svg+xml', 'image/jpeg', 'image/png']),
    );
    expect(content('/v1/calendar/{file}')).toEqual(['text/calendar']);
    expect(content('/v1/users/token')).toEqual(['text/plain']);
    expect(Object.keys(document.paths ?? {}).filter((url) => url.includes('*'))).toEqual([]);
    const parameters = (document.paths?.['/v1/images/showings/{path}']?.get?.parameters ??
      []) as OpenAPIV3_1.ParameterObject[];
    expect(parameters).toEqual([expect.objectContaining({ name: 'path', in: 'path', required: true })]);
  });

  it('names this server: PUBLIC_URL, else the origin asked', async () => {
    const asked = await t.app.inject({
      method: 'GET',
      url: '/v1/openapi.json',
      headers: { host: 'guide.example.org:8080' },
    });
    expect(asked.json<OpenAPIV3_1.Document>().servers).toEqual([
      expect.objectContaining({ url: 'http://guide.example.org:8080' }),
    ]);
    const configured = await createTestApp({ env: { PUBLIC_URL: 'https://guide.example.com' } });
    try {
      const res = await configured.app.inject({
        method: 'GET',
        url: '/v1/openapi.json',
        headers: { host: 'elsewhere.example.org' },
      });
      expect(res.json<OpenAPIV3_1.Document>().servers).toEqual([
        expect.objectContaining({ url: 'https://guide.example.com' }),
      ]);
    } finally {
      await configured.close();
    }
  });

  it('answers a 401 of an operation that needs a token with the Bearer challenge it documents', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/users/get-data' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    const login = await t.app.inject({ method: 'GET', url: '/v1/users/token' });
    expect(login.statusCode).toBe(401);
    // No Basic challenge: browsers would answer it with their own password dialog.
    expect(login.headers['www-authenticate']).toBeUndefined();
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    // The two warnings left: two paths of spec section 7 that a router could confuse, and the test server on localhost.
    expect(new Set(problems.map((p) => p.ruleId))).toEqual(new Set(['no-ambiguous-paths', 'no-server-example.com']));
  });

  it('makes a client (openapi-typescript) that types every answer, success or error, and knows the credentials each operation needs', async () => {
    const client = astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]));
    expect(typeErrors({ 'api.ts': client, 'usage.ts': CLIENT_USAGE })).toEqual([]);
    // The check can fail: a document without the error answers leaves the usage file uncompiled.
    const withoutErrors = structuredClone(document);
    for (const { operation } of operations(withoutErrors))
      for (const status of Object.keys(operation.responses ?? {}))
        if (status.startsWith('4')) delete operation.responses![status];
    const weaker = astToString(await openapiTS(withoutErrors as unknown as Parameters<typeof openapiTS>[0]));
    expect(typeErrors({ 'api.ts': weaker, 'usage.ts': CLIENT_USAGE }).length).toBeGreaterThan(0);
  });

  it('has every path of spec section 7', () => {
    const spec = [
      '/users/get-data',
      '/users/add-zip',
      '/users/delete-zip',
      '/users/create',
      '/users/token',
      '/users/revoke',
      '/admin/add-games',
      '/users/add-show',
      '/users/delete-show',
      '/tv-search',
      '/tv-show/{id}',
      '/tv-show/episode/{id}',
      '/sports/mlb/games',
      '/sports/mlb/game/{id}',
      '/sports/mlb/team/{id}',
      '/sports/nhl/games',
      '/sports/nhl/next',
      '/sports/nhl/game/{id}',
      '/movies',
      '/tv-movies',
      '/tv-sports',
    ];
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
    expect(res.body).toContain('Needs the token (Bearer).');
    expect(res.body).not.toMatch(/<script|style=|<style/);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
