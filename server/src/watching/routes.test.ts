import type { StreamingService, WatchOptions } from '@guide/common/cinema';
import type { TvEpisodeAiring } from '@guide/common/tv';
import type { ShowProgress, UpNext, WatchingSettings } from '@guide/common/watching';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/users';
import { SHOW_CATALOGUE } from '../world/tv/show-catalogue';
import { webReleasesOn } from '../world/tv/shows';

/** The test clock: Saturday 21 November 2026, noon in New York. */
const TODAY = '2026-11-21';

describe('Watched episodes and Up next, offline', () => {
  let t: TestApp;
  const episodesOf = new Map<number, TvEpisodeAiring[]>();
  /** A running show with at least two seasons aired. */
  let longShow: number;
  /** A show with an episode airing tonight. */
  let tonightShow: number;
  let tonightEpisode: TvEpisodeAiring;

  beforeAll(async () => {
    t = await createTestApp();
    for (const { id } of SHOW_CATALOGUE) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/tv-show/${id}/episodes` });
      episodesOf.set(id, res.json<TvEpisodeAiring[]>());
    }
    const aired = (eps: TvEpisodeAiring[]) => eps.filter((e) => e.airdate < TODAY);
    longShow = [...episodesOf].find(
      ([, eps]) => aired(eps).some((e) => e.season === 3) && eps.some((e) => e.airdate > TODAY),
    )![0];
    [tonightShow, tonightEpisode] = [...episodesOf].flatMap(([id, eps]) => {
      const tonight = eps.find((e) => e.airdate === TODAY && e.number > 1);
      return tonight ? [[id, tonight] as const] : [];
    })[0]!;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, authorization: string) =>
    t.app.inject({ method, url, headers: { authorization } });

  it('marks a whole season: Up next then offers the next season’s first episode, and the show is saved', async () => {
    const { authorization } = await signUp(t.app, 'season@example.com');
    const marked = await call('POST', `/v1/users/watched/mark?show=${longShow}&season=1`, authorization);
    expect(marked.statusCode).toBe(200);
    const progress = marked.json<ShowProgress>();
    const seasonOne = episodesOf.get(longShow)!.filter((e) => e.season === 1);
    expect(progress.watchedCount).toBe(seasonOne.length);
    expect(progress.following).toBe(true);
    expect(progress.last).toMatchObject({ season: 1, number: seasonOne.length });
    expect(progress.next).toMatchObject({ season: 2, number: 1 });

    const data = await call('GET', '/v1/users/get-data', authorization);
    expect(data.json<{ shows: number[] }>().shows).toEqual([longShow]);

    const upNext = await call('GET', '/v1/users/up-next', authorization);
    expect(upNext.statusCode).toBe(200);
    expect(upNext.headers['cache-control']).toBe('private, no-store');
    const next = upNext.json<UpNext>().next;
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ showId: longShow, episode: { season: 2, number: 1 } });
    expect(upNext.json<UpNext>().behind.map((i) => i.showId)).toEqual([longShow]);
  });

  it('marks up to an episode, one episode, the whole show, and unmarks; progress follows', async () => {
    const { authorization } = await signUp(t.app, 'through@example.com');
    const episodes = episodesOf.get(longShow)!;
    const s2e3 = episodes.find((e) => e.season === 2 && e.number === 3)!;
    const through = (
      await call('POST', `/v1/users/watched/mark?show=${longShow}&episode=${s2e3.id}&through=true`, authorization)
    ).json<ShowProgress>();
    const seasonOne = episodes.filter((e) => e.season === 1).length;
    expect(through.watchedCount).toBe(seasonOne + 3);
    expect(through.next).toMatchObject({ season: 2, number: 4 });
    expect(through.percent).toBe(Math.floor(((seasonOne + 3) * 100) / through.airedCount));

    const unmarked = (
      await call('POST', `/v1/users/watched/unmark?show=${longShow}&episode=${s2e3.id}`, authorization)
    ).json<ShowProgress>();
    expect(unmarked.last).toMatchObject({ season: 2, number: 2 });
    expect(unmarked.next).toMatchObject({ season: 2, number: 3 });

    const whole = (await call('POST', `/v1/users/watched/mark?show=${longShow}`, authorization)).json<ShowProgress>();
    expect(whole.watchedCount).toBe(whole.airedCount);
    expect(whole.percent).toBe(100);
    expect(whole.next).toBeNull();
    // Watched to the end and still running: finished, with its next episode to come.
    const upNext = (await call('GET', '/v1/users/up-next', authorization)).json<UpNext>();
    expect(upNext.next).toEqual([]);
    expect(upNext.finished).toMatchObject([{ showId: longShow, upcoming: { airdate: expect.any(String) } }]);

    const none = (await call('POST', `/v1/users/watched/unmark?show=${longShow}`, authorization)).json<ShowProgress>();
    expect(none).toMatchObject({ watchedCount: 0, last: null, next: { season: 1, number: 1 } });
    const read = await call('GET', `/v1/users/watched?show=${longShow}`, authorization);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.json<ShowProgress>()).toEqual(none);
  });

  it('lists an episode airing tonight under new tonight until it is marked', async () => {
    const { authorization } = await signUp(t.app, 'tonight@example.com');
    await call('POST', `/v1/users/add-show?show=${tonightShow}`, authorization);
    const before = (await call('GET', '/v1/users/up-next', authorization)).json<UpNext>();
    expect(before.newTonight).toMatchObject([{ showId: tonightShow, episode: { id: tonightEpisode.id } }]);
    expect(before.comingThisWeek.every((i) => i.episode.airdate > TODAY)).toBe(true);

    const marked = await call(
      'POST',
      `/v1/users/watched/mark?show=${tonightShow}&episode=${tonightEpisode.id}`,
      authorization,
    );
    expect(marked.statusCode).toBe(200);
    const after = (await call('GET', '/v1/users/up-next', authorization)).json<UpNext>();
    expect(after.newTonight).toEqual([]);
  });

  it('names the streaming service of a streaming original’s releases, tonight and this week, and no service for a network’s', async () => {
    const weekEnd = '2026-11-28';
    const streamingOriginal = SHOW_CATALOGUE.find(
      (s) =>
        s.webChannel !== null &&
        s.network === null &&
        episodesOf.get(s.id)!.some((e) => e.airdate >= TODAY && e.airdate <= weekEnd),
    )!;
    const networkShow = SHOW_CATALOGUE.find(
      (s) => s.network !== null && episodesOf.get(s.id)!.some((e) => e.airdate >= TODAY && e.airdate <= weekEnd),
    )!;
    const release = episodesOf.get(streamingOriginal.id)!.find((e) => e.airdate >= TODAY && e.airdate <= weekEnd)!;
    // The offline web channel schedule lists the release on its day, on the show's service.
    expect(webReleasesOn(release.airdate)).toContainEqual(
      expect.objectContaining({
        showId: streamingOriginal.id,
        episodeId: release.id,
        service: streamingOriginal.webChannel,
      }),
    );

    const { authorization } = await signUp(t.app, 'web-releases@example.com');
    await call('POST', `/v1/users/add-show?show=${streamingOriginal.id}`, authorization);
    await call('POST', `/v1/users/add-show?show=${networkShow.id}`, authorization);
    const upNext = (await call('GET', '/v1/users/up-next', authorization)).json<UpNext>();
    const coming = [...upNext.newTonight, ...upNext.comingThisWeek];
    expect(coming.find((i) => i.episode.id === release.id)).toMatchObject({
      showId: streamingOriginal.id,
      releasedOn: streamingOriginal.webChannel,
    });
    const networkItems = coming.filter((i) => i.showId === networkShow.id);
    expect(networkItems.length).toBeGreaterThan(0);
    expect(networkItems.every((i) => i.releasedOn === null)).toBe(true);

    // The service it is released on is one of the catalogue's: chosen, the release is on my services.
    const services = (await t.app.inject({ method: 'GET', url: '/v1/streaming-services' })).json<StreamingService[]>();
    const own = services.find((s) => s.name === streamingOriginal.webChannel)!;
    expect(own).toBeDefined();
    await t.app.inject({
      method: 'POST',
      url: '/v1/users/streaming-services',
      headers: { authorization },
      payload: { services: String(own.id) },
    });
    const mine = (await call('GET', '/v1/users/up-next', authorization)).json<UpNext>();
    expect([...mine.newTonight, ...mine.comingThisWeek].find((i) => i.episode.id === release.id)).toMatchObject({
      releasedOn: own.name,
      onMyServices: [own],
    });
  });

  it('says which of my services each show in Up next streams on, asking only once I have chosen some', async () => {
    const options = (
      await t.app.inject({ method: 'GET', url: `/v1/tv-show/${tonightShow}/watch-options` })
    ).json<WatchOptions>();
    const { authorization } = await signUp(t.app, 'up-next-services@example.com');
    await call('POST', `/v1/users/add-show?show=${tonightShow}`, authorization);
    const before = (await call('GET', '/v1/users/up-next', authorization)).json<UpNext>();
    expect(before.newTonight[0]!.onMyServices).toEqual([]);

    const streaming = options.options.filter((o) => ['subscription', 'free', 'ads'].includes(o.kind));
    expect(streaming.length).toBeGreaterThan(0);
    const service = streaming[0]!.services[0]!;
    const chose = await t.app.inject({
      method: 'POST',
      url: '/v1/users/streaming-services',
      headers: { authorization },
      payload: { services: String(service.id) },
    });
    expect(chose.statusCode).toBe(200);
    const after = (await call('GET', '/v1/users/up-next', authorization)).json<UpNext>();
    expect(after.newTonight[0]!.onMyServices).toEqual([service]);
  });

  it('answers 404 with a sentence for a show, episode or season that does not exist, and 400 for bad input', async () => {
    const { authorization } = await signUp(t.app, 'wrong@example.com');
    const noShow = await call('POST', '/v1/users/watched/mark?show=999999', authorization);
    expect(noShow.statusCode).toBe(404);
    expect(noShow.body).toBe('There is no show 999999.');
    const noEpisode = await call('POST', `/v1/users/watched/mark?show=${longShow}&episode=123`, authorization);
    expect(noEpisode.statusCode).toBe(404);
    expect(noEpisode.body).toBe(`Show ${longShow} has no episode 123.`);
    const noSeason = await call('POST', `/v1/users/watched/mark?show=${longShow}&season=99`, authorization);
    expect(noSeason.statusCode).toBe(404);
    expect(noSeason.body).toBe(`Show ${longShow} has no season 99.`);
    const both = await call('POST', `/v1/users/watched/mark?show=${longShow}&season=1&episode=2`, authorization);
    expect(both.statusCode).toBe(400);
    expect(both.body).toBe('Give a season or an episode, not both.');
    const badId = await call('POST', '/v1/users/watched/mark?show=abc', authorization);
    expect(badId.statusCode).toBe(400);
    // Nothing was saved by the failed marks.
    const data = await call('GET', '/v1/users/get-data', authorization);
    expect(data.json<{ shows: number[] }>().shows).toEqual([]);
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/users/up-next' });
    expect(res.statusCode).toBe(401);
  });

  it('keeps the spoiler-free setting per account', async () => {
    const { authorization } = await signUp(t.app, 'spoilers@example.com');
    expect((await call('GET', '/v1/users/watching-settings', authorization)).json<WatchingSettings>()).toEqual({
      spoilerFree: false,
    });
    const on = await call('POST', '/v1/users/watching-settings?spoilerFree=true', authorization);
    expect(on.json<WatchingSettings>()).toEqual({ spoilerFree: true });
    expect((await call('GET', '/v1/users/watching-settings', authorization)).json<WatchingSettings>()).toEqual({
      spoilerFree: true,
    });
    const bad = await call('POST', '/v1/users/watching-settings?spoilerFree=yes', authorization);
    expect(bad.statusCode).toBe(400);
  });
});
