import type { Game, NhlGameDetail } from '@guide/common/sports';
import { episodeIdFromHref, type TvSearchResult } from '@guide/common/tv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { signUp, signUpAdmin } from './users';

/** What a client written against spec section 7 relies on: JSON success bodies, absolute links, fullName. */
describe('the contract for other clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers create, revoke, add-show, delete-show and add-games with JSON', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/users/create',
      payload: { username: 'json-body@example.com', password: 'plum-harbour-42' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ email: 'json-body@example.com', message: 'User created.' });

    const { token, authorization } = await signUp(t.app, 'shows-json@example.com');
    const added = await t.app.inject({ method: 'POST', url: '/v1/users/add-show?show=49', headers: { authorization } });
    expect(added.json()).toEqual({ shows: [49] });
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/v1/users/delete-show?show=49',
      headers: { authorization },
    });
    expect(deleted.json()).toEqual({ shows: [] });

    const revoked = await t.app.inject({ method: 'POST', url: '/v1/users/revoke', payload: { token } });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ revoked: true, message: 'Token revoked.' });

    const admin = await signUpAdmin(t.app, t.db, 'json-admin@example.com');
    const games = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/add-games?date=2026-11-22',
      headers: { authorization: admin.authorization },
    });
    expect(games.json()).toMatchObject({ date: '2026-11-22', mlb: expect.any(Number), nhl: expect.any(Number) });
  });

  it('keeps error answers as plain sentences', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/users/revoke', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('A token is required.');
  });

  it('gives NHL and MLB teams a fullName', async () => {
    for (const league of ['nhl', 'mlb']) {
      const games = (await t.app.inject({ method: 'GET', url: `/v1/sports/${league}/games?date=2026-11-21` })).json<
        Game[]
      >();
      for (const game of games) {
        expect(game.home.fullName).toBe(game.home.name);
        expect(game.visitor.fullName).toBe(game.visitor.name);
      }
    }
    const [game] = (await t.app.inject({ method: 'GET', url: '/v1/sports/nhl/games?date=2026-11-21' })).json<Game[]>();
    const detail = (
      await t.app.inject({ method: 'GET', url: `/v1/sports/nhl/game/${game!.id}` })
    ).json<NhlGameDetail>();
    expect(detail.Game.visitor.fullName).toBe(game!.visitor.name);
  });

  it('answers absolute links from the request origin; the episode id stays the last segment', async () => {
    const [first] = (
      await t.app.inject({ method: 'GET', url: '/v1/tv-search?title=Nightfall', headers: { host: 'guide.test:8123' } })
    ).json<TvSearchResult[]>();
    const { show } = first!;
    expect(show._links.self.href).toBe(`http://guide.test:8123/v1/tv-show/${show.id}`);
    expect(show.image?.medium).toMatch(/^http:\/\/guide\.test:8123\/v1\/tv-images\//);
    const episode = new URL(show._links.previousepisode!.href);
    expect(Number(episode.pathname.split('/').at(-1))).toBe(episodeIdFromHref(show._links.previousepisode!.href));
  });

  it('builds links from PUBLIC_URL when it is set, whatever the Host header says', async () => {
    const other = await createTestApp({ env: { PUBLIC_URL: 'https://guide.example.com/' } });
    try {
      const [first] = (
        await other.app.inject({
          method: 'GET',
          url: '/v1/tv-search?title=Nightfall',
          headers: { host: 'evil.example' },
        })
      ).json<TvSearchResult[]>();
      expect(first!.show._links.self.href).toBe(`https://guide.example.com/v1/tv-show/${first!.show.id}`);
    } finally {
      await other.close();
    }
  });

  it('keeps links relative rather than repeat a Host header that is not a host name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/tv-search?title=Nightfall', headers: { host: 'a"b' } });
    expect(res.json<TvSearchResult[]>()[0]!.show._links.self.href).toMatch(/^\/v1\/tv-show\/\d+$/);
  });
});
