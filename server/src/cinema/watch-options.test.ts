import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Showing, StreamingService, WatchOptions } from '@guide/common/cinema';
import { filmIdOf } from '@guide/common/films';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/users';

// The test clock is Saturday 2026-11-21, noon in New York.
describe.each(testDatabaseKinds)('where to watch and My services, offline on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t?.close());

  const get = (url: string, authorization?: string) =>
    t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
  const choose = (authorization: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/users/streaming-services',
      headers: authorization ? { authorization } : {},
      payload: payload as object,
    });

  /** The ids of the films in theatres near New York today. */
  async function filmIds(): Promise<string[]> {
    const films = (await get('/v1/movies?zip=10001')).json<Showing[]>();
    return films.map((f) => filmIdOf(f.title, f.releaseYear));
  }

  it('lists the services by name, kept by shared caches', async () => {
    const res = await get('/v1/streaming-services');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    const services = res.json<StreamingService[]>();
    expect(services.length).toBeGreaterThan(5);
    expect(services.map((s) => s.name)).toEqual(services.map((s) => s.name).sort((a, b) => a.localeCompare(b)));
  });

  it('says where each film streams, by kind, different from film to film', async () => {
    const ids = await filmIds();
    expect(ids.length).toBeGreaterThan(3);
    const answers = await Promise.all(
      ids.map(async (id) => (await get(`/v1/films/${id}/watch-options`)).json<WatchOptions>()),
    );
    const order = ['subscription', 'free', 'ads', 'rent', 'buy'];
    for (const answer of answers) {
      expect(answer.region).toBe('US');
      const kinds = answer.options.map((o) => o.kind);
      expect(kinds).toEqual([...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
      for (const o of answer.options) expect(o.services.length).toBeGreaterThan(0);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a.options))).size).toBeGreaterThan(1);
    // The same film on the same day answers the same.
    expect((await get(`/v1/films/${ids[0]}/watch-options`)).json()).toEqual(answers[0]);
  });

  it('says at once which services each of many films streams on, as each film’s own answer does', async () => {
    const ids = await filmIds();
    const res = await get(`/v1/streaming-services/films?ids=${[...ids, 'no-such-film-1999'].join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    const answer = res.json<{ id: string; services: number[] | null }[]>();
    expect(answer.map((f) => f.id)).toEqual([...new Set(ids), 'no-such-film-1999']);
    for (const { id, services } of answer.slice(0, -1)) {
      const own = (await get(`/v1/films/${id}/watch-options`)).json<WatchOptions>();
      const streaming = own.options
        .filter((o) => ['subscription', 'free', 'ads'].includes(o.kind))
        .flatMap((o) => o.services.map((s) => s.id));
      expect([...services!].sort()).toEqual([...new Set(streaming)].sort());
    }
    expect(answer.some((f) => f.services!.length > 0)).toBe(true);
    expect(answer.at(-1)).toEqual({ id: 'no-such-film-1999', services: [] });

    for (const bad of ['', 'Not A Film', Array.from({ length: 101 }, (_, i) => `film-${i}-2020`).join(',')]) {
      const refused = await get(`/v1/streaming-services/films?ids=${encodeURIComponent(bad)}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toMatch(/^ids are up to 100 film ids separated by commas/);
    }
    expect((await get('/v1/streaming-services/films')).statusCode).toBe(400);
  });

  it('says at once which services each of many shows streams on, as each show’s own answer does', async () => {
    const ids = [49, 1, 2, 3, 49];
    const res = await get(`/v1/streaming-services/shows?ids=${[...ids, 999999].join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    const answer = res.json<{ id: number; services: number[] | null }[]>();
    expect(answer.map((s) => s.id)).toEqual([49, 1, 2, 3, 999999]);
    for (const { id, services } of answer.slice(0, -1)) {
      const own = (await get(`/v1/tv-show/${id}/watch-options`)).json<WatchOptions>();
      const streaming = own.options
        .filter((o) => ['subscription', 'free', 'ads'].includes(o.kind))
        .flatMap((o) => o.services.map((s) => s.id));
      expect([...services!].sort()).toEqual([...new Set(streaming)].sort());
    }
    expect(answer.some((s) => s.services!.length > 0)).toBe(true);
    expect(answer.at(-1)).toEqual({ id: 999999, services: [] });

    for (const bad of ['', 'abc', '0', '1,,2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const refused = await get(`/v1/streaming-services/shows?ids=${encodeURIComponent(bad)}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toMatch(/^ids are up to 100 show ids/);
    }
    expect((await get('/v1/streaming-services/shows')).statusCode).toBe(400);
  });

  it('answers no offers for a film the guide does not know, and a sentence for an id that is no film id', async () => {
    const unknown = await get('/v1/films/no-such-film-1999/watch-options');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ region: 'US', link: null, options: [] });
    const bad = await get('/v1/films/NOT%20AN%20ID/watch-options');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/^[A-Z].+\.$/);
  });

  it('says where a show streams, and a sentence for a show there is not', async () => {
    const show = await get('/v1/tv-show/49/watch-options');
    expect(show.statusCode).toBe(200);
    expect(show.json<WatchOptions>().region).toBe('US');
    const others = await Promise.all(
      [1, 2, 3, 4, 5].map(async (id) => JSON.stringify((await get(`/v1/tv-show/${id}/watch-options`)).json())),
    );
    expect(new Set([JSON.stringify(show.json()), ...others]).size).toBeGreaterThan(1);
    const unknown = await get('/v1/tv-show/999999/watch-options');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('There is no show with id 999999.');
    expect((await get('/v1/tv-show/abc/watch-options')).statusCode).toBe(400);
  });

  it('keeps a user’s services, for that user only, refusing ones the guide does not know', async () => {
    const a = await signUp(t.app, 'services-a@example.com');
    const b = await signUp(t.app, 'services-b@example.com');
    const mine = async (authorization: string) =>
      (await get('/v1/users/streaming-services', authorization)).json<{ services: number[] }>().services;

    expect(await mine(a.authorization)).toEqual([]);
    const kept = await choose(a.authorization, { services: '9003,9001,9003' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ services: [9001, 9003] });
    expect(await mine(a.authorization)).toEqual([9001, 9003]);
    expect((await get('/v1/users/streaming-services', a.authorization)).headers['cache-control']).toMatch(/private/);
    expect(await mine(b.authorization)).toEqual([]);

    const unknown = await choose(a.authorization, { services: '9001,4242' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toBe('The guide knows no streaming service 4242; choose from /v1/streaming-services.');
    const garbled = await choose(a.authorization, { services: 'Netflix' });
    expect(garbled.statusCode).toBe(400);
    expect(await mine(a.authorization)).toEqual([9001, 9003]);

    expect((await choose(a.authorization, { services: '9003' })).json()).toEqual({ services: [9003] });
    expect((await choose(a.authorization, { services: '' })).json()).toEqual({ services: [] });
    expect(await mine(a.authorization)).toEqual([]);
    expect((await get('/v1/users/streaming-services')).statusCode).toBe(401);
    expect((await choose(undefined, { services: '9001' })).statusCode).toBe(401);
  });
});
