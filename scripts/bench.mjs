// `npm run bench`: prints the production bundle sizes per entry chunk (raw and gzip) and the
// throughput and latency of a cached /v1 GET under load on loopback. Numbers only, no verdicts.
//   npm run bench -- --path '/v1/discover' --connections 50 --seconds 10
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const benchPath = args.path ?? '/v1/sports/nhl/games?date=2026-11-21';
const connections = Number(args.connections ?? 50);
const seconds = Number(args.seconds ?? 10);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function bundleReport() {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('web build failed');
  const dist = path.join(root, 'web/dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const size = (file) => {
    const data = fs.readFileSync(path.join(dist, file));
    return { raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length };
  };
  // Everything an entry loads before it can run: itself and its static imports, transitively.
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const initialKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initialChunks = closure(initialKey);
  const rows = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry || chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const own = size(chunk.file);
      // A lazy route needs the initial chunks (already loaded) plus its own closure.
      const needed = [...closure(key)].filter((k) => key === initialKey || !initialChunks.has(k));
      const total = needed.reduce(
        (sum, k) => {
          const s = size(manifest[k].file);
          return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip };
        },
        { raw: 0, gzip: 0 },
      );
      const css = (chunk.css ?? []).reduce((sum, f) => sum + size(f).gzip, 0);
      return { entry: chunk.isEntry ? `${key} (initial)` : key.replace(/^src\//, ''), own, total, css };
    })
    .sort((a, b) => (a.entry.includes('initial') ? -1 : b.entry.includes('initial') ? 1 : a.entry.localeCompare(b.entry)));
  console.log('\nBundle sizes of JavaScript (gzip -9). "loads" is what opening the entry downloads: for the');
  console.log('initial entry all its static imports; for a lazy route what it adds to the initial chunks.');
  console.log(`${'entry chunk'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'loads gzip'.padStart(12)}`);
  for (const r of rows) console.log(`${r.entry.padEnd(44)} ${kb(r.own.raw).padStart(10)} ${kb(r.own.gzip).padStart(10)} ${kb(r.total.gzip).padStart(12)}`);
  const initial = rows.find((r) => r.entry.includes('initial'));
  console.log(`\nLanding page initial JavaScript: ${kb(initial.total.gzip)} gzip (${kb(initial.total.raw)} raw), CSS ${kb(initial.css)} gzip`);
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', FIXED_NOW: args.now ?? '2026-11-21T17:00:00Z', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // LOG_LEVEL=warn hides the "listening" line, so poll the port from the health endpoint instead.
  const port = await new Promise((resolve, reject) => {
    const out = [];
    child.stdout.on('data', (c) => out.push(c));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${Buffer.concat(out)}`)));
    const lookup = setInterval(() => {
      const ss = spawnSync('ss', ['-ltnpH'], { encoding: 'utf8' });
      const line = (ss.stdout ?? '').split('\n').find((l) => l.includes(`pid=${child.pid},`));
      const match = line && /127\.0\.0\.1:(\d+)/.exec(line);
      if (match) {
        clearInterval(lookup);
        resolve(Number(match[1]));
      }
    }, 200);
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); }), dataDir };
}

async function loadReport() {
  const server = await startServer();
  try {
    const warm = await fetch(server.url + benchPath);
    console.log(`\nGET ${benchPath} → ${warm.status} (${warm.headers.get('cache-control') ?? 'no cache-control'}); warming the cache…`);
    const result = await autocannon({ url: server.url + benchPath, connections, duration: seconds });
    console.log(`Load: ${connections} connections for ${seconds} s on loopback`);
    console.log(`  requests/s  mean ${result.requests.average.toFixed(0)}  (total ${result.requests.total}, non-2xx ${result.non2xx}, errors ${result.errors})`);
    console.log(`  latency ms  p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}  max ${result.latency.max}`);
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

bundleReport();
await loadReport();
