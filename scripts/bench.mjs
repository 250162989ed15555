// `npm run bench`: prints the production bundle sizes per entry chunk (raw and gzip), the bytes
// of /v1/tv-movies plain and compressed, the throughput of a cached /v1 GET against a bare
// node:http server answering the same bytes with the same headers (alternating runs, autocannon),
// and the same for a kept rendered page (/mlb/147),
// as a ratio, then the latency at half our throughput, lab web vitals (CLS, FCP, LCP) of the main
// routes in our own Chromium, their Lighthouse mobile scores (median of several runs), and how
// fast the live app answers when its providers misbehave, how a fresh instance answers 40
// different game days asked at once on PGlite and on PostgreSQL (BENCH_DATABASE_URL, else
// TEST_DATABASE_URL: a database of its own is made there and dropped), and the server's resident
// memory (embedded and on PostgreSQL) beside bare Node's, and the load section: one client's worst
// request shapes (searches, feed resets, unknown game ids) beside another client's kept page, and
// the alerts section: 10 000 alerts due at once beside a client reading a kept page.
// Numbers only, no verdicts.
//   npm run bench -- --path '/v1/discover' --connections 50 --seconds 5 --rounds 3 --api-only 1
//   npm run bench -- --days-only 1          (only the concurrent days, PGlite and PostgreSQL)
//   npm run bench -- --load-only 1          (only the load section: one client's worst shapes beside others)
//   npm run bench -- --import-only 1        (only the import section: a 10 000-episode Trakt export, another client reading)
//   npm run bench -- --queue-only 1         (only the job queue: jobs a second and send-to-run latency)
//   npm run bench -- --alerts-only 1        (only alerts: 10 000 due at once, a kept page read meanwhile)
//   npm run bench -- --page-only 1 --page /mlb/147   (only a kept rendered page against bare node:http)
//   npm run bench -- --lighthouse-only 1 --lighthouse-runs 5 --routes /,/television --lighthouse-save /tmp/lh
//                    (--browser-zone Europe/Paris: the browser in another zone than the guide's)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { LANDING_BUDGET_KB, bundleSizes } from './bundle-sizes.mjs';
import { chromiumPath } from './ensure-browser.mjs';
import { serverNodeOptions } from './ensure-built.mjs';
import { atSteadyRate, readingOf } from './load-reading.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const benchPath = args.path ?? '/v1/sports/nhl/games?date=2026-11-21';
const connections = Number(args.connections ?? 50);
const seconds = Number(args.seconds ?? 5);
const rounds = Number(args.rounds ?? 3);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function bundleReport() {
  // The whole production build: the web app and the compiled server the measured server runs.
  console.log('Building the web app and the server…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('build failed');
  const { rows, initial } = bundleSizes(path.join(root, 'web/dist'));
  console.log('\nBundle sizes of JavaScript (gzip -9). "loads" is what opening the entry downloads: for the');
  console.log('initial entry all its static imports and the first script; for a lazy route what it adds to them.');
  console.log(`${'entry chunk'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'loads gzip'.padStart(12)}`);
  for (const r of rows)
    console.log(
      `${r.entry.padEnd(44)} ${kb(r.own.raw).padStart(10)} ${kb(r.own.gzip).padStart(10)} ${kb(r.total.gzip).padStart(12)}`,
    );
  console.log(
    `\nLanding page initial JavaScript: ${kb(initial.total.gzip)} gzip (${kb(initial.total.raw)} raw; budget ${LANDING_BUDGET_KB} KB), CSS ${kb(initial.css)} gzip`,
  );
}

/** Runs a command's server and resolves with its port, read from the line it prints when listening. */
function startProcess(command, commandArgs, env, pattern) {
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      const match = pattern.exec(out);
      if (match) {
        resolve(Number(match[1]));
        // Keep draining so the child never blocks on a full pipe.
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { port, stop };
}

/**
 * Our compiled server on a fresh data folder. Its clock is fixed (FIXED_NOW, `--now`) unless
 * `realClock`: the browser sections need the browser's clock and the server's to agree, since a
 * rendered page moves to the viewer's day after it is hydrated.
 */
async function startOurServer(databaseUrl = process.env.BENCH_DATABASE_URL ?? '', { realClock = false } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-bench-'));
  // Production settings: JSON logs at info (the default), no pretty printing; stopped without a drain.
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    FIXED_NOW: args.now ?? '2026-11-21T17:00:00Z',
    DATABASE_URL: databaseUrl,
    SHUTDOWN_DRAIN_MS: '0',
  };
  if (realClock) delete env.FIXED_NOW;
  // Instances on PostgreSQL must share a token secret; one for this run.
  if (databaseUrl && !process.env.JWT_SECRET)
    env.JWT_SECRET = `bench-${Math.random().toString(36).slice(2)}-${'x'.repeat(32)}`;
  const compiled = path.join(root, 'server/dist/main.js');
  const [command, commandArgs] = fs.existsSync(compiled)
    ? [process.execPath, [...serverNodeOptions, compiled]]
    : [process.execPath, ['--import', 'tsx', 'server/src/main.ts']];
  const started = startProcess(command, commandArgs, env, /Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
  try {
    return { url: `http://127.0.0.1:${await started.port}`, stop: started.stop, dataDir };
  } catch (error) {
    await started.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** One GET with the given headers, undecoded: status, headers and the bytes as sent. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const REQUEST_HEADERS = { 'accept-encoding': 'br, gzip' };

/** The pages the browser sections open: the main routes, a game page and a show page. */
const BROWSER_ROUTES = [
  '/',
  '/cinema?zip=10001',
  '/television',
  '/mlb/147',
  '/nhl/game/2026021625',
  '/television/show/82',
];

async function load(url, options = {}) {
  const run = { url, connections, duration: seconds, headers: REQUEST_HEADERS, ...options };
  if (!run.overallRate) return readingOf(await autocannon(run));
  return new Promise((resolve, reject) =>
    atSteadyRate(run, (error, reading) => (error ? reject(error) : resolve(reading))),
  );
}

async function bytesReport(server) {
  const url = `${server.url}/v1/tv-movies?date=2026-11-21T05:00:00Z`;
  const plain = await rawGet(url, {});
  const br = await rawGet(url, { 'accept-encoding': 'br' });
  const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
  console.log(
    `\nGET /v1/tv-movies (one day): ${plain.body.length} bytes as JSON, ${br.body.length} brotli (${br.headers['content-encoding']}), ${gzip.body.length} gzip (${gzip.headers['content-encoding']})`,
  );
}

/**
 * Web vitals of the main routes in our own Chromium (no network beyond loopback), on a phone-sized
 * and a desktop viewport: cumulative layout shift, largest contentful paint and first contentful
 * paint, read from the browser's PerformanceObserver entries. Numbers only; lab values on this machine.
 */
async function vitalsReport(server) {
  const { chromium } = await import('@playwright/test');
  if (!fs.existsSync(chromiumPath)) {
    console.log(`\nWeb vitals: skipped (no Chromium at ${chromiumPath})`);
    return;
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const routes = BROWSER_ROUTES;
  console.log('\nWeb vitals (lab, loopback, our Chromium; CLS unitless, times in ms):');
  console.log(
    `${'route'.padEnd(22)} ${'viewport'.padEnd(9)} ${'CLS'.padStart(7)} ${'FCP'.padStart(7)} ${'LCP'.padStart(7)}`,
  );
  try {
    for (const [label, viewport] of [
      ['412x823', { width: 412, height: 823 }],
      ['1280x800', { width: 1280, height: 800 }],
    ]) {
      for (const route of routes) {
        const context = await browser.newContext({ viewport, timezoneId: 'America/New_York', locale: 'en-US' });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const vitals = { cls: 0, lcp: 0, fcp: 0 };
          globalThis.__vitals = vitals;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
          }).observe({ type: 'paint', buffered: true });
        });
        await page.goto(server.url + route, { waitUntil: 'networkidle' });
        // Images decode and late layout settles after the network goes quiet.
        await page.waitForTimeout(1000);
        const v = await page.evaluate(() => globalThis.__vitals);
        console.log(
          `${route.padEnd(22)} ${label.padEnd(9)} ${v.cls.toFixed(3).padStart(7)} ${v.fcp.toFixed(0).padStart(7)} ${v.lcp.toFixed(0).padStart(7)}`,
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Lighthouse on the main routes with its default configuration (mobile: a 412×823 phone, simulated
 * slow 4G and 4× CPU slowdown), driving our Chromium headless. The machine is shared, so each route
 * runs several times (`--lighthouse-runs`, 3 by default) and the medians are printed; below a
 * score of 98 or above a CLS of 0.05 the failing audits of the median run follow.
 */
/** What Lighthouse names as the LCP element: its label and a short snippet of its tag. */
function lcpElement(lhr) {
  const found = [];
  const walk = (value) => {
    if (!value || typeof value !== 'object') return;
    if (value.type === 'node' && (value.nodeLabel || value.snippet)) found.push(value);
    else for (const inner of Object.values(value)) walk(inner);
  };
  walk(lhr.audits['largest-contentful-paint-element']?.details);
  const node = found[0];
  if (!node) return 'not named';
  const snippet = String(node.snippet ?? '').slice(0, 90);
  return `"${String(node.nodeLabel ?? '').slice(0, 60)}" ${snippet}`;
}

async function lighthouseReport(server) {
  if (!fs.existsSync(chromiumPath)) {
    console.log(`\nLighthouse: skipped (no Chromium at ${chromiumPath})`);
    return;
  }
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs = Math.max(1, Number(args['lighthouse-runs'] ?? 3));
  const routes = args.routes ? args.routes.split(',') : BROWSER_ROUTES;
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  // The browser in the guide's zone, as most of its readers are (`--browser-zone` for another: a
  // page then moves to the viewer's zone after hydration, and the TV listings to their day).
  const browserZone = args['browser-zone'] ?? 'America/New_York';
  // Each page asked for once first: the runs measure a kept page, as nearly every visit gets.
  for (const route of routes) await rawGet(server.url + route, REQUEST_HEADERS);
  // Rounds go through every route in turn, so a burst of load from elsewhere on the machine falls
  // on one run of several routes rather than on every run of one.
  const byRoute = new Map(routes.map((route) => [route, []]));
  /** One usable report of `route`; a trace that comes back unusable (NO_NAVSTART and the like) is redone, twice at most. */
  const runOnce = async (route, saveAs) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      // A fresh browser each run, so no cache or warm process carries over.
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
        envVars: { ...process.env, TZ: browserZone },
        logLevel: 'silent',
      });
      try {
        const result = await lighthouse(server.url + route, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
        });
        if (result.lhr.runtimeError) {
          console.log(`Lighthouse on ${route}: run not usable (${result.lhr.runtimeError.code}), running again`);
          continue;
        }
        // `--lighthouse-save DIR` keeps each full report for reading the audits' details.
        if (args['lighthouse-save']) {
          fs.mkdirSync(args['lighthouse-save'], { recursive: true });
          fs.writeFileSync(path.join(args['lighthouse-save'], saveAs), result.report);
        }
        return result.lhr;
      } finally {
        await chrome.kill();
      }
    }
    return null;
  };
  for (let run = 1; run <= runs; run++) {
    for (const route of routes) {
      const lhr = await runOnce(
        route,
        `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'landing'}-${run}.json`,
      );
      if (lhr) byRoute.get(route).push(lhr);
    }
  }
  const results = [];
  for (const [route, lhrs] of byRoute) {
    if (lhrs.length > 0) results.push({ route, lhrs });
    else console.log(`Lighthouse on ${route}: no usable run`);
  }
  if (results.length === 0) return;

  const version = results[0].lhrs[0].lighthouseVersion;
  console.log(
    `\nLighthouse ${version}, default mobile configuration (412×823 phone, simulated slow 4G, 4× CPU slowdown),`,
  );
  console.log(
    `median of ${runs} run${runs > 1 ? 's' : ''} per route, the browser in ${browserZone} (CLS unitless, times in ms; a11y, best practices and SEO are scores):`,
  );
  console.log(
    `${'route'.padEnd(22)} ${'perf'.padStart(4)}  ${'runs'.padEnd(runs * 4)} ${'CLS'.padStart(6)} ${'FCP'.padStart(6)} ${'LCP'.padStart(6)} ${'TBT'.padStart(5)} ${'SI'.padStart(6)} ${'a11y'.padStart(5)} ${'bp'.padStart(4)} ${'seo'.padStart(4)}`,
  );
  const score = (lhr, id) => Math.round(100 * (lhr.categories[id]?.score ?? 0));
  const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
  for (const { route, lhrs } of results) {
    const perf = lhrs.map((lhr) => score(lhr, 'performance'));
    const m = (id) => median(lhrs.map((lhr) => metric(lhr, id)));
    console.log(
      `${route.padEnd(22)} ${String(median(perf)).padStart(4)}  ${perf.join('/').padEnd(runs * 4)} ${m('cumulative-layout-shift').toFixed(3).padStart(6)} ${m('first-contentful-paint').toFixed(0).padStart(6)} ${m('largest-contentful-paint').toFixed(0).padStart(6)} ${m('total-blocking-time').toFixed(0).padStart(5)} ${m('speed-index').toFixed(0).padStart(6)} ${String(median(lhrs.map((lhr) => score(lhr, 'accessibility')))).padStart(5)} ${String(median(lhrs.map((lhr) => score(lhr, 'best-practices')))).padStart(4)} ${String(median(lhrs.map((lhr) => score(lhr, 'seo')))).padStart(4)}`,
    );
  }
  // The element Lighthouse took as the largest contentful paint, in the median run by LCP.
  for (const { route, lhrs } of results) {
    const byLcp = [...lhrs].sort(
      (a, b) => metric(a, 'largest-contentful-paint') - metric(b, 'largest-contentful-paint'),
    );
    console.log(`  LCP element on ${route}: ${lcpElement(byLcp[(byLcp.length - 1) >> 1])}`);
  }
  // What keeps a page's SEO score below full marks, in its first run.
  for (const { route, lhrs } of results) {
    const seo = lhrs[0].categories.seo;
    const failing = (seo?.auditRefs ?? [])
      .map((ref) => lhrs[0].audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1);
    if (failing.length > 0) console.log(`  SEO on ${route}: ${failing.map((audit) => audit.title).join('; ')}`);
  }
  for (const { route, lhrs } of results) {
    const byScore = [...lhrs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = byScore[(byScore.length - 1) >> 1];
    if (score(lhr, 'performance') >= 98 && median(lhrs.map((l) => metric(l, 'cumulative-layout-shift'))) <= 0.05)
      continue;
    // Failing (below Lighthouse's 0.9 pass mark) audits of the performance category, the weighted
    // metrics first by what they cost the score, then the rest by the time they say they would save.
    const failing = lhr.categories.performance.auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => audit && typeof audit.score === 'number' && audit.score < 0.9)
      .map(({ ref, audit }) => {
        const savings = audit.metricSavings ?? {};
        const cost = ref.weight
          ? 1e6 * ref.weight * (1 - audit.score)
          : (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0) + 1e4 * (savings.CLS ?? 0);
        return { audit, cost };
      })
      .sort((a, b) => b.cost - a.cost)
      .slice(0, 6);
    // What each weighted metric scored (1 is full marks): where the points went.
    const metricScores = lhr.categories.performance.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => `${lhr.audits[ref.id].title.replace(/ \(.*\)$/, '')} ${lhr.audits[ref.id].score}`)
      .join(' · ');
    console.log(`  ${route} (median run, score ${score(lhr, 'performance')}): ${metricScores}; failing audits:`);
    for (const { audit } of failing)
      console.log(
        `    ${audit.id.padEnd(34)} ${String(Math.round(100 * audit.score)).padStart(3)}  ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`,
      );
    if (failing.length === 0) console.log('    none below 0.9');
  }
}

/**
 * The throughput of a kept answer at `url` as a ratio of a bare node:http server sending the same
 * recorded bytes and headers, in alternating rounds; answers ours in requests/s.
 */
async function keptRatio(server, benchUrl, recordedFile) {
  // Warm our cache, then record exactly what a kept hit sends.
  await rawGet(server.url + benchUrl, REQUEST_HEADERS);
  const sample = await rawGet(server.url + benchUrl, REQUEST_HEADERS);
  const headers = Object.fromEntries(
    Object.entries(sample.headers).filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
    ),
  );
  fs.writeFileSync(
    recordedFile,
    JSON.stringify({ status: sample.status, headers, bodyBase64: sample.body.toString('base64') }),
  );
  console.log(
    `\nGET ${benchUrl} → ${sample.status}, ${sample.body.length} bytes${sample.headers['content-encoding'] ? ` ${sample.headers['content-encoding']}` : ''}, ${Object.keys(headers).length} headers (${sample.headers['cache-control'] ?? 'no cache-control'})`,
  );
  const bare = startProcess(
    process.execPath,
    [path.join(root, 'scripts/bench-bare-server.mjs'), recordedFile],
    {},
    /listening on (\d+)/,
  );
  try {
    const bareUrl = `http://127.0.0.1:${await bare.port}${benchUrl}`;
    console.log(
      `Load: ${connections} connections, ${rounds} alternating rounds of ${seconds} s each on loopback, same request headers`,
    );
    const ours = [];
    const theirs = [];
    await load(server.url + benchUrl, { duration: 2 }); // JIT warm-up, not counted
    for (let round = 0; round < rounds; round++) {
      ours.push(await load(server.url + benchUrl));
      theirs.push(await load(bareUrl));
    }
    const mean = (runs) => runs.reduce((sum, r) => sum + r.rps, 0) / runs.length;
    const ourRps = mean(ours);
    const bareRps = mean(theirs);
    for (const [name, runs] of [
      ['ours', ours],
      ['bare node:http', theirs],
    ]) {
      console.log(
        `  ${name.padEnd(15)} requests/s ${runs.map((r) => r.rps.toFixed(0)).join(' / ')}  (non-2xx ${runs.reduce((s, r) => s + r.non2xx, 0)}, errors ${runs.reduce((s, r) => s + r.errors, 0)})`,
      );
    }
    console.log(`  ratio: ours is ${((100 * ourRps) / bareRps).toFixed(1)} % of bare node:http`);
    return { ourRps, bareUrl };
  } finally {
    await bare.stop();
  }
}

async function loadReport() {
  const server = await startOurServer();
  const recordedFile = path.join(server.dataDir, 'recorded.json');
  try {
    if (!args['page-only']) {
      await bytesReport(server);
      const { ourRps } = await keptRatio(server, benchPath, recordedFile);
      const half = Math.max(1, Math.round(ourRps / 2));
      // The same steady rate against the bare server too: on a shared machine its tail says how
      // much of ours is the machine's.
      const bare = startProcess(
        process.execPath,
        [path.join(root, 'scripts/bench-bare-server.mjs'), recordedFile],
        {},
        /listening on (\d+)/,
      );
      try {
        const steady = await load(server.url + benchPath, { overallRate: half });
        const bareSteady = await load(`http://127.0.0.1:${await bare.port}${benchPath}`, { overallRate: half });
        console.log(
          `Half load (${half} requests/s, ${connections} connections): latency ms p50 ${steady.p50}  p99 ${steady.p99}  (bare node:http at the same rate: p50 ${bareSteady.p50}  p99 ${bareSteady.p99})`,
        );
      } finally {
        await bare.stop();
      }
    }
    // A rendered page kept like a /v1 answer (`--page` picks another).
    await keptRatio(server, args.page ?? '/mlb/147', recordedFile);
    // The browser measurements come after the load: Lighthouse runs in this process, and its
    // garbage would otherwise slow the load generator that shares it.
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  if (!args['api-only'] && !args['page-only']) await browserReports(false);
}

/** Vitals (unless only Lighthouse is asked for) and Lighthouse, on a server on the real clock. */
async function browserReports(lighthouseOnly) {
  const server = await startOurServer(undefined, { realClock: true });
  try {
    if (!lighthouseOnly) await vitalsReport(server);
    await lighthouseReport(server);
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/**
 * A fresh instance asked for 40 different MLB days at once (every day a load and a write): the
 * time until the last answer and the statuses, on PGlite and, when a server is given, PostgreSQL.
 */
async function concurrentDaysReport() {
  const days = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 4, 1 + i)).toISOString().slice(0, 10));
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  console.log(
    `\nConcurrent days: ${days.length} GET /v1/sports/mlb/games for different days at once, on a fresh instance`,
  );
  for (const kind of serverUrl ? ['PGlite', 'PostgreSQL'] : ['PGlite']) {
    let database;
    if (kind === 'PostgreSQL') database = await freshDatabase(serverUrl);
    const server = await startOurServer(database?.url ?? '');
    try {
      const started = performance.now();
      const statuses = await Promise.all(
        days.map((day) =>
          rawGet(`${server.url}/v1/sports/mlb/games?date=${day}`, REQUEST_HEADERS).then(
            (r) => r.status,
            () => 'error',
          ),
        ),
      );
      const ms = performance.now() - started;
      const counts = Object.entries(statuses.reduce((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {})).map(
        ([s, n]) => `${n} × ${s}`,
      );
      console.log(`  ${kind.padEnd(11)} all answered in ${ms.toFixed(0)} ms: ${counts.join(', ')}`);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  }
  if (!serverUrl) console.log('  PostgreSQL  not measured: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
}

/** An empty database of its own on the PostgreSQL server at `url`, as a new deployment finds it. */
async function freshDatabase(url) {
  const name = `guide_bench_${Math.random().toString(36).slice(2, 10)}`;
  const run = async (sql) => {
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

/** The load section: one client's worst shapes beside other clients' pages, and unknown game ids (server/test/bench-load.ts). */
const loadSection = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/test/bench-load.ts'], { cwd: root, stdio: 'inherit' });

/** The import section: a 10 000-episode Trakt export imported while another client reads (server/test/bench-import.ts). */
const importSection = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/test/bench-import.ts'], { cwd: root, stdio: 'inherit' });
/** The job queue's section: a burst's jobs a second and single jobs' latency (server/test/bench-queue.ts). */
const queueSection = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/test/bench-queue.ts'], { cwd: root, stdio: 'inherit' });
/** The alerts section: 10 000 alerts due at once, a kept page read meanwhile (server/test/bench-alerts.ts). */
const alertsSection = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/test/bench-alerts.ts'], { cwd: root, stdio: 'inherit' });

if (args['load-only']) {
  loadSection();
  process.exit(0);
}
if (args['import-only']) {
  importSection();
  process.exit(0);
}
if (args['queue-only']) {
  queueSection();
  process.exit(0);
}
if (args['alerts-only']) {
  alertsSection();
  process.exit(0);
}
if (!args['api-only'] && !args['days-only'] && !args['page-only']) bundleReport();
if (args['days-only']) {
  await concurrentDaysReport();
} else if (args['lighthouse-only']) {
  await browserReports(true);
} else {
  await loadReport();
  if (!args['page-only']) await concurrentDaysReport();
}
// The memory section: RSS on the embedded database and on PostgreSQL beside bare Node's.
if (!args['lighthouse-only'] && !args['days-only'] && !args['page-only'])
  spawnSync(process.execPath, ['--import', 'tsx', 'server/test/bench-memory.ts'], { cwd: root, stdio: 'inherit' });
if (!args['lighthouse-only'] && !args['days-only'] && !args['page-only']) loadSection();
if (!args['lighthouse-only'] && !args['days-only'] && !args['page-only']) importSection();
if (!args['lighthouse-only'] && !args['days-only'] && !args['page-only']) queueSection();
if (!args['lighthouse-only'] && !args['days-only'] && !args['page-only']) alertsSection();
// The fault section: the live app against a misbehaving stand-in provider.
if (!args['api-only'] && !args['lighthouse-only'] && !args['days-only'] && !args['page-only'])
  spawnSync(process.execPath, ['--import', 'tsx', 'server/test/bench-faults.ts'], { cwd: root, stdio: 'inherit' });
