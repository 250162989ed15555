import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test/test-app';
import { basicAuth, signUp } from '../../test/users';

describe.each(testDatabaseKinds)('account API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, env: { ADMIN_EMAILS: 'boss@example.com' } });
  });
  afterAll(async () => t?.close());

  const inject = (options: InjectOptions) => t.app.inject(options);

  describe('POST /v1/users/create', () => {
    it('creates a user from a form body and from JSON', async () => {
      const form = await inject({
        method: 'POST',
        url: '/v1/users/create',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=form%40example.com&password=plum-harbour-42',
      });
      expect(form.statusCode).toBe(201);
      const json = await inject({
        method: 'POST',
        url: '/v1/users/create',
        payload: { username: 'json@example.com', password: 'plum-harbour-42' },
      });
      expect(json.statusCode).toBe(201);
    });

    it.each([
      [{ password: 'plum-harbour-42' }, 'An e-mail address (username) is required.'],
      [{ username: 'not-an-email', password: 'plum-harbour-42' }, 'Please enter a valid e-mail address.'],
      [{ username: 'short@example.com', password: 'short' }, 'The password must be at least 8 characters long.'],
      [{ username: 'nopw@example.com' }, 'A password is required.'],
      [
        { username: 'common1@example.com', password: 'password' },
        'This password is one of the most common ones, which are tried first. Please choose another.',
      ],
      [
        { username: 'common2@example.com', password: '12345678' },
        'This password is one of the most common ones, which are tried first. Please choose another.',
      ],
      [
        { username: 'common3@example.com', password: 'Password123' },
        'This password is one of the most common ones, which are tried first. Please choose another.',
      ],
    ])('refuses %o with a sentence', async (payload, sentence) => {
      const res = await inject({ method: 'POST', url: '/v1/users/create', payload });
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(sentence);
    });

    it('refuses an e-mail already registered, whatever its case', async () => {
      await signUp(t.app, 'taken@example.com');
      const res = await inject({
        method: 'POST',
        url: '/v1/users/create',
        payload: { username: 'TAKEN@Example.com', password: 'plum-harbour-42' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.body).toBe('An account with that e-mail address already exists.');
    });

    it('refuses a body that is neither form nor JSON', async () => {
      const res = await inject({
        method: 'POST',
        url: '/v1/users/create',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('Send username and password as a form or JSON body.');
      const broken = await inject({
        method: 'POST',
        url: '/v1/users/create',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.body).toBe('The request body is not valid JSON.');
    });
  });

  describe('GET /v1/users/token', () => {
    it('answers a JWT with exp, Name and an id', async () => {
      const { token } = await signUp(t.app, 'claims@example.com');
      const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
      expect(payload.Name).toBe('claims@example.com');
      expect(payload.jti).toEqual(expect.any(String));
      expect(payload.exp).toBe(Math.floor(t.clock.now().getTime() / 1000) + 72 * 3600);
    });

    it('refuses wrong credentials with 401 and no WWW-Authenticate', async () => {
      await signUp(t.app, 'wrongpw@example.com', 'right-password');
      for (const authorization of [
        basicAuth('wrongpw@example.com', 'wrong-password'),
        basicAuth('nobody@example.com', 'right-password'),
        'Basic !!!',
        undefined,
      ]) {
        const res = await inject({
          method: 'GET',
          url: '/v1/users/token',
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toBeUndefined();
        expect(res.body).toMatch(/\.$/);
      }
    });

    it('logs in whatever the case of the e-mail', async () => {
      await signUp(t.app, 'MixedCase@example.com', 'plum-harbour-42');
      const res = await inject({
        method: 'GET',
        url: '/v1/users/token',
        headers: { authorization: basicAuth('mixedcase@EXAMPLE.com', 'plum-harbour-42') },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('zip codes', () => {
    it('adds, lists, refuses duplicates and bad zips, deletes', async () => {
      const { authorization } = await signUp(t.app, 'zips@example.com');
      const add = (zip: string) =>
        inject({ method: 'POST', url: `/v1/users/add-zip?zip=${zip}`, headers: { authorization } });

      expect((await add('02134')).json()).toEqual({ zipcodes: ['02134'] });
      expect((await add('20002')).json()).toEqual({ zipcodes: ['02134', '20002'] });

      const dup = await add('02134');
      expect(dup.statusCode).toBe(409);
      expect(dup.body).toBe('Zip code 02134 already exists.');

      for (const bad of ['1234', '123456', 'abcde', '1234a', '']) {
        const res = await add(bad);
        expect(res.statusCode, bad).toBe(400);
        expect(res.body).toBe('A zip code is five digits, such as 02134.');
      }
      const missing = await inject({ method: 'POST', url: '/v1/users/add-zip', headers: { authorization } });
      expect(missing.statusCode).toBe(400);
      expect(missing.body).toBe('A zip code is required (?zip=NNNNN).');

      const data = await inject({ method: 'GET', url: '/v1/users/get-data', headers: { authorization } });
      expect(data.json()).toEqual({ email: 'zips@example.com', zipcodes: ['02134', '20002'], shows: [], teams: [] });

      const del = await inject({ method: 'POST', url: '/v1/users/delete-zip?zip=02134', headers: { authorization } });
      expect(del.json()).toEqual({ zipcodes: ['20002'] });
      const delAgain = await inject({
        method: 'POST',
        url: '/v1/users/delete-zip?zip=02134',
        headers: { authorization },
      });
      expect(delAgain.statusCode).toBe(404);
      expect(delAgain.body).toBe('Zip code 02134 is not saved.');
    });

    it('keeps exactly one zip when the same zip is added twice at once', async () => {
      const { authorization } = await signUp(t.app, 'race@example.com');
      const results = await Promise.all(
        Array.from({ length: 4 }, () =>
          inject({ method: 'POST', url: '/v1/users/add-zip?zip=10001', headers: { authorization } }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const data = await inject({ method: 'GET', url: '/v1/users/get-data', headers: { authorization } });
      expect(data.json().zipcodes).toEqual(['10001']);
    });

    it("does not touch another user's zips", async () => {
      const a = await signUp(t.app, 'owner-a@example.com');
      const b = await signUp(t.app, 'owner-b@example.com');
      await inject({ method: 'POST', url: '/v1/users/add-zip?zip=94103', headers: { authorization: a.authorization } });
      const res = await inject({
        method: 'POST',
        url: '/v1/users/delete-zip?zip=94103',
        headers: { authorization: b.authorization },
      });
      expect(res.statusCode).toBe(404);
      const data = await inject({
        method: 'GET',
        url: '/v1/users/get-data',
        headers: { authorization: a.authorization },
      });
      expect(data.json().zipcodes).toEqual(['94103']);
    });
  });

  describe('shows', () => {
    it('adds and deletes show ids, refusing bad ones', async () => {
      const { authorization } = await signUp(t.app, 'shows@example.com');
      const call = (path: string) => inject({ method: 'POST', url: path, headers: { authorization } });
      expect((await call('/v1/users/add-show?show=82')).json()).toEqual({ shows: [82] });
      expect((await call('/v1/users/add-show?show=169')).json()).toEqual({ shows: [82, 169] });
      expect((await call('/v1/users/add-show?show=82')).statusCode).toBe(409);
      for (const bad of ['0', '-3', '1.5', 'abc', '']) {
        const res = await call(`/v1/users/add-show?show=${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect(res.body).toBe('A show id is a positive whole number.');
      }
      expect((await call('/v1/users/delete-show?show=82')).json()).toEqual({ shows: [169] });
      expect((await call('/v1/users/delete-show?show=82')).statusCode).toBe(404);
    });
  });

  describe('Bearer tokens', () => {
    const endpoints = [
      ['GET', '/v1/users/get-data'],
      ['POST', '/v1/users/add-zip?zip=20002'],
      ['POST', '/v1/users/delete-zip?zip=20002'],
      ['POST', '/v1/users/add-show?show=1'],
      ['POST', '/v1/users/delete-show?show=1'],
    ] as const;

    it.each(endpoints)('%s %s refuses a missing or malformed token with 401', async (method, url) => {
      for (const headers of [
        {},
        { authorization: 'Bearer' },
        { authorization: 'Bearer not.a.token' },
        { authorization: 'Token abc' },
      ]) {
        const res = await inject({ method, url, headers });
        expect(res.statusCode).toBe(401);
        expect(res.body).toMatch(/log in/i);
      }
    });

    it('refuses a forged token (signed with another secret)', async () => {
      const forged = await new SignJWT({ Name: 'zips@example.com' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setJti('x')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('some-other-secret-that-is-also-long-enough'));
      const res = await inject({
        method: 'GET',
        url: '/v1/users/get-data',
        headers: { authorization: `Bearer ${forged}` },
      });
      expect(res.statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const { token } = await signUp(t.app, 'expiring@example.com');
      const later = await createTestApp({ db: t.db, now: '2026-11-25T17:00:01Z' });
      try {
        const res = await later.app.inject({
          method: 'GET',
          url: '/v1/users/get-data',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(401);
        expect(res.body).toBe('Your session has expired. Please log in again.');
      } finally {
        await later.close();
      }
    });

    it('refuses a revoked token everywhere, and revoke refuses non-tokens', async () => {
      const { token, authorization } = await signUp(t.app, 'revoke@example.com');
      const revoke = await inject({
        method: 'POST',
        url: '/v1/users/revoke',
        payload: `token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(revoke.statusCode).toBe(200);
      for (const [method, url] of endpoints) {
        const res = await inject({ method, url, headers: { authorization } });
        expect(res.statusCode).toBe(401);
        expect(res.body).toBe('This session has been logged out. Please log in again.');
      }
      expect(
        (await inject({ method: 'POST', url: '/v1/users/revoke', payload: { token: 'garbage' } })).statusCode,
      ).toBe(400);
      expect((await inject({ method: 'POST', url: '/v1/users/revoke', payload: {} })).body).toBe(
        'A token is required.',
      );
    });
  });

  describe('CSRF', () => {
    it('sets an XSRF-TOKEN cookie and checks the header against it on non-GET requests', async () => {
      const first = await inject({ method: 'GET', url: '/healthz' });
      const cookie = first.cookies.find((c) => c.name === 'XSRF-TOKEN');
      expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
      const { authorization } = await signUp(t.app, 'csrf@example.com');
      const url = '/v1/users/add-zip?zip=60601';
      const mismatch = await inject({
        method: 'POST',
        url,
        headers: { authorization, cookie: `XSRF-TOKEN=${cookie!.value}`, 'x-xsrf-token': 'other' },
      });
      expect(mismatch.statusCode).toBe(403);
      expect(mismatch.body).toMatch(/X-XSRF-TOKEN header does not match/);
      const absent = await inject({
        method: 'POST',
        url,
        headers: { authorization, cookie: `XSRF-TOKEN=${cookie!.value}` },
      });
      expect(absent.statusCode).toBe(403);
      const matching = await inject({
        method: 'POST',
        url,
        headers: { authorization, cookie: `XSRF-TOKEN=${cookie!.value}`, 'x-xsrf-token': cookie!.value },
      });
      expect(matching.statusCode).toBe(200);
      // Reads are never checked.
      const read = await inject({
        method: 'GET',
        url: '/v1/users/get-data',
        headers: { authorization, cookie: `XSRF-TOKEN=${cookie!.value}` },
      });
      expect(read.statusCode).toBe(200);
    });
  });

  it('answers a JSON 404 for an unknown /v1 path', async () => {
    const res = await inject({ method: 'GET', url: '/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'There is no API endpoint GET /v1/no-such-thing.' });
  });

  it('reports health and readiness', async () => {
    expect((await inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});

describe('rate limiting', () => {
  it('answers 429 with a sentence once a client logs in too often', async () => {
    const t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      let last = '';
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/v1/users/token',
          headers: { authorization: basicAuth('x@example.com', 'whatever1') },
        });
        statuses.push(res.statusCode);
        last = res.body;
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      expect(last).toBe('Too many attempts from this address. Please wait a minute and try again.');
    } finally {
      await t.close();
    }
  });
});
