import fs from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filmIdOf } from '@guide/common/films';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test/test-app';
import { basicAuth, signUp } from '../../test/users';
import { resetTokenIn, until } from '../../test/mail';
import { redactUrlForLog } from '../http/log-redaction';

describe.each(testDatabaseKinds)('account basics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, env: { PASSWORD_RESET_PER_HOUR: '3' } });
  });
  afterAll(async () => t?.close());

  const inject = (options: InjectOptions) => t.app.inject(options);
  const post = (url: string, payload: object, authorization?: string) =>
    inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
  const logIn = (email: string, password: string) =>
    inject({ method: 'GET', url: '/v1/users/token', headers: { authorization: basicAuth(email, password) } });
  const data = (authorization: string) =>
    inject({ method: 'GET', url: '/v1/users/get-data', headers: { authorization } });
  const outbox = () => path.join(t.config.dataDir, 'outbox');
  const mails = async () => {
    const files = await fs.readdir(outbox()).catch(() => [] as string[]);
    return Promise.all(files.sort().map((f) => fs.readFile(path.join(outbox(), f), 'utf8')));
  };
  const mailsTo = async (email: string) => (await mails()).filter((m) => m.includes(`To: ${email}`));
  /** Every job of the queue has run. */
  const queueIdle = async () =>
    (await t.app.services.ctx.jobs.depth()).every((d) => d.waiting === 0 && d.active === 0) || undefined;

  describe('changing the password', () => {
    it('needs the current password, signs out every other session and keeps this one with a new token', async () => {
      const email = 'changer@example.com';
      const here = await signUp(t.app, email);
      const elsewhere = await signUp(t.app, 'changer@example.com'.toUpperCase()).catch(() => undefined);
      expect(elsewhere).toBeUndefined(); // the same address cannot sign up twice: log in again instead
      const other = (await logIn(email, 'correct horse battery')).body;

      const wrong = await post(
        '/v1/users/change-password',
        { currentPassword: 'not it at all', newPassword: 'violet-lantern-97' },
        here.authorization,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toBe('Your current password is not the one you typed.');
      const short = await post(
        '/v1/users/change-password',
        { currentPassword: 'correct horse battery', newPassword: 'short' },
        here.authorization,
      );
      expect(short.statusCode).toBe(400);
      expect(short.body).toBe('The new password must be at least 8 characters long.');

      const changed = await post(
        '/v1/users/change-password',
        { currentPassword: 'correct horse battery', newPassword: 'violet-lantern-97' },
        here.authorization,
      );
      expect(changed.statusCode).toBe(200);
      expect(changed.headers['cache-control']).toContain('no-store');
      const { token } = changed.json();
      expect((await data(`Bearer ${token}`)).statusCode).toBe(200);
      for (const old of [here.authorization, `Bearer ${other}`]) {
        const refused = await data(old);
        expect(refused.statusCode).toBe(401);
        expect(refused.body).toBe('This session has been logged out. Please log in again.');
      }
      expect((await logIn(email, 'correct horse battery')).statusCode).toBe(401);
      expect((await logIn(email, 'violet-lantern-97')).statusCode).toBe(200);
    });
  });

  describe('the account export', () => {
    it('holds everything the account holds, for its owner only, never kept by a shared cache', async () => {
      const owner = await signUp(t.app, 'exporter@example.com');
      await inject({
        method: 'POST',
        url: '/v1/users/add-zip?zip=02134',
        headers: { authorization: owner.authorization },
      });
      await inject({
        method: 'POST',
        url: '/v1/users/add-show?show=49',
        headers: { authorization: owner.authorization },
      });
      await inject({
        method: 'POST',
        url: '/v1/users/add-team?league=nhl&team=10',
        headers: { authorization: owner.authorization },
      });
      await inject({ method: 'GET', url: '/v1/users/calendar', headers: { authorization: owner.authorization } });
      for (const url of [
        '/v1/users/tv-lineup?lineup=USA-NY10001-X',
        '/v1/users/watched/mark?show=49&season=1',
        '/v1/users/watching-settings?spoilerFree=true',
      ])
        expect(
          (await inject({ method: 'POST', url, headers: { authorization: owner.authorization } })).statusCode,
        ).toBe(200);
      const services = await inject({
        method: 'POST',
        url: '/v1/users/streaming-services',
        headers: { authorization: owner.authorization },
        payload: { services: '9005,9001' },
      });
      expect(services.statusCode).toBe(200);
      const copy = await inject({
        method: 'GET',
        url: '/v1/users/me/export',
        headers: { authorization: owner.authorization },
      });
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['cache-control']).toContain('no-store');
      const body = copy.json();
      expect(body.account.email).toBe('exporter@example.com');
      expect(body.zipcodes.map((z: { zip: string }) => z.zip)).toEqual(['02134']);
      expect(body.shows.map((s: { id: number }) => s.id)).toEqual([49]);
      expect(body.teams).toEqual([expect.objectContaining({ league: 'nhl', id: 10, name: 'Toronto Maple Leafs' })]);
      expect(body.calendarFeed).toEqual({ createdAt: expect.any(String) });
      expect(body.tvLineup).toEqual({ id: 'USA-NY10001-X', savedAt: expect.any(String) });
      expect(body.watchedEpisodes.length).toBeGreaterThan(0);
      expect(
        body.watchedEpisodes.every((w: { showId: number; season: number }) => w.showId === 49 && w.season === 1),
      ).toBe(true);
      expect(body.spoilerFree).toBe(true);
      expect(body.streamingServices).toEqual([
        { id: 9001, savedAt: expect.any(String) },
        { id: 9005, savedAt: expect.any(String) },
      ]);
      const byId = await inject({
        method: 'GET',
        url: `/v1/users/${body.account.id}/export`,
        headers: { authorization: owner.authorization },
      });
      expect(byId.json()).toEqual(body);

      const stranger = await signUp(t.app, 'stranger@example.com');
      const theirs = await inject({
        method: 'GET',
        url: `/v1/users/${body.account.id}/export`,
        headers: { authorization: stranger.authorization },
      });
      expect(theirs.statusCode).toBe(404);
      expect((await inject({ method: 'GET', url: '/v1/users/me/export' })).statusCode).toBe(401);
      const bad = await inject({
        method: 'GET',
        url: '/v1/users/x1/export',
        headers: { authorization: owner.authorization },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toBe('An account id is a positive whole number, or me.');
    });
  });

  describe('forgotten passwords', () => {
    it('answers the same for an address with and without an account, and e-mails a link only to the account', async () => {
      const email = 'forgetful@example.com';
      await signUp(t.app, email);
      const known = await post('/v1/users/forgot-password', { email });
      const unknown = await post('/v1/users/forgot-password', { email: 'nobody-here@example.com' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(known.json().message).toBe(
        'If an account has that address, a link to choose a new password is on its way. It works once, for 30 minutes.',
      );
      const [mail] = await until(async () => ((await mailsTo(email)).length ? mailsTo(email) : undefined));
      await until(queueIdle);
      expect(await mailsTo('nobody-here@example.com')).toEqual([]);
      expect(mail).toContain('Subject: Reset your Entertainment Guide password');
      expect(resetTokenIn(mail!)).toBeDefined();
    });

    it('resets with the link once, signs out every session, and refuses an expired or reused link', async () => {
      const email = 'resetter@example.com';
      const session = await signUp(t.app, email);
      await post('/v1/users/forgot-password', { email });
      const token = resetTokenIn((await until(async () => (await mailsTo(email))[0]))!)!;
      const reset = await post('/v1/users/reset-password', { token, password: 'amber-meadow-31' });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().message).toBe('Your password has been changed. Log in with the new one.');
      expect((await data(session.authorization)).statusCode).toBe(401);
      expect((await logIn(email, 'amber-meadow-31')).statusCode).toBe(200);
      const again = await post('/v1/users/reset-password', { token, password: 'another-pass-77' });
      expect(again.statusCode).toBe(400);
      expect(again.body).toBe('This reset link has expired or has been used already. Ask for a new one.');

      // A link lives 30 minutes from when it was sent: one past that is refused.
      await post('/v1/users/forgot-password', { email });
      const second = await until(async () => {
        const all = await mailsTo(email);
        return all.length === 2 ? resetTokenIn(all[1]!) : undefined;
      });
      const { rows } = await t.db.query<{ minutes: number }>(
        `SELECT extract(epoch FROM expires_at - requested_at) / 60 AS minutes FROM password_resets
          WHERE used_at IS NULL AND user_id = (SELECT id FROM users WHERE email = $1)`,
        [email],
      );
      expect(rows.map((r) => Number(r.minutes))).toEqual([30]);
      await t.db.query(
        'UPDATE password_resets SET expires_at = $1 WHERE used_at IS NULL AND user_id = (SELECT id FROM users WHERE email = $2)',
        [new Date(t.clock.now().getTime() - 1000), email],
      );
      expect((await post('/v1/users/reset-password', { token: second, password: 'another-pass-77' })).statusCode).toBe(
        400,
      );
      const garbled = await post('/v1/users/reset-password', { token: 'x', password: 'another-pass-77' });
      expect(garbled.body).toBe('The reset link is incomplete: ask for a new one.');
    });

    it('keeps a link’s token out of the request log', () => {
      expect(redactUrlForLog('/reset-password?token=abcdefghijklmnopqrstuvwxyz')).toBe('/reset-password?token=***');
      expect(redactUrlForLog('/reset-password?x=1&token=abc&y=2')).toBe('/reset-password?x=1&token=***&y=2');
    });

    it('sends an address at most its hourly number of links, with the same answer past it', async () => {
      const email = 'impatient@example.com';
      await signUp(t.app, email);
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push((await post('/v1/users/forgot-password', { email })).body);
      expect(new Set(answers).size).toBe(1);
      await until(queueIdle);
      expect(await mailsTo(email)).toHaveLength(3);
    });
  });

  describe('deleting the account', () => {
    it('needs the typed address and the password, then leaves no row of the account in any table', async () => {
      const email = 'leaver@example.com';
      const user = await signUp(t.app, email);
      const authorization = user.authorization;
      const headers = { authorization };
      await inject({ method: 'POST', url: '/v1/users/add-zip?zip=10001', headers });
      await inject({ method: 'POST', url: '/v1/users/add-show?show=49', headers });
      await inject({ method: 'POST', url: '/v1/users/add-team?league=mlb&team=147', headers });
      await inject({ method: 'GET', url: '/v1/users/calendar', headers });
      await inject({ method: 'POST', url: '/v1/users/tv-lineup?lineup=USA-NY10001-X', headers });
      await inject({ method: 'POST', url: '/v1/users/watched/mark?show=49&season=1', headers });
      await inject({ method: 'POST', url: '/v1/users/watching-settings?spoilerFree=true', headers });
      const [film] = (await inject({ method: 'GET', url: '/v1/tv-movies?date=2026-11-21T05:00:00Z' })).json<
        { program: { title: string; releaseYear?: number } }[]
      >();
      const filmId = filmIdOf(film!.program.title, film!.program.releaseYear);
      const kept = await inject({ method: 'POST', url: `/v1/users/watchlist/add?film=${filmId}`, headers });
      expect(kept.statusCode).toBe(200);
      await post('/v1/users/streaming-services', { services: '9001' }, authorization);
      await post('/v1/users/forgot-password', { email });
      await until(async () => (await mailsTo(email))[0]);
      const { id } = (await inject({ method: 'GET', url: '/v1/users/me/export', headers })).json().account;

      const unconfirmed = await post(
        '/v1/users/delete-account',
        { password: 'correct horse battery', confirmation: 'yes' },
        authorization,
      );
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.body).toBe(`Type your e-mail address, ${email}, to confirm.`);
      const wrongPassword = await post(
        '/v1/users/delete-account',
        { password: 'nope-nope-nope', confirmation: email },
        authorization,
      );
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.body).toBe('The password is not the one of this account.');

      const deleted = await post(
        '/v1/users/delete-account',
        { password: 'correct horse battery', confirmation: email.toUpperCase() },
        authorization,
      );
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({
        deleted: true,
        message: 'Your account and everything it held have been deleted.',
      });
      expect((await data(authorization)).statusCode).toBe(401);
      expect((await logIn(email, 'correct horse battery')).statusCode).toBe(401);

      // Every table of ours and of the job queue, whatever it is called: no row names the account.
      const { rows: tables } = await t.db.query<{ schema: string; name: string; user_column: boolean }>(
        `SELECT n.nspname AS schema, c.relname AS name,
                EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'user_id' AND NOT a.attisdropped) AS user_column
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind IN ('r', 'p') AND n.nspname IN (current_schema(), current_schema() || '_job_queue',
                CASE WHEN current_schema() = 'public' THEN 'job_queue' END)`,
      );
      expect(tables.map((r) => r.name)).toEqual(
        expect.arrayContaining([
          'users',
          'user_zipcodes',
          'user_streaming_services',
          'password_resets',
          'user_watchlist_films',
          'job',
        ]),
      );
      const hash = (await import('./password-resets')).resetLimitKey(email);
      for (const table of tables) {
        const name = `"${table.schema}"."${table.name}"`;
        const { rows } = await t.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM ${name} t
            WHERE position(lower($1) IN lower(t::text)) > 0 OR position($3 IN t::text) > 0 OR $2::bigint IS NULL
               ${table.user_column ? 'OR t.user_id = $2' : ''}
               ${table.name === 'job' || table.name === 'archive' ? "OR t.data ->> 'userId' = $2::text" : ''}`,
          [email, id, hash],
        );
        expect({ table: name, rows: Number(rows[0]!.n) }).toEqual({ table: name, rows: 0 });
      }
    });
  });
});

describe('forgotten passwords, each client limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(async () => t?.close());

  it('answers 429 with a sentence past the client’s share', async () => {
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: '/v1/users/forgot-password', payload: { email } });
    expect((await ask('a@example.com')).statusCode).toBe(200);
    expect((await ask('b@example.com')).statusCode).toBe(200);
    const third = await ask('c@example.com');
    expect(third.statusCode).toBe(429);
    expect(third.body).toMatch(/^Too many/);
  });
});
