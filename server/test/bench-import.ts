// The import section of `npm run bench` (alone: `npm run bench -- --import-only 1`, or
// `node --import tsx server/test/bench-import.ts`): the compiled server in its own process on the
// embedded database, and a Trakt export (`users/watched/shows` shape) of 10 000 watched episodes
// of the offline world's shows. Prints how long the preview takes, how long the confirmed import
// takes to apply in the background (confirm → done), and the latency of another client's reads
// of a kept answer (/v1/discover) before and during the import. Numbers, no verdicts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { fixedClock } from '../src/clock';
import { SHOW_CATALOGUE } from '../src/world/tv/show-catalogue';
import { ShowsWorld } from '../src/world/tv/shows';
import { startServerProcess } from './server-process';

const EPISODES = Number(process.env.BENCH_IMPORT_EPISODES ?? 10_000);
const NOW = '2026-11-21T17:00:00Z';
const print = (line: string) => process.stdout.write(`${line}\n`);
const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** A Trakt watched-shows export of `count` aired episodes of the world's shows, by TheTVDB id. */
async function traktExport(count: number): Promise<string> {
  const world = new ShowsWorld(fixedClock(NOW), 'America/New_York');
  const entries = [];
  let left = count;
  for (const show of SHOW_CATALOGUE) {
    if (left <= 0) break;
    const aired = ((await world.episodes(show.id)) ?? []).filter((e) => e.airstamp && e.airstamp < NOW).slice(0, left);
    if (aired.length === 0) continue;
    left -= aired.length;
    const seasons = new Map<number, { number: number; plays: number; last_watched_at: string }[]>();
    for (const e of aired) {
      const list = seasons.get(e.season) ?? [];
      list.push({ number: e.number, plays: 1, last_watched_at: e.airstamp! });
      seasons.set(e.season, list);
    }
    entries.push({
      plays: aired.length,
      last_watched_at: aired.at(-1)!.airstamp,
      show: { title: show.name, year: null, ids: { trakt: show.id, tvdb: show.thetvdb, imdb: show.imdb } },
      seasons: [...seasons].map(([number, episodes]) => ({ number, episodes })),
    });
  }
  if (left > 0) throw new Error(`the world has ${count - left} aired episodes, fewer than ${count}`);
  return JSON.stringify(entries);
}

/** Reads /v1/discover one request after another until `until` resolves; answers each latency (ms). */
async function readWhile(base: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${base}/v1/discover`);
    await res.arrayBuffer();
    if (res.status === 200) latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return latencies.sort((a, b) => a - b);
}

const summary = (label: string, l: number[]) =>
  `${label}: ${l.length} reads, p50 ${percentile(l, 50).toFixed(1)} ms, p99 ${percentile(l, 99).toFixed(1)} ms`;

ensureBuilt();
print(`Import bench: a Trakt export of ${EPISODES} watched episodes, PGlite, Node ${process.version}`);
const content = await traktExport(EPISODES);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-bench-import-'));
const server = await startServerProcess({ DATA_DIR: dataDir, FIXED_NOW: NOW, NODE_ENV: 'production' });
try {
  const email = 'importer@example.com';
  const password = 'correct horse battery';
  const json = { 'content-type': 'application/json' };
  await fetch(`${server.url}/v1/users/create`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: email, password }),
  });
  const token = await (
    await fetch(`${server.url}/v1/users/token`, { headers: { authorization: basic(email, password) } })
  ).text();
  const bearer = { authorization: `Bearer ${token}` };

  const quiet = await readWhile(server.url, new Promise((resolve) => setTimeout(resolve, 3000)));
  print(summary('  another client, quiet', quiet));

  const previewStarted = performance.now();
  const previewed = await fetch(`${server.url}/v1/users/imports`, {
    method: 'POST',
    headers: { ...json, ...bearer },
    body: JSON.stringify({ source: 'trakt', files: [{ name: 'watched-shows.json', content }] }),
  });
  const preview = (await previewed.json()) as { id: number; preview: { shows: number; episodes: number } };
  print(
    `  preview: ${previewed.status}, ${preview.preview.shows} shows, ${preview.preview.episodes} episodes, ` +
      `${Math.round(performance.now() - previewStarted)} ms (${(content.length / 2 ** 20).toFixed(1)} MB of JSON)`,
  );

  const importStarted = performance.now();
  await fetch(`${server.url}/v1/users/imports/${preview.id}/confirm`, { method: 'POST', headers: bearer });
  const finished = (async () => {
    for (;;) {
      const status = (await (
        await fetch(`${server.url}/v1/users/imports/${preview.id}`, { headers: bearer })
      ).json()) as { state: string; added: { episodes: number } | null };
      if (status.state === 'done' || status.state === 'failed') return status;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const during = await readWhile(server.url, finished);
  const status = await finished;
  print(
    `  import: ${status.state}, ${status.added?.episodes ?? 0} episodes added, confirm → done ` +
      `${((performance.now() - importStarted) / 1000).toFixed(1)} s`,
  );
  print(summary('  another client, during the import', during));
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
