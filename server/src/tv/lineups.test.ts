import type { TvLineupDetail, TvLineups, TvMovieAiring, TvSportsAiring } from '@guide/common/tv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('TV line-ups, offline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const DAY = 'date=2026-11-21T05:00:00.000Z';

  it('lists the line-ups offered at a zip: broadcast, then cable, then satellite', async () => {
    const res = await get('/v1/tv-lineups?zip=10001');
    expect(res.statusCode).toBe(200);
    const { zip, lineups } = res.json<TvLineups>();
    expect(zip).toBe('10001');
    expect(lineups.map((l) => l.type)).toEqual(['broadcast', 'cable', 'satellite', 'satellite']);
    for (const l of lineups) expect(l.location).toBe('New York, NY');
    expect(lineups[1]!.id).toBe('USA-NY10001-X');
    // Another place has its own line-ups.
    const austin = (await get('/v1/tv-lineups?zip=78701')).json<TvLineups>();
    expect(austin.lineups[1]!.id).toBe('USA-TX78701-X');
    expect(austin.lineups[1]!.location).toBe('Austin, TX');
  });

  it('keeps to one provider type when asked', async () => {
    const res = await get('/v1/tv-lineups?zip=10001&type=satellite');
    expect(res.json<TvLineups>().lineups.map((l) => l.name)).toEqual(['DIRECTV — New York', 'DISH — New York']);
    const bad = await get('/v1/tv-lineups?zip=10001&type=streaming');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe('A line-up type is broadcast, cable or satellite.');
  });

  it('answers a bad zip with the spec’s sentence, and a zip that is nowhere with 404', async () => {
    for (const zip of ['', '1234', 'abcde', '123456']) {
      const res = await get(`/v1/tv-lineups?zip=${zip}`);
      expect(res.statusCode, zip).toBe(400);
      expect(res.body).toBe('Please enter a valid U.S. zip code.');
    }
    expect((await get('/v1/tv-lineups')).body).toBe('Please enter a valid U.S. zip code.');
    const nowhere = await get('/v1/tv-lineups?zip=00000');
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.body).toBe('There is no U.S. zip code 00000.');
  });

  it('answers a line-up with its channels by number, names and numbers; the guide’s own is the default', async () => {
    const cable = (await get('/v1/tv-lineups/USA-NY10001-X')).json<TvLineupDetail>();
    expect(cable).toMatchObject({ id: 'USA-NY10001-X', type: 'cable', default: false });
    const numbers = cable.channels.map((c) => Number(c.channel));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(cable.channels.find((c) => c.callSign === 'HALLMRK')?.name).toBe('Hallmark Channel');
    const dish = (await get('/v1/tv-lineups/USA-DISH10001-DEFAULT')).json<TvLineupDetail>();
    expect(dish.channels.find((c) => c.callSign === 'HBO')?.channel).not.toBe(
      cable.channels.find((c) => c.callSign === 'HBO')?.channel,
    );
    const guide = (await get('/v1/tv-lineups/USA-TX42500-X')).json<TvLineupDetail>();
    expect(guide.default).toBe(true);
  });

  it('answers an unknown line-up with 404 and a malformed id with 400', async () => {
    for (const id of ['USA-ZZ99999-X', 'USA-TX10001-X', 'USA-OTA00000']) {
      const res = await get(`/v1/tv-lineups/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toBe(`There is no TV line-up ${id}.`);
    }
    const bad = await get('/v1/tv-lineups/has%20space');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe('A line-up id is letters, digits and dashes, such as USA-TX42500-X.');
  });

  it('lists films and sports on the line-up asked for, with channel names and numbers', async () => {
    const all = (await get(`/v1/tv-movies?${DAY}`)).json<TvMovieAiring[]>();
    expect(all.every((a) => a.station.name && a.station.channel)).toBe(true);
    const hallmark = all.find((a) => a.station.callSign === 'HALLMRK')!;
    expect(hallmark.station).toEqual({ callSign: 'HALLMRK', channel: '69', name: 'Hallmark Channel' });

    const directv = (await get(`/v1/tv-movies?${DAY}&lineup=USA-DITV10001-DEFAULT`)).json<TvMovieAiring[]>();
    expect(directv.find((a) => a.station.callSign === 'HALLMRK')!.station.channel).toBe('312');
    // DIRECTV here carries no KidsFlix; the guide's own line-up does.
    expect(all.some((a) => a.station.callSign === 'KIDSFLIX')).toBe(true);
    expect(directv.some((a) => a.station.callSign === 'KIDSFLIX')).toBe(false);

    const antenna = (await get(`/v1/tv-sports?${DAY}&lineup=USA-OTA10001`)).json<TvSportsAiring[]>();
    expect(new Set(antenna.map((a) => a.station.callSign))).toEqual(new Set(['UNIMAS']));

    const unknown = await get(`/v1/tv-movies?${DAY}&lineup=USA-ZZ99999-X`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('There is no TV line-up USA-ZZ99999-X.');
  });
});
