// The fault section of `npm run bench` (also `node --import tsx server/test/bench-faults.ts`): the real
// app in live mode, with its production deadline and timeouts, against a stand-in provider that
// misbehaves in each way we know of. For each mode it prints how long an uncached request and a
// request with an expired cached copy take to answer, and with what status. Numbers, no verdicts.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { fixedClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { FAULT_MODES, liveEnv, startFakeProvider, type FaultMode } from './fake-provider';

const ENDPOINTS = [
  '/v1/sports/nhl/games?date=2026-11-21',
  '/v1/tv-show/82',
  '/v1/movies?zip=10001&date=2026-11-21',
  '/v1/tv-movies?date=2026-11-21T05:00:00Z',
  '/v1/tv-images/tvmaze/uploads/a.jpg',
];
const MODES: FaultMode[] = ['ok', ...FAULT_MODES];

const print = (line: string) => process.stdout.write(`${line}\n`);

const fake = await startFakeProvider();
const db = await openDatabase({ dataDir: 'memory://' });
await migrate(db);

async function timed(base: string, url: string): Promise<string> {
  const started = performance.now();
  const res = await fetch(base + url);
  await res.arrayBuffer();
  return `${res.status} in ${Math.round(performance.now() - started)} ms`;
}

print('\nFaults: time to answer with the provider misbehaving (production deadline and timeouts)');
print(`${'mode'.padEnd(18)} ${'endpoint'.padEnd(40)} ${'uncached'.padStart(16)} ${'expired copy'.padStart(16)}`);
for (const mode of MODES) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-bench-faults-'));
  const providerClock = { now: Date.now() };
  const config = loadConfig({
    ...liveEnv(fake),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-to-sign',
  });
  await db.query('DELETE FROM cache_entries');
  const app = await buildApp({
    config,
    clock: fixedClock('2026-11-21T17:00:00Z'),
    db,
    logger: false,
    providerNow: () => providerClock.now,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    for (const url of ENDPOINTS) {
      fake.mode = mode;
      // Each endpoint uncached, then cached and expired (hours later), with the same misbehaviour.
      const uncached = await timed(base, url);
      fake.mode = 'ok';
      await fetch(base + url).then((r) => r.arrayBuffer());
      providerClock.now += 3 * 3600_000;
      fake.mode = mode;
      const stale = await timed(base, url);
      print(`${mode.padEnd(18)} ${url.padEnd(40)} ${uncached.padStart(16)} ${stale.padStart(16)}`);
    }
  } finally {
    fake.mode = 'ok';
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
await db.close();
await fake.close();
