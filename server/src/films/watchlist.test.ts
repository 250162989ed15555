import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Release, Showing, StreamingService, WatchOptions } from '@guide/common/cinema';
import { filmIdOf, yearOf } from '@guide/common/films';
import type { TvMovieAiring } from '@guide/common/tv';
import { MAX_WATCHLIST_FILMS, type KeptFilms, type Watchlist } from '@guide/common/watching';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/users';

// The test clock is Saturday 2026-11-21, noon in New York.
describe.each(testDatabaseKinds)('the film watchlist, offline (%s)', (kind) => {
  let t: TestApp;
  /** A film of the last four weeks: in cinemas near 10001 today. */
  let inCinemas: string;
  /** A film only on TV (TCM) this week. */
  let onTv: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const showings = (await get('/v1/movies?zip=10001')).json<Showing[]>();
    const opened = (await get('/v1/discover')).json<Release[]>().filter((r) => r.release_date <= '2026-11-21');
    inCinemas = opened
      .map((r) => filmIdOf(r.title, yearOf(r.release_date)))
      .find((id) => showings.some((s) => filmIdOf(s.title, s.releaseYear) === id))!;
    const airing = (await get('/v1/tv-movies?date=2026-11-21T05:00:00Z'))
      .json<TvMovieAiring[]>()
      .find((a) => a.station.callSign === 'TCM' && a.startTime >= '2026-11-21T17:00Z')!;
    onTv = filmIdOf(airing.program.title, airing.program.releaseYear);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, authorization?: string) =>
    t.app.inject({ method, url, headers: authorization ? { authorization } : {} });

  it('keeps films, says where each shows near the saved zips and when it airs, and moves a seen one to Seen', async () => {
    const { authorization } = await signUp(t.app, `keeper-${kind}@example.com`);
    await call('POST', '/v1/users/add-zip?zip=10001', authorization);
    expect((await call('POST', `/v1/users/watchlist/add?film=${inCinemas}`, authorization)).statusCode).toBe(200);
    const kept = await call('POST', `/v1/users/watchlist/add?film=${onTv}`, authorization);
    expect(kept.headers['cache-control']).toBe('private, no-store');
    expect(kept.json<KeptFilms>().films).toEqual([
      { id: onTv, seen: false },
      { id: inCinemas, seen: false },
    ]);
    // Keeping again changes nothing.
    const again = await call('POST', `/v1/users/watchlist/add?film=${onTv}`, authorization);
    expect(again.json<KeptFilms>().films).toHaveLength(2);

    const res = await call('GET', '/v1/users/watchlist', authorization);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.json<Watchlist>();
    expect(list).toMatchObject({ limit: MAX_WATCHLIST_FILMS, zipcodes: ['10001'], seen: [], unavailable: [] });
    const cinemaFilm = list.films.find((f) => f.id === inCinemas)!;
    expect(cinemaFilm.title.length).toBeGreaterThan(0);
    expect(cinemaFilm.showtimes).toEqual([
      expect.objectContaining({ zip: '10001', date: '2026-11-21', theatres: expect.any(Array) }),
    ]);
    expect(cinemaFilm.showtimes[0]!.theatres[0]!.times.length).toBeGreaterThan(0);
    const tvFilm = list.films.find((f) => f.id === onTv)!;
    expect(tvFilm.showtimes).toEqual([]);
    expect(tvFilm.airings.some((a) => a.station.callSign === 'TCM')).toBe(true);
    expect(tvFilm.airings.every((a) => a.startTime < '2026-11-28T18:00Z')).toBe(true);

    const seen = await call('POST', `/v1/users/watchlist/seen?film=${onTv}&seen=true`, authorization);
    expect(seen.json<KeptFilms>().films).toContainEqual({ id: onTv, seen: true });
    const after = (await call('GET', '/v1/users/watchlist', authorization)).json<Watchlist>();
    expect(after.films.map((f) => f.id)).toEqual([inCinemas]);
    expect(after.seen).toEqual([expect.objectContaining({ id: onTv, seenAt: expect.any(String), airings: [] })]);
    await call('POST', `/v1/users/watchlist/seen?film=${onTv}&seen=false`, authorization);
    expect((await call('GET', '/v1/users/watchlist', authorization)).json<Watchlist>().seen).toEqual([]);

    const copy = (await call('GET', '/v1/users/me/export', authorization)).json<{ watchlist: unknown[] }>();
    expect(copy.watchlist).toEqual([
      expect.objectContaining({ filmId: inCinemas, seenAt: null }),
      expect.objectContaining({ filmId: onTv, seenAt: null }),
    ]);

    const removed = await call('POST', `/v1/users/watchlist/remove?film=${onTv}`, authorization);
    expect(removed.json<KeptFilms>().films).toEqual([{ id: inCinemas, seen: false }]);
    const gone = await call('POST', `/v1/users/watchlist/remove?film=${onTv}`, authorization);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe(`The film ${onTv} is not on your watchlist.`);

    // Another user's list is their own.
    const other = await signUp(t.app, `other-keeper-${kind}@example.com`);
    const theirs = (await call('GET', '/v1/users/watchlist', other.authorization)).json<Watchlist>();
    expect(theirs).toMatchObject({ films: [], seen: [], zipcodes: [] });
  });

  it('says of a kept film both that it airs on TV tomorrow and that it streams on one of my services', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    // Tomorrow's films on TV (from New York's midnight), the first that streams with a subscription somewhere.
    const tomorrow = (await get('/v1/tv-movies?date=2026-11-22T05:00:00Z')).json<TvMovieAiring[]>();
    let chosen: { film: string; service: StreamingService; airing: TvMovieAiring } | undefined;
    for (const airing of tomorrow) {
      const film = filmIdOf(airing.program.title, airing.program.releaseYear);
      const options = (await get(`/v1/films/${film}/watch-options`)).json<WatchOptions>();
      const service = options.options.find((o) => o.kind === 'subscription')?.services[0];
      if (service) {
        chosen = { film, service, airing };
        break;
      }
    }
    expect(chosen).toBeDefined();
    const { film, service, airing } = chosen!;
    const { authorization } = await signUp(t.app, `both-${kind}@example.com`);
    await call('POST', `/v1/users/watchlist/add?film=${film}`, authorization);

    // Before any service is chosen it streams on none of mine.
    const before = (await call('GET', '/v1/users/watchlist', authorization)).json<Watchlist>();
    expect(before.films[0]).toMatchObject({ id: film, onMyServices: [] });

    const chose = await t.app.inject({
      method: 'POST',
      url: '/v1/users/streaming-services',
      headers: { authorization },
      payload: { services: String(service.id) },
    });
    expect(chose.statusCode).toBe(200);
    const list = (await call('GET', '/v1/users/watchlist', authorization)).json<Watchlist>();
    expect(list.unavailable).toEqual([]);
    const kept = list.films.find((f) => f.id === film)!;
    expect(kept.onMyServices).toEqual([service]);
    expect(kept.airings).toContainEqual(expect.objectContaining({ startTime: airing.startTime }));

    // A seen film names none.
    await call('POST', `/v1/users/watchlist/seen?film=${film}&seen=true`, authorization);
    const seen = (await call('GET', '/v1/users/watchlist', authorization)).json<Watchlist>();
    expect(seen.seen[0]).toMatchObject({ id: film, onMyServices: [], airings: [] });
  });

  it('answers a sentence for an unknown film, a malformed id, a film not on the list, a full list and no session', async () => {
    const { authorization } = await signUp(t.app, `strict-${kind}@example.com`);
    const unknown = await call('POST', '/v1/users/watchlist/add?film=no-such-film-1999', authorization);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatch(/^The guide knows no film no-such-film-1999/);
    const malformed = await call('POST', '/v1/users/watchlist/add?film=Not%20A%20Film', authorization);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toMatch(/^A film id is the film’s title/);
    const missing = await call('POST', '/v1/users/watchlist/add', authorization);
    expect(missing.statusCode).toBe(400);
    const notKept = await call('POST', `/v1/users/watchlist/seen?film=${onTv}&seen=true`, authorization);
    expect(notKept.statusCode).toBe(404);
    expect(notKept.body).toBe(`The film ${onTv} is not on your watchlist.`);
    const badSeen = await call('POST', `/v1/users/watchlist/seen?film=${onTv}&seen=maybe`, authorization);
    expect(badSeen.statusCode).toBe(400);
    expect(badSeen.body).toBe('seen is required: true or false (?seen=true).');

    const { id } = (await call('GET', '/v1/users/me/export', authorization)).json<{ account: { id: number } }>()
      .account;
    for (let i = 0; i < MAX_WATCHLIST_FILMS; i++)
      await t.db.query('INSERT INTO user_watchlist_films (user_id, film_id, title) VALUES ($1, $2, $3)', [
        id,
        `kept-film-${i}-2020`,
        `Kept film ${i}`,
      ]);
    const full = await call('POST', `/v1/users/watchlist/add?film=${onTv}`, authorization);
    expect(full.statusCode).toBe(409);
    expect(full.body).toBe(
      `Your watchlist holds at most ${MAX_WATCHLIST_FILMS} films. Take one off before keeping another.`,
    );
    expect((await call('GET', '/v1/users/watchlist/films', authorization)).json<KeptFilms>().films).toHaveLength(
      MAX_WATCHLIST_FILMS,
    );

    for (const [method, url] of [
      ['GET', '/v1/users/watchlist'],
      ['GET', '/v1/users/watchlist/films'],
      ['POST', `/v1/users/watchlist/add?film=${onTv}`],
    ] as const)
      expect((await call(method, url)).statusCode).toBe(401);
  });
});
