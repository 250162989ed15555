// The alerts section of `npm run bench` (alone: `npm run bench -- --alerts-only 1`, or
// `node --import tsx server/test/bench-alerts.ts`): 10 000 accounts (BENCH_ALERTS), each following
// one of the teams whose NHL games start at 7 PM (Eastern) on the offline world's day, each with a
// device on a local stand-in push service that counts what it is sent (distinct Topic ids) without
// decrypting. The compiled server runs three times on those accounts: with alerts off, while
// another client reads a kept page at a steady rate (autocannon, in a process of its own); at
// 6:30 PM (fixed clock), until its planning round has queued every alert for 6:45 PM; and, the
// queue's moments moved back by the quarter of an hour its fixed clock cannot live through, at
// 6:45 PM, when every alert is due, with the same reader. Prints the planning round's time, the
// time from listening to the last alert received, alerts a second, the distinct ids and
// duplicates, the server's CPU per alert, and the page's p50/p99 and the server's event-loop delay
// beside those with alerts off. On the embedded database, and on PostgreSQL when BENCH_DATABASE_URL
// or TEST_DATABASE_URL answers (a database of its own is made there and dropped). Numbers, no
// verdicts. BENCH_CPU_PROFILE=folder writes the sending server's CPU profile there.
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { readSteadily, type LoadReading } from '../../scripts/load-reading.mjs';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { offlineGamesOn } from '../src/world/sports/schedule';
import { startServerProcess, type ServerProcess } from './server-process';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);
const DAY = '2026-11-21';
/** 7 PM Eastern on the day: the start of five NHL games in the offline world. */
const START = '2026-11-22T00:00:00.000Z';
/** 15 minutes before (the default lead): every game-start alert is due. */
const NOW = '2026-11-21T23:45:00Z';
/** When the bench's planning round runs: a quarter of an hour before the alerts are due. */
const PLAN_AT = '2026-11-21T23:30:00Z';
const PAGE = '/mlb/147';
const PAGE_LOAD = { rate: 100, connections: 10 };
const QUIET_SECONDS = 10;
const GIVE_UP_MS = 180_000;
// Planning every account takes longer than sending on a busy machine; it is not what is measured.
const PLAN_GIVE_UP_MS = 900_000;
const print = (line: string) => process.stdout.write(`${line}\n`);
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A push service that answers 201 at once and counts each Topic id; nothing is decrypted. */
class CountingPushService {
  readonly times = new Map<string, number>();
  total = 0;
  firstAt = 0;
  lastNewAt = 0;
  private readonly server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const topic = String(request.headers.topic ?? '');
      this.total += 1;
      if (!this.times.has(topic)) {
        this.lastNewAt = performance.now();
        this.firstAt ||= this.lastNewAt;
      }
      this.times.set(topic, (this.times.get(topic) ?? 0) + 1);
      response.writeHead(201).end();
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  reset(): void {
    this.times.clear();
    this.total = 0;
    this.firstAt = 0;
    this.lastNewAt = 0;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const pageLine = (label: string, r: LoadReading) =>
  `  ${label}: ${r.requests} reads, p50 ${r.p50} ms, p99 ${r.p99} ms (non-2xx ${r.non2xx}, errors ${r.errors})`;

/** The accounts: each follows one of the 7 PM games' teams and has one device on the stand-in. */
async function seed(db: Database, pushOrigin: string): Promise<void> {
  await migrate(db);
  const teams = offlineGamesOn('NHL', DAY, new Date(NOW))
    .filter((g) => g.gametime === START)
    .flatMap((g) => [g.home.id, g.visitor.id]);
  const device = deviceKeys();
  await db.query(
    `INSERT INTO users (email, password_hash) SELECT 'fan' || i || '@example.com', 'not a hash' FROM generate_series(1, $1) AS i`,
    [ALERTS],
  );
  await db.query(
    `INSERT INTO user_teams (user_id, league, team_id) SELECT id, 'NHL', ($1::int[])[1 + id % $2] FROM users`,
    [teams, teams.length],
  );
  await db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, browser, time_zone)
     SELECT id, $1 || '/push/' || id, $2, $3, 'Firefox on Android', 'America/New_York' FROM users`,
    [pushOrigin, device.p256dh, device.auth],
  );
}

/**
 * Asks for the page until it comes from the kept answers (an Age header). A server just started
 * may refuse to draw it (503: its loop is still busy with the start) and draws it when asked
 * again. A reader started on a page not kept yet measures that drawing, and more: autocannon at a
 * steady rate reported a whole 10 s window at p50 300 ms for a first drawing of one second.
 */
async function keepPage(url: string): Promise<void> {
  const giveUpAt = performance.now() + 60_000;
  for (;;) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status === 200 && response.headers.has('age')) return;
    if (performance.now() > giveUpAt) throw new Error(`${url} was not kept (last answer ${response.status})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One real P-256 key pair and auth secret for every device: the server encrypts to it as to any. */
function deviceKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The job queue's gauges from the metrics port: `queue/state` → jobs. */
async function queueJobs(metricsUrl: string): Promise<Map<string, number>> {
  const text = await (await fetch(metricsUrl)).text();
  const jobs = new Map<string, number>();
  for (const [, queue, state, n] of text.matchAll(/^guide_job_queue_jobs\{queue="([^"]+)",state="([^"]+)"\} (\d+)$/gm))
    jobs.set(`${queue}/${state}`, Number(n));
  return jobs;
}

/**
 * The server's event-loop delay p99 and max in ms since the metrics were last read (prom-client
 * samples it every 10 ms and starts again at each reading): how late the server's own thread was,
 * apart from what the machine's other work adds to a request. A stall is one sample however long
 * it lasts, while every request meanwhile waits for it: the max shows what the p99 hides.
 */
async function loopDelay(metricsUrl: string): Promise<{ p99: number; max: number }> {
  const text = await (await fetch(metricsUrl)).text();
  const read = (name: string) =>
    Number(new RegExp(`^guide_nodejs_eventloop_lag_${name}_seconds (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) * 1000;
  return { p99: read('p99'), max: read('max') };
}
const delayText = ({ p99, max }: { p99: number; max: number }) => `p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms`;

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function openBenchDatabase(env: Record<string, string>): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ url: env.DATABASE_URL })
    : openDatabase({ dataDir: path.join(env.DATA_DIR!, 'pglite') });
}

async function measure(label: string, env: Record<string, string>, stop: () => Promise<void>): Promise<void> {
  const push = new CountingPushService();
  const pushOrigin = await push.start();
  const base = {
    NODE_ENV: 'production',
    PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    // One planning round in the run: the one the bench waits for.
    ALERTS_PLAN_SECONDS: '3600',
    ...env,
  };
  const alertsOn = { ...base, VAPID_SUBJECT: 'mailto:bench@example.com' };
  let server: ServerProcess | undefined;
  try {
    const db = await openBenchDatabase(env);
    try {
      await seed(db, pushOrigin);
    } finally {
      await db.close();
    }

    // The page under the same load on the same accounts with alerts off (no VAPID_SUBJECT).
    const metricsPort = await freePort();
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    server = await startServerProcess({ ...base, FIXED_NOW: NOW, METRICS_PORT: String(metricsPort) });
    await keepPage(server.url + PAGE);
    await loopDelay(metricsUrl);
    const quietReader = readSteadily(server.url + PAGE, PAGE_LOAD);
    await new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000));
    // The reader stops first: a reading of the metrics reads the queue's depth too, which is not a page's wait.
    const quiet = await quietReader.stop();
    const quietLoopDelay = await loopDelay(metricsUrl);
    await server.stop();

    // A quarter of an hour before: the planning round queues every alert for 6:45 PM.
    // From the start of the process: the round may end before the server says it listens.
    const planStarted = performance.now();
    server = await startServerProcess({ ...alertsOn, FIXED_NOW: PLAN_AT, METRICS_PORT: String(metricsPort) });
    for (;;) {
      const jobs = await queueJobs(metricsUrl);
      const planning = (jobs.get('alerts-plan/waiting') ?? 0) + (jobs.get('alerts-plan/active') ?? 0);
      if (planning === 0 && (jobs.get('alert-send/scheduled') ?? 0) >= ALERTS) break;
      if (performance.now() - planStarted > PLAN_GIVE_UP_MS) throw new Error('the planning round did not end');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const planMs = performance.now() - planStarted;
    await server.stop();
    server = undefined;
    // The quarter of an hour passes: the queue's moments move back by it (the app's clock is
    // fixed, so its next run starts at 6:45 PM).
    const warp = await openBenchDatabase(env);
    try {
      await warp.query(
        `UPDATE job_queue.job SET start_after = start_after - interval '15 minutes' WHERE name = 'alert-send' AND state = 'created'`,
      );
    } finally {
      await warp.close();
    }

    push.reset();
    // Timed from the start of the process: the alerts are due already, and sending starts as soon
    // as the queue does, before the server says it listens.
    const started = performance.now();
    const profile = process.env.BENCH_CPU_PROFILE;
    server = await startServerProcess(
      { ...alertsOn, FIXED_NOW: NOW, METRICS_PORT: String(metricsPort) },
      // The sending server's CPU profile is written to the folder when it stops.
      profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
    );
    const listening = performance.now();
    // The page kept, as with alerts off: its first drawing (the offline world's season) is not what is measured.
    await keepPage(server.url + PAGE);
    await loopDelay(metricsUrl);
    const cpuBefore = cpuSecondsOf(server.pid);
    const reader = readSteadily(server.url + PAGE, PAGE_LOAD);
    while (push.times.size < ALERTS && performance.now() - listening < GIVE_UP_MS)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const cpu = cpuSecondsOf(server.pid) - cpuBefore;
    const during = await reader.stop();
    const sendingLoopDelay = await loopDelay(metricsUrl);
    const all = push.lastNewAt - started;
    print(`${label}:`);
    print(`  planning round at 6:30 PM (every account, from the server's start): ${s(planMs)}`);
    print(
      `  sending at 6:45 PM: ${push.times.size} distinct ids of ${ALERTS} received, ${push.total - push.times.size} duplicates; ` +
        `all after ${s(all)} from the server's start (first after ${s(push.firstAt - started)}, listening after ` +
        `${s(listening - started)}), ${Math.round((push.times.size * 1000) / all)} alerts/s; ` +
        `server CPU ${((cpu * 1000) / push.times.size).toFixed(2)} ms an alert from listening`,
    );
    print(pageLine(`GET ${PAGE} at ${PAGE_LOAD.rate}/s, alerts off`, quiet));
    print(pageLine(`GET ${PAGE} at ${PAGE_LOAD.rate}/s, while sending`, during));
    print(
      `  the server's event-loop delay: ${delayText(quietLoopDelay)} alerts off; ${delayText(sendingLoopDelay)} while sending`,
    );
  } finally {
    await server?.stop();
    await push.stop();
    await stop();
  }
}

/** An empty database of its own on the PostgreSQL server at `url`, dropped afterwards. */
async function freshDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `guide_bench_alerts_${Math.random().toString(36).slice(2, 10)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

ensureBuilt();
print(
  `\nAlerts bench: ${ALERTS} game-start alerts due at once (6:45 PM for 7 PM games), a push stand-in that counts, ` +
    `Node ${process.version}, ${os.cpus().length} cores`,
);
// BENCH_PGLITE=off: PostgreSQL only.
if (process.env.BENCH_PGLITE !== 'off') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-bench-alerts-'));
  await measure('PGlite', { DATA_DIR: dataDir }, async () => fs.rmSync(dataDir, { recursive: true, force: true }));
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url && url !== 'off') {
  const database = await freshDatabase(url);
  const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-bench-alerts-'));
  await measure(
    'PostgreSQL',
    {
      DATA_DIR: pgDataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: `bench-${Math.random().toString(36).slice(2)}-${'x'.repeat(32)}`,
    },
    async () => {
      fs.rmSync(pgDataDir, { recursive: true, force: true });
      await database.drop();
    },
  );
} else {
  print('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL).');
}
