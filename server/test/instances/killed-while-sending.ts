import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, vi } from 'vitest';
import { PLAN_ALERTS, SEND_ALERT } from '../../src/alerts/alert-service';
import type { Clock } from '../../src/clock';
import type { Database } from '../../src/db/database';
import { jobQueueSchema } from '../../src/db/job-queue-schema';
import { followerWithDevice, gameAndMoment } from '../alert-followers';
import { preparedDataFolder } from '../data-folder';
import { PushServiceStandIn } from '../push-service-stand-in';
import { startServerProcess, type ServerProcess } from '../server-process';
import { createTestApp, DEFAULT_TEST_NOW } from '../test-app';

/**
 * Instances killed outright (SIGKILL: no shutdown, no goodbye to the queue) while they send alerts:
 * the compiled server in processes of its own, pushing to a stand-in push service that decrypts
 * what it receives and counts each alert's id.
 */

export const DAY = '2026-11-21';
/**
 * Enough that a kill lands mid-run with alerts left to send, the stand-in's slow answers doing the
 * rest (PUSH_ANSWER_MS); each follower costs two password hashes to make.
 */
export const FOLLOWERS = 24;
/** Each instance signs with its own VAPID subject, so the stand-in can tell who sent what. */
export const FIRST = 'mailto:first@example.com';
export const SECOND = 'mailto:second@example.com';
const ENV = {
  JWT_SECRET: 'a-secret-that-is-long-enough-for-tokens',
  PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
  // Generous beside the stand-in's answer, so no push is cut off and sent again on a busy machine.
  PUSH_TIMEOUT_MS: '5000',
  // A killed instance's send is taken back 10 s after it started (by default three push timeouts
  // and 30 s: 45 s here), still twice the push timeout, so no live send is taken for lost; then it
  // waits 1–2 s (by default 10–20 s). A job keeps the timings it was queued with: the set-up app
  // queues every alert, so it has them too.
  ALERTS_SEND_EXPIRE_SECONDS: '10',
  ALERTS_RETRY_SECONDS: '1',
};
const SERVER_ENV = {
  ...ENV,
  // The queue looks for expired jobs every second, so a killed instance's job is taken back soon after it expires.
  JOB_MAINTENANCE_SECONDS: '1',
  METRICS_PORT: '0',
  // One push at a time, so the one in flight at the kill is known exactly; with more, each push in
  // flight may arrive twice (alerts-instances.test.ts allows that with two at once).
  ALERTS_CONCURRENCY: '1',
};
/**
 * Until the kill, slow enough that the planning rounds end with most alerts still to send, however
 * busy the machine (the kill waits for them, so a slow answer costs little: a third to a quarter
 * of the alerts had gone at the kill on a loaded two-core machine); after it, quick, so the rest
 * goes out soon.
 */
const PUSH_ANSWER_MS = 1500;
const PUSH_ANSWER_AFTER_KILL_MS = 50;
export const LONG = 300_000;

/** What a test started, stopped after it whether it passed or not (each test file registers this once). */
export function cleanUpAfterEach() {
  afterEach(async () => {
    while (cleanup.length) await cleanup.pop()!().catch(() => undefined);
  });
}
const cleanup: (() => Promise<unknown>)[] = [];
export const onCleanup = (step: () => Promise<unknown>) => cleanup.push(step);

export async function tempFolder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-alerts-killed-'));
  cleanup.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A data folder holding the run's migrated embedded database (data-folder.ts), removed after the test. */
export async function migratedDataFolder(): Promise<string> {
  const dir = await preparedDataFolder('guide-alerts-killed-');
  cleanup.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

export async function startedStandIn(): Promise<PushServiceStandIn> {
  const standIn = new PushServiceStandIn();
  await standIn.start();
  cleanup.push(() => standIn.stop());
  standIn.delayMs = PUSH_ANSWER_MS;
  return standIn;
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ ...SERVER_ENV, ...env });
  cleanup.push(() => server.stop('SIGKILL'));
  return server;
}

/**
 * FOLLOWERS accounts following one game's home team, each with a device of the stand-in, made
 * through the API of an app on the database ten minutes before the game's alert is due: every
 * alert is then queued for later and none sent. Its next planning round is then made due now, so
 * the instances started on the moment itself plan at once and move every alert to now together.
 * Answers the moment the alerts are due.
 */
export async function followersBeforeTheirAlert(db: Database, standIn: PushServiceStandIn): Promise<string> {
  let now = new Date(DEFAULT_TEST_NOW);
  const clock: Clock = { now: () => new Date(now) };
  const setup = await createTestApp({
    db,
    clock,
    env: {
      ...ENV,
      VAPID_SUBJECT: 'mailto:setup@example.com',
      // Its close waits for a planning round in progress rather than leaving it to expire.
      SHUTDOWN_TIMEOUT_MS: '60000',
    },
  });
  let at: string;
  try {
    const found = await gameAndMoment(setup.app, DAY);
    at = found.at;
    now = new Date(Date.parse(at) - 10 * 60_000);
    // A few at a time: password hashing runs on the thread pool.
    for (let i = 0; i < FOLLOWERS; i += 4) {
      await Promise.all(
        [i, i + 1, i + 2, i + 3].map(async (n) => {
          const { added } = await followerWithDevice(setup.app, standIn, {
            email: `follower${n}@example.com`,
            team: found.game.home.id,
            device: `device${n}`,
          });
          expect(added.statusCode, added.body).toBe(201);
        }),
      );
    }
    const key = (await setup.app.inject({ method: 'GET', url: '/v1/push/public-key' })).json<{ publicKey: string }>();
    standIn.vapidPublicKey = key.publicKey;
  } finally {
    await setup.close();
  }
  // Once the app has stopped working the queue (its own pool for it is closed), so the round is
  // left to the instances.
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  await db.query(
    `UPDATE ${jobQueueSchema(rows[0]!.schema)}.job SET start_after = now()
      WHERE name = $1 AND singleton_key = 'everyone' AND state IN ('created', 'retry')`,
    [PLAN_ALERTS],
  );
  return at;
}

/** A queue's jobs by state (waiting, scheduled, active), from an instance's metrics: every instance reads the shared queue. */
async function queueJobs(server: ServerProcess, queue: string): Promise<Record<string, number>> {
  const port = /"port":(\d+)\},"msg":"Prometheus metrics listening"/.exec(server.output())?.[1];
  if (!port) throw new Error(`the server did not say where its metrics are:\n${server.output()}`);
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const jobs: Record<string, number> = {};
  for (const [, name, state, count] of text.matchAll(/^guide_job_queue_jobs\{queue="([^"]+)",state="(\w+)"\} (\d+)$/gm))
    if (name === queue) jobs[state!] = Number(count);
  return jobs;
}

const idle = (jobs: Record<string, number>) => jobs.waiting === 0 && jobs.active === 0;

/**
 * Kills `victim` with SIGKILL the moment a push it signed reaches the stand-in, once it has sent
 * `after` alerts and no planning is left (a killed planning round would hold its users' alerts
 * until it expires, ten minutes on): its send job is then surely in flight, pushed but not done.
 * Answers the device that push was for, and how many pushes the stand-in had taken before it.
 */
export async function killWhileSending(
  standIn: PushServiceStandIn,
  victim: ServerProcess,
  subject: string,
  after: number,
): Promise<{ device: string; receivedBefore: number }> {
  await vi.waitFor(
    async () => {
      expect(standIn.received.filter((r) => r.subject === subject).length).toBeGreaterThanOrEqual(after);
      expect(idle(await queueJobs(victim, PLAN_ALERTS))).toBe(true);
    },
    { timeout: LONG, interval: 250 },
  );
  // Mid-run: alerts are left to send (else no push of the victim's would come to kill it on).
  expect(standIn.tags().size).toBeLessThan(FOLLOWERS);
  const killed = await new Promise<{ device: string; receivedBefore: number }>((resolve) => {
    standIn.onArrival = (push) => {
      if (push.subject !== subject) return;
      process.kill(victim.pid, 'SIGKILL');
      standIn.onArrival = undefined;
      standIn.delayMs = PUSH_ANSWER_AFTER_KILL_MS;
      resolve({ device: push.device, receivedBefore: standIn.received.length });
    };
  });
  await victim.stop('SIGKILL');
  // Mid-run: alerts were left to send.
  expect(standIn.tags().size).toBeLessThan(FOLLOWERS);
  return killed;
}

/**
 * Waits until every alert's id has arrived and the queue has nothing left to send, then checks
 * that each id came once but the one in flight at the kill: the killed instance's push reached the
 * stand-in and its job never finished, so once the job expired the queue gave it to `survivor`,
 * which sent it again. An instance here sends one alert at a time (ALERTS_CONCURRENCY), so a kill can leave at most
 * one such copy; the alert's id (the push Topic and the notification tag) makes the device show it once.
 */
export async function expectEveryAlertOnceButTheOneInFlight(
  standIn: PushServiceStandIn,
  survivor: { server: ServerProcess; subject: string },
  inFlight: { device: string; subject: string },
): Promise<void> {
  const copies = () => standIn.received.filter((r) => r.device === inFlight.device);
  await vi.waitFor(
    async () => {
      expect(standIn.tags().size).toBe(FOLLOWERS);
      expect(copies()).toHaveLength(2);
      expect(idle(await queueJobs(survivor.server, SEND_ALERT))).toBe(true);
    },
    { timeout: LONG, interval: 250 },
  );
  expect(standIn.problems).toEqual([]);
  expect(copies().map((r) => r.subject)).toEqual([inFlight.subject, survivor.subject]);
  const perTag = new Map<string, number>();
  for (const { payload } of standIn.received) perTag.set(payload.tag, (perTag.get(payload.tag) ?? 0) + 1);
  expect([...perTag].filter(([, n]) => n > 1)).toEqual([[copies()[0]!.payload.tag, 2]]);
}
