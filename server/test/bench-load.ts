// The load section of `npm run bench` (alone: `npm run bench -- --load-only 1`, or
// `node --import tsx server/test/bench-load.ts`): the compiled server in its own process, and the
// worst request shapes we know of from one client while others use the guide. Clients are told
// apart by address (TRUST_PROXY=1 and X-Forwarded-For, as behind a proxy). For 15 s client A
// sends 20 worst-shape searches at a time and loops feed resets and fetches on an account that
// follows every team and many shows; meanwhile client B reads the kept /v1/discover (its p50 and
// p99 beside the quiet figures) and client C searches now and then. Then 300 distinct unknown
// game ids against a stand-in provider, counting its calls, and the same ids again. It also
// prints the server's CPU per worst-shape search. Numbers, no verdicts: nothing here asserts time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { MLB_TEAMS, NHL_TEAMS } from '../src/reference/teams';
import { SHOW_CATALOGUE } from '../src/world/tv/show-catalogue';
import { startReplayServer } from './replay-server';
import { startServerProcess, type ServerProcess } from './server-process';

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const CONCURRENT_SEARCHES = 20;
const UNKNOWN_IDS = 300;
const NOW = '2026-11-21T17:00:00Z';
const A = '203.0.113.1';
const A_AGAIN = '203.0.113.11';
const B = '203.0.113.2';
const C = '203.0.113.3';

const print = (line: string) => process.stdout.write(`${line}\n`);
const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

/**
 * The worst shape found: a character that normalises to six letters, 94 times, then a tag and a
 * number (up to 99999) that make each query one of its own, so none is a kept answer: 100 characters.
 */
const worstSearch = (tag: string, n: number) =>
  `/v1/search?q=${encodeURIComponent(`${'㌖'.repeat(94)}${tag}${n}`)}&zip=10001`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 a second)
}

async function startServer(env: Record<string, string>): Promise<{ server: ServerProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-bench-load-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    FIXED_NOW: NOW,
    NODE_ENV: 'production',
    TRUST_PROXY: '1',
    PUBLIC_URL: 'https://guide.example.com',
    ...env,
  });
  return { server, dataDir };
}

async function stopServer({ server, dataDir }: { server: ServerProcess; dataDir: string }): Promise<void> {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** One client: every request carries its address. */
function client(base: string, address: string) {
  return async (url: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
    const res = await fetch(base + url, { ...init, headers: { 'x-forwarded-for': address, ...init.headers } });
    const body = await res.text();
    return { status: res.status, body, headers: res.headers };
  };
}

/**
 * Reads `url` as client `address`, one request after another for `seconds`, in a thread of its
 * own (so the load this process makes does not count in the times), and returns each answer's time.
 */
function timings(base: string, address: string, url: string, seconds: number): Promise<number[]> {
  const worker = new Worker(
    `const { parentPort, workerData: w } = require('node:worker_threads');
    (async () => {
      const times = [];
      const end = performance.now() + w.seconds * 1000;
      while (performance.now() < end) {
        const started = performance.now();
        const res = await fetch(w.base + w.url, { headers: { 'x-forwarded-for': w.address } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(w.url + ' answered ' + res.status);
        times.push(performance.now() - started);
      }
      parentPort.postMessage(times);
    })();`,
    { eval: true, workerData: { base, address, url, seconds } },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', (times: number[]) => resolve(times.sort((x, y) => x - y)));
    worker.once('error', reject);
  });
}

const counts = () => new Map<number, number>();
const count = (map: Map<number, number>, status: number) => map.set(status, (map.get(status) ?? 0) + 1);
const show = (map: Map<number, number>) =>
  [...map.entries()]
    .sort(([x], [y]) => x - y)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ') || 'none';

async function loadSection(): Promise<void> {
  const running = await startServer({});
  const base = running.server.url;
  const a = client(base, A_AGAIN);
  const b = client(base, B);
  const c = client(base, C);
  try {
    // The server's CPU per worst-shape search, each from an address of its own (no share runs out).
    for (let n = 0; n < 5; n++) await client(base, `198.51.100.${n + 1}`)(worstSearch('w', n));
    const searches = 40;
    const before = cpuSecondsOf(running.server.pid);
    for (let n = 0; n < searches; n++) await client(base, `198.51.100.${(n % 200) + 10}`)(worstSearch('m', n));
    const cpu = ((cpuSecondsOf(running.server.pid) - before) * 1000) / searches;
    print(
      `\nLoad: worst-shape search (㌖ × 94, missing the kept answers): ${ms(cpu)} of server CPU each (${searches} in a row)`,
    );

    // Client A's account follows every team and every offline show.
    const email = 'heavy@example.com';
    const password = 'correct horse battery staple';
    const created = await a('/v1/users/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${created.body}`);
    const token = (await a('/v1/users/token', { headers: { authorization: basic(email, password) } })).body;
    const bearer = { authorization: `Bearer ${token}` };
    for (const team of MLB_TEAMS)
      await a(`/v1/users/add-team?league=mlb&team=${team.id}`, { method: 'POST', headers: bearer });
    for (const team of NHL_TEAMS)
      await a(`/v1/users/add-team?league=nhl&team=${team.id}`, { method: 'POST', headers: bearer });
    for (const item of SHOW_CATALOGUE)
      await a(`/v1/users/add-show?show=${item.id}`, { method: 'POST', headers: bearer });
    print(
      `  client A's account follows ${MLB_TEAMS.length + NHL_TEAMS.length} teams and ${SHOW_CATALOGUE.length} shows`,
    );

    // Quiet: client B's kept page with nothing else going on.
    await b('/v1/discover');
    const quiet = await timings(base, B, '/v1/discover', 3);

    // Loaded: client A's searches (and feed loop), client B's kept page, client C's occasional search.
    // Each phase's client A is a fresh address, so its search share starts full.
    const phase = async (address: string, withFeeds: boolean, tag: string) => {
      const a = client(base, address);
      const end = performance.now() + LOAD_SECONDS * 1000;
      const over = () => performance.now() > end;
      const searches = counts();
      const resets = counts();
      const feeds = counts();
      const third = counts();
      // Queries of their own (another phase's or client's answers are kept).
      let next = 0;
      const searcher = async () => {
        while (!over()) count(searches, (await a(worstSearch(tag, next++))).status);
      };
      const feedLoop = async () => {
        while (withFeeds && !over()) {
          const reset = await a('/v1/users/calendar/reset', { method: 'POST', headers: bearer });
          count(resets, reset.status);
          // Refused: the old address is still the feed; it is fetched all the same (a calendar app would).
          const current = reset.status === 200 ? reset : await a('/v1/users/calendar', { headers: bearer });
          if (current.status === 200) count(feeds, (await a(new URL(JSON.parse(current.body).url).pathname)).status);
        }
      };
      const occasional = async () => {
        let n = 0;
        while (!over()) {
          count(third, (await c(worstSearch(tag.toUpperCase(), n++))).status);
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      };
      const [times] = await Promise.all([
        timings(base, B, '/v1/discover', LOAD_SECONDS),
        ...Array.from({ length: CONCURRENT_SEARCHES }, searcher),
        feedLoop(),
        occasional(),
      ]);
      return { times, searches, resets, feeds, third };
    };
    const searchesOnly = await phase(A, false, 'a');
    const withFeeds = await phase(A_AGAIN, true, 'b');

    print(
      `  for ${LOAD_SECONDS} s, client A: ${CONCURRENT_SEARCHES} worst-shape searches at a time; then ${LOAD_SECONDS} s more with a feed reset-and-fetch loop too`,
    );
    print(
      `${'  kept GET /v1/discover (client B)'.padEnd(44)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ${'max'.padStart(10)} ${'requests'.padStart(9)}`,
    );
    for (const [label, times] of [
      ['quiet', quiet],
      ['client A searching', searchesOnly.times],
      ['client A searching and resetting feeds', withFeeds.times],
    ] as const)
      print(
        `${`    ${label}`.padEnd(44)} ${ms(percentile(times, 50)).padStart(10)} ${ms(percentile(times, 99)).padStart(10)} ${ms(times.at(-1)!).padStart(10)} ${String(times.length).padStart(9)}`,
      );
    print(`  client A's searches: ${show(searchesOnly.searches)}; then ${show(withFeeds.searches)}`);
    print(`  client A's feed resets: ${show(withFeeds.resets)}; its feed fetches: ${show(withFeeds.feeds)}`);
    print(
      `  client C's searches meanwhile (another address): ${show(searchesOnly.third)}; then ${show(withFeeds.third)}`,
    );
  } finally {
    await stopServer(running);
  }
}

async function unknownIdsSection(): Promise<void> {
  // A stand-in MLB and NHL that knows no game: every game id is unknown to it.
  const replay = await startReplayServer(() => undefined);
  const running = await startServer({
    DATA_SOURCE: 'live',
    MLB_BASE_URL: replay.url,
    NHL_BASE_URL: replay.url,
    NHL_STATS_BASE_URL: `${replay.url}/stats/rest`,
  });
  try {
    const gameCalls = () => replay.requests.filter((r) => r.includes('/game')).length;
    const ask = async (address: string) => {
      const get = client(running.server.url, address);
      const statuses = counts();
      const before = gameCalls();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: UNKNOWN_IDS }, async (_, i) =>
          count(statuses, (await get(`/v1/sports/mlb/game/${745000 + i}/summary`)).status),
        ),
      );
      return { statuses, calls: gameCalls() - before, seconds: (performance.now() - started) / 1000 };
    };
    print(`\nLoad: ${UNKNOWN_IDS} distinct unknown MLB game ids at once (summaries), live against a stand-in`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const first = await ask(A);
    print(
      `  client A: ${show(first.statuses)} in ${first.seconds.toFixed(1)} s; calls at the stand-in: ${first.calls}`,
    );
    // The load measure settles (it is read every half second) before each round.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const again = await ask(A);
    print(`  client A again: ${show(again.statuses)}; calls at the stand-in: ${again.calls}`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const other = await ask(B);
    print(`  the same ids from client B: ${show(other.statuses)}; calls at the stand-in: ${other.calls}`);
  } finally {
    await stopServer(running);
    await replay.close();
  }
}

ensureBuilt();
await loadSection();
await unknownIdsSection();
