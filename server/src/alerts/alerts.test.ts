import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountExport } from '@guide/common/account';
import type { PushKey, PushSubscriptions, SentAlerts } from '@guide/common/contract';
import type { Game } from '@guide/common/sports';
import { appsOnOneDatabase, type TestApp } from '../../test/test-app';
import { jobQueueSchema } from '../db/job-queue-schema';
import { signUp } from '../../test/users';
import { PushServiceStandIn } from '../../test/push-service-stand-in';
import { followerWithDevice } from '../../test/alert-followers';

const ALERTS_ON = { VAPID_SUBJECT: 'mailto:alerts@example.com', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' };
const DAY = '2026-11-21';
const MINUTE = 60_000;

/** A clock the test moves. */
function movableClock(iso: string) {
  let at = new Date(iso).getTime();
  return { now: () => new Date(at), set: (to: number) => (at = to) };
}

/** Moves the app's clock; the days' games kept for a while (real time) are read again at the new time. */
async function moveTo(test: TestApp & { clock: ReturnType<typeof movableClock> }, at: number) {
  test.clock.set(at);
  await test.app.services.ctx.cache.delete('sports:');
}

async function until(condition: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('the condition was not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let standIn: PushServiceStandIn;
const opened: TestApp[] = [];
// Opening a PGlite database was most of an app's cost: the tests' apps share one, emptied before each.
const newApp = appsOnOneDatabase();
beforeEach(async () => {
  standIn = new PushServiceStandIn();
  await standIn.start();
});
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
  await standIn.stop();
});

async function appWith(env: Record<string, string> = ALERTS_ON, clock = movableClock(`${DAY}T17:00:00Z`)) {
  const test = await newApp({ env, clock });
  opened.push(test);
  const { app } = test;
  const key = (await app.inject({ method: 'GET', url: '/v1/push/public-key' })).json<PushKey>();
  if (key.publicKey) standIn.vapidPublicKey = key.publicKey;
  const games = (await app.inject({ method: 'GET', url: `/v1/sports/nhl/games?date=${DAY}` })).json<Game[]>();
  const game = games.find((g) => g.status === 'Scheduled')!;
  return { ...test, clock, game, key };
}

/** Waits until no alert is due or being sent (those planned for later may wait). */
async function settled(test: TestApp) {
  await until(async () => {
    const depth = await test.app.services.ctx.jobs.depth();
    return depth.every((d) => d.waiting === 0 && d.active === 0);
  });
}

describe('alerts by Web Push', () => {
  it('says alerts are off, and why, without VAPID; subscribing is refused and the rest works', async () => {
    const { app, game } = await appWith({});
    const key = (await app.inject({ method: 'GET', url: '/v1/push/public-key' })).json<PushKey>();
    expect(key).toEqual({
      enabled: false,
      publicKey: null,
      reason: expect.stringMatching(/^Alerts are off: .*VAPID_SUBJECT/),
    });
    const { added } = await followerWithDevice(app, standIn, {
      email: 'off@example.com',
      team: game.home.id,
      device: 'off',
    });
    expect(added.statusCode).toBe(409);
    expect(added.body).toBe(key.reason);
  });

  it('sends a followed team’s game 15 minutes before, once, with its text and link, decrypted on the device', async () => {
    const test = await appWith();
    const { app, game } = test;
    await moveTo(test, Date.parse(game.gametime) - 15 * MINUTE);
    const { authorization, added } = await followerWithDevice(app, standIn, {
      email: 'fan@example.com',
      team: game.home.id,
      device: 'phone',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.headers['cache-control']).toMatch(/private|no-store/);
    await until(() => standIn.received.length > 0);
    await settled(test);
    expect(standIn.problems).toEqual([]);
    expect(standIn.received).toHaveLength(1);
    const [push] = standIn.received;
    expect(push!.payload).toEqual({
      title: `${game.visitor.name} at ${game.home.name} starts in 15 minutes`,
      body: expect.stringMatching(/^Puck drop at \d{1,2}:\d{2} [AP]M( on .+)?\.$/),
      url: `/nhl/game/${game.id}`,
      tag: expect.stringMatching(/^[A-Za-z0-9_-]{1,32}$/),
    });
    expect(push!.topic).toBe(push!.payload.tag);
    expect(push!.ttl).toBeGreaterThan(0);
    // Planned again (a settings change plans at once): the alert sent is not sent twice.
    await app.inject({
      method: 'POST',
      url: '/v1/users/me/alert-settings',
      headers: { authorization },
      payload: {
        gameStart: true,
        gameFinal: false,
        episodeTonight: true,
        filmOnTv: true,
        leadMinutes: 15,
        quietStart: '',
        quietEnd: '',
      },
    });
    await settled(test);
    expect(standIn.received).toHaveLength(1);
    const sent = (
      await app.inject({ method: 'GET', url: '/v1/users/me/alerts', headers: { authorization } })
    ).json<SentAlerts>();
    expect(sent.alerts).toEqual([
      expect.objectContaining({
        id: push!.payload.tag,
        kind: 'game-start',
        title: push!.payload.title,
        url: push!.payload.url,
      }),
    ]);
    const devices = (
      await app.inject({ method: 'GET', url: '/v1/users/me/push-subscriptions', headers: { authorization } })
    ).json<PushSubscriptions>();
    expect(devices.subscriptions).toEqual([
      expect.objectContaining({
        browser: 'Firefox on Android',
        timeZone: 'America/New_York',
        lastUsedAt: expect.any(String),
      }),
    ]);
    const exported = (
      await app.inject({ method: 'GET', url: '/v1/users/me/export', headers: { authorization } })
    ).json<AccountExport>();
    expect(exported.sentAlerts).toHaveLength(1);
    expect(exported.pushSubscriptions).toEqual([expect.objectContaining({ browser: 'Firefox on Android' })]);
    expect(JSON.stringify(exported)).not.toContain(standIn.device('unused').endpoint.replace(/unused$/, ''));
  });

  it('says a final has ended without its score in spoiler-free mode, and with it otherwise', async () => {
    const test = await appWith();
    const { app, game } = test;
    await moveTo(test, Date.parse(game.gametime) + 5 * 3600_000);
    const finished = (await app.inject({ method: 'GET', url: `/v1/sports/nhl/games?date=${DAY}` }))
      .json<Game[]>()
      .find((g) => g.id === game.id)!;
    expect(finished.status).toBe('Final');
    const hidden = await signUp(app, 'hidden@example.com');
    await app.inject({ method: 'POST', url: '/v1/users/watching-settings?spoilerFree=true', headers: hidden });
    await app.inject({ method: 'POST', url: `/v1/users/add-team?league=nhl&team=${game.home.id}`, headers: hidden });
    await app.inject({
      method: 'POST',
      url: '/v1/users/me/push-subscriptions',
      headers: hidden,
      payload: { ...standIn.device('hidden'), timeZone: 'America/New_York' },
    });
    await followerWithDevice(app, standIn, { email: 'scores@example.com', team: game.home.id, device: 'scores' });
    await until(() => standIn.received.length >= 2);
    await settled(test);
    const spoilerFree = standIn.received.find((r) => r.device === 'hidden')!.payload;
    const withScore = standIn.received.find((r) => r.device === 'scores')!.payload;
    expect(spoilerFree.title).toBe(`${game.visitor.name} at ${game.home.name} has ended`);
    expect(JSON.stringify(spoilerFree)).not.toMatch(/\d+, /);
    expect(spoilerFree.body).not.toMatch(/\d/);
    expect(withScore.title).toBe(
      `Final: ${finished.visitor.name} ${finished.visitor_score}, ${finished.home.name} ${finished.home_score}`,
    );
  });

  it('holds an alert through quiet hours and drops one that would be stale by their end', async () => {
    const test = await appWith();
    const { app, game } = test;
    const start = Date.parse(game.gametime);
    await moveTo(test, start - 15 * MINUTE);
    const { authorization } = await signUp(app, 'quiet@example.com');
    await app.inject({
      method: 'POST',
      url: `/v1/users/add-team?league=nhl&team=${game.home.id}`,
      headers: { authorization },
    });
    const local = (ms: number) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(ms);
    // Quiet from just before the start alert to four hours after the start, in New York; each change plans again.
    const settings = {
      gameStart: true,
      gameFinal: true,
      episodeTonight: false,
      filmOnTv: false,
      leadMinutes: 15,
      quietStart: local(start - 20 * MINUTE),
      quietEnd: local(start + 4 * 3600_000),
    };
    const planAgain = () =>
      app.inject({ method: 'POST', url: '/v1/users/me/alert-settings', headers: { authorization }, payload: settings });
    await planAgain();
    await app.inject({
      method: 'POST',
      url: '/v1/users/me/push-subscriptions',
      headers: { authorization },
      payload: { ...standIn.device('quiet'), timeZone: 'America/New_York' },
    });
    // The start alert would be stale when the quiet hours end: dropped.
    await settled(test);
    // The final comes during the quiet hours: held.
    await moveTo(test, start + 3 * 3600_000);
    await planAgain();
    await settled(test);
    expect(standIn.received).toEqual([]);
    // The quiet hours over, the held final is sent; the start alert never is.
    await moveTo(test, start + 4 * 3600_000 + 5 * MINUTE);
    await planAgain();
    await until(() => standIn.received.length === 1);
    await settled(test);
    expect(standIn.received.map((r) => r.payload.title)).toEqual([expect.stringMatching(/^Final: /)]);
  });

  it('forgets a subscription its push service answers 410 for', async () => {
    const test = await appWith();
    const { app, game } = test;
    await moveTo(test, Date.parse(game.gametime) - 10 * MINUTE);
    const { authorization } = await followerWithDevice(app, standIn, {
      email: 'gone@example.com',
      team: game.home.id,
      device: 'old',
      answer: 410,
    });
    await until(async () => {
      const list = await app.inject({
        method: 'GET',
        url: '/v1/users/me/push-subscriptions',
        headers: { authorization },
      });
      return list.json<PushSubscriptions>().subscriptions.length === 0;
    });
    expect(standIn.attempts.get('old')).toBe(1);
    const sent = await app.inject({ method: 'GET', url: '/v1/users/me/alerts', headers: { authorization } });
    expect(sent.json<SentAlerts>().alerts).toEqual([]);
  });

  it('cuts a push service that hangs at the deadline and leaves the alert to a later try', async () => {
    const test = await appWith({ ...ALERTS_ON, PUSH_TIMEOUT_MS: '300' });
    const { app, game } = test;
    await moveTo(test, Date.parse(game.gametime) - 15 * MINUTE);
    const { authorization } = await followerWithDevice(app, standIn, {
      email: 'slow@example.com',
      team: game.home.id,
      device: 'slow',
      answer: 'hang',
    });
    // Planned, queued, and pushed from a thread that starts for it (compiling its TypeScript in
    // tests): beside the whole suite on a two-core machine this took over 20 s.
    await until(() => (standIn.attempts.get('slow') ?? 0) >= 1, 60_000);
    // The worker was let go at the deadline, and the alert waits for its retry with back-off: its
    // job failed with the send's own error, not taken back as lost after expiring (whose output
    // differs), so a machine slow enough to need the longer wait still tells the two apart.
    const { db } = app.services.ctx;
    const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const queue = jobQueueSchema(rows[0]!.schema);
    await until(async () => {
      const jobs = await db.query<{ state: string; message: string | null }>(
        `SELECT state, output ->> 'message' AS message FROM ${queue}.job WHERE name = 'alert-send' AND data ->> 'kind' = 'game-start'`,
      );
      return jobs.rows.some((job) => job.state === 'retry' && /No push service took the alert/.test(job.message ?? ''));
    }, 60_000);
    expect(standIn.received).toEqual([]);
    const sent = await app.inject({ method: 'GET', url: '/v1/users/me/alerts', headers: { authorization } });
    expect(sent.json<SentAlerts>().alerts).toEqual([]);
  }, 150_000);

  it('keeps to the hourly cap, and counts what was sent and what was dropped by kind', async () => {
    const test = await appWith({ ...ALERTS_ON, ALERTS_PER_HOUR: '1', METRICS_PORT: '0' });
    const { app } = test;
    const games = (await app.inject({ method: 'GET', url: `/v1/sports/nhl/games?date=${DAY}` })).json<Game[]>();
    const starts = new Map<string, Game[]>();
    for (const g of games.filter((g) => g.status === 'Scheduled'))
      starts.set(g.gametime, [...(starts.get(g.gametime) ?? []), g]);
    const [gametime, together] = [...starts].find(([, list]) => list.length >= 2)!;
    await moveTo(test, Date.parse(gametime) - 15 * MINUTE);
    const { authorization } = await signUp(app, 'capped@example.com');
    for (const g of together.slice(0, 2))
      await app.inject({
        method: 'POST',
        url: `/v1/users/add-team?league=nhl&team=${g.home.id}`,
        headers: { authorization },
      });
    await app.inject({
      method: 'POST',
      url: '/v1/users/me/push-subscriptions',
      headers: { authorization },
      payload: { ...standIn.device('capped'), timeZone: 'America/New_York' },
    });
    await until(() => standIn.received.length === 1);
    await settled(test);
    expect(standIn.received).toHaveLength(1);
    const metrics = await app.metrics!.metrics();
    expect(metrics).toContain('guide_alerts_total{kind="game-start",outcome="sent"} 1');
    expect(metrics).toContain('guide_alerts_total{kind="game-start",outcome="dropped_cap"} 1');
    expect(metrics).toContain('guide_alerts_total{kind="game-start",outcome="due"} 2');
  });

  it('stops a user’s alerts at once when the account is deleted', async () => {
    const test = await appWith();
    const { app, game } = test;
    await moveTo(test, Date.parse(game.gametime) - 3 * 3600_000);
    const { authorization } = await followerWithDevice(app, standIn, {
      email: 'leaving@example.com',
      team: game.home.id,
      device: 'leaving',
    });
    const scheduled = async () => (await app.services.ctx.jobs.depth()).find((d) => d.name === 'alert-send')!.scheduled;
    await until(async () => (await scheduled()) >= 2);
    const deleted = await app.inject({
      method: 'POST',
      url: '/v1/users/delete-account',
      headers: { authorization },
      payload: { password: 'correct horse battery', confirmation: 'leaving@example.com' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await scheduled()).toBe(0);
  });

  it('refuses malformed subscriptions with a sentence', async () => {
    const { app, game } = await appWith({ VAPID_SUBJECT: 'mailto:alerts@example.com' });
    const { authorization } = await signUp(app, 'bad@example.com');
    const good = { ...standIn.device('x'), timeZone: 'Europe/Paris' };
    const https = { ...good, endpoint: 'https://push.example.com/send/abc' };
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...https, endpoint: 'not a url' }, /well-formed/],
      [{ ...https, endpoint: 'http://push.example.com/x' }, /https/],
      [{ ...https, endpoint: 'https://127.0.0.1/x' }, /private or loopback/],
      [{ ...https, endpoint: 'https://[::1]/x' }, /private or loopback/],
      [{ ...https, endpoint: 'https://10.1.2.3/x' }, /private or loopback/],
      [{ ...https, p256dh: good.p256dh.slice(0, 40) }, /65-byte/],
      [{ ...https, p256dh: `B${'A'.repeat(86)}` }, /not a point/],
      [{ ...https, auth: 'c2hvcnQ' }, /16 bytes/],
      [{ ...https, timeZone: 'Mars/Olympus' }, /IANA/],
    ];
    for (const [payload, sentence] of cases) {
      const answer = await app.inject({
        method: 'POST',
        url: '/v1/users/me/push-subscriptions',
        headers: { authorization },
        payload,
      });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.body).toMatch(sentence);
    }
    expect(game).toBeDefined();
  });
});
