import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AlertSettings, PushKey, SentAlerts, StreamingService, TvShowDetail } from '@guide/common/contract';
import { addDays, dayInZone } from '@guide/common/dates';
import { filmIdOf } from '@guide/common/films';
import { streamingServiceIds } from '@guide/common/cinema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/users';
import { PushServiceStandIn } from '../../test/push-service-stand-in';
import { NOW_SHOWING_FILMS } from '../world/cinema/catalogue';
import { worldWatchOptions } from '../world/cinema/streaming';
import { webReleasesOn } from '../world/tv/shows';

const ALERTS_ON = { VAPID_SUBJECT: 'mailto:alerts@example.com', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' };
const DAY = '2026-11-21';
const ZONE = 'America/New_York';
const MINUTE = 60_000;

async function until(condition: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('the condition was not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let standIn: PushServiceStandIn;
let test: TestApp & { clock: { now: () => Date; set: (to: number) => void } };
beforeEach(async () => {
  standIn = new PushServiceStandIn();
  await standIn.start();
  let at = Date.parse(`${DAY}T12:00:00Z`);
  const clock = { now: () => new Date(at), set: (to: number) => (at = to) };
  test = { ...(await createTestApp({ env: ALERTS_ON, clock })), clock };
  const key = (await test.app.inject({ method: 'GET', url: '/v1/push/public-key' })).json<PushKey>();
  standIn.vapidPublicKey = key.publicKey!;
});
afterEach(async () => {
  await test.close();
  await standIn.stop();
});

/** Waits until no alert is due or being sent (those planned for later may wait). */
async function settled() {
  await until(async () => {
    const depth = await test.app.services.ctx.jobs.depth();
    return depth.every((d) => d.waiting === 0 && d.active === 0);
  });
}

const post = (url: string, authorization: string, payload?: Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url, headers: { authorization }, payload });

/** Alert settings with only the streaming kinds on (or off); saving them plans the user's alerts again. */
const streamingOnly = (on: boolean) => ({
  gameStart: false,
  gameFinal: false,
  episodeTonight: true,
  filmOnTv: false,
  episodeStreaming: on,
  filmStreaming: on,
  leadMinutes: 15,
  quietStart: '',
  quietEnd: '',
});

/** A viewer with one streaming service and a device; `follow` adds what they follow before the device subscribes. */
async function viewer(
  name: string,
  service: number,
  follow: (authorization: string) => Promise<unknown>,
  { spoilerFree = false, alertsOn = true } = {},
) {
  const { authorization } = await signUp(test.app, `${name}@example.com`);
  await post('/v1/users/streaming-services', authorization, { services: String(service) });
  if (spoilerFree) await post('/v1/users/watching-settings?spoilerFree=true', authorization);
  await post('/v1/users/me/alert-settings', authorization, streamingOnly(alertsOn));
  await follow(authorization);
  const added = await post('/v1/users/me/push-subscriptions', authorization, {
    ...standIn.device(name),
    timeZone: ZONE,
  });
  expect(added.statusCode, added.body).toBe(201);
  const planAgain = () => post('/v1/users/me/alert-settings', authorization, streamingOnly(alertsOn));
  return { authorization, planAgain };
}

const services = async () =>
  (await test.app.inject({ method: 'GET', url: '/v1/streaming-services' })).json<StreamingService[]>();

describe('streaming alerts, offline world', () => {
  it('tells of a followed show’s episode at its release on my service, once, without its title in spoiler-free mode', async () => {
    // A streaming original's release later this week, on a web channel that is one of the world's services.
    const release = [0, 1, 2, 3, 4, 5, 6]
      .flatMap((n) => webReleasesOn(addDays(DAY, n)))
      .find((r) => r.airstamp && Date.parse(r.airstamp) > test.clock.now().getTime())!;
    const service = (await services()).find((s) => s.name === release.service)!;
    expect(service).toBeDefined();
    const show = (await test.app.inject({ method: 'GET', url: `/v1/tv-show/${release.showId}` })).json<TvShowDetail>();
    const episode = (await test.app.inject({ method: 'GET', url: `/v1/tv-show/episode/${release.episodeId}` })).json<{
      name: string;
      season: number;
      number: number;
    }>();
    const follow = (authorization: string) => post(`/v1/users/add-show?show=${release.showId}`, authorization);
    const fan = await viewer('fan', service.id, follow);
    const hidden = await viewer('hidden', service.id, follow, { spoilerFree: true });
    const off = await viewer('off', service.id, follow, { alertsOn: false });
    await settled();
    expect(standIn.received).toEqual([]);

    test.clock.set(Date.parse(release.airstamp!) + MINUTE);
    for (const v of [fan, hidden, off]) await v.planAgain();
    await until(() => standIn.received.length >= 2);
    await settled();
    expect(standIn.problems).toEqual([]);
    const byDevice = new Map(standIn.received.map((r) => [r.device, r.payload]));
    expect([...byDevice.keys()].sort()).toEqual(['fan', 'hidden']);
    const code = `S${episode.season}E${episode.number}`;
    expect(byDevice.get('fan')).toEqual({
      title: `${show.name}: new episode on ${service.name}`,
      body: `${code} “${episode.name}” is out now.`,
      url: `/television/show/${release.showId}`,
      tag: expect.stringMatching(/^[A-Za-z0-9_-]{1,32}$/),
    });
    expect(byDevice.get('hidden')!.body).toBe(`${code} is out now.`);
    // Planned again later: sent once.
    test.clock.set(Date.parse(release.airstamp!) + 30 * MINUTE);
    await fan.planAgain();
    await settled();
    expect(standIn.received).toHaveLength(2);
    const sent = (
      await test.app.inject({
        method: 'GET',
        url: '/v1/users/me/alerts',
        headers: { authorization: fan.authorization },
      })
    ).json<SentAlerts>();
    expect(sent.alerts).toEqual([
      expect.objectContaining({ kind: 'episode-streaming', title: byDevice.get('fan')!.title }),
    ]);
  });

  it('tells of a watchlist film arriving on my service on the day it does, once, and not where it already was', async () => {
    // A film showing all year whose offers change this season, gaining a streaming service from one day to the next.
    const today = dayInZone(test.clock.now(), ZONE);
    const arrival = NOW_SHOWING_FILMS.flatMap((film) => {
      const id = filmIdOf(film.title);
      for (let n = 1; n <= 60; n++) {
        const before = new Set(streamingServiceIds(worldWatchOptions(id, addDays(today, n - 1))));
        const gained = streamingServiceIds(worldWatchOptions(id, addDays(today, n))).find((s) => !before.has(s));
        if (gained) return [{ id, title: film.title, day: addDays(today, n), service: gained }];
      }
      return [];
    })[0]!;
    const service = (await services()).find((s) => s.id === arrival.service)!;
    // The day before the arrival: the first look at the film is where it already is.
    test.clock.set(Date.parse(`${addDays(arrival.day, -1)}T17:00:00Z`));
    const keep = (authorization: string) => post(`/v1/users/watchlist/add?film=${arrival.id}`, authorization);
    const fan = await viewer('keeper', service.id, keep);
    const off = await viewer('quiet-keeper', service.id, keep, { alertsOn: false });
    await settled();
    expect(standIn.received).toEqual([]);

    test.clock.set(Date.parse(`${arrival.day}T17:00:00Z`));
    await fan.planAgain();
    await off.planAgain();
    await until(() => standIn.received.length >= 1);
    await settled();
    expect(standIn.problems).toEqual([]);
    expect(standIn.received.map((r) => [r.device, r.payload])).toEqual([
      [
        'keeper',
        {
          title: `${arrival.title} is now on ${service.name}`,
          body: 'A film on your watchlist arrived on one of your services.',
          url: `/film/${arrival.id}`,
          tag: expect.stringMatching(/^[A-Za-z0-9_-]{1,32}$/),
        },
      ],
    ]);
    // The next round, still within the news of the arrival: not again.
    test.clock.set(Date.parse(`${arrival.day}T19:00:00Z`));
    await fan.planAgain();
    await settled();
    expect(standIn.received).toHaveLength(1);
  });

  it('keeps the streaming switches a client leaves out, and refuses ones that are not true or false', async () => {
    const { authorization } = await signUp(test.app, 'switches@example.com');
    const { episodeStreaming: _e, filmStreaming: _f, ...older } = streamingOnly(true);
    await post('/v1/users/me/alert-settings', authorization, { ...older, filmStreaming: false });
    const kept = await post('/v1/users/me/alert-settings', authorization, older);
    expect(kept.json<AlertSettings>()).toMatchObject({ episodeStreaming: true, filmStreaming: false });
    const bad = await post('/v1/users/me/alert-settings', authorization, { ...older, episodeStreaming: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/episodeStreaming is true or false/);
    const { quietStart: _s, quietEnd: _q, ...noQuietHours } = older;
    const missing = await post('/v1/users/me/alert-settings', authorization, noQuietHours);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatch(/quietStart and quietEnd are times written HH:MM/);
    expect(missing.body).not.toMatch(/Invalid input/);
  });
});
