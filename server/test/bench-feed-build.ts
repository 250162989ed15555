// How long a calendar feed build holds the event loop (`node --import tsx server/test/bench-feed-build.ts`,
// optionally `-- 5` rounds): an account following all 62 MLB and NHL teams with 500 saved shows, its
// feed built from nothing again and again on PGlite, while a kept page (/v1/discover) is asked every
// 5 ms. Prints, per round, the build's time, the longest stretch the loop was held (wall clock and
// this process's CPU within it: the CPU figure leaves out time a busy machine gave to others), and
// the kept page's slowest answer meanwhile. Numbers only, no verdicts.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { fixedClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { MLB_TEAMS, NHL_TEAMS } from '../src/reference/teams';

const rounds = Number(process.argv[2] ?? 5);
const print = (line: string) => process.stdout.write(`${line}\n`);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-bench-feed-'));
const db = await openDatabase({ dataDir: 'memory://' });
await migrate(db);
const app = await buildApp({
  config: loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-to-sign',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  }),
  clock: fixedClock('2026-11-21T17:00:00Z'),
  db,
  logger: false,
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

try {
  const account = { username: 'fan@example.com', password: 'correct horse battery' };
  await fetch(`${base}/v1/users/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const basic = Buffer.from(`${account.username}:${account.password}`).toString('base64');
  const token = await (await fetch(`${base}/v1/users/token`, { headers: { authorization: `Basic ${basic}` } })).text();
  const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [account.username]);
  const userId = rows[0]!.id;
  for (const team of MLB_TEAMS)
    await db.query('INSERT INTO user_teams (user_id, league, team_id) VALUES ($1, $2, $3)', [userId, 'MLB', team.id]);
  for (const team of NHL_TEAMS)
    await db.query('INSERT INTO user_teams (user_id, league, team_id) VALUES ($1, $2, $3)', [userId, 'NHL', team.id]);
  for (let show = 1; show <= 500; show++)
    await db.query('INSERT INTO user_shows (user_id, show_id) VALUES ($1, $2)', [userId, show]);
  const feed = new URL(
    (
      (await (await fetch(`${base}/v1/users/calendar`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        url: string;
      }
    ).url,
  ).pathname;
  await fetch(`${base}/v1/discover`).then((r) => r.arrayBuffer());

  print(
    `\nCalendar feed build: ${MLB_TEAMS.length + NHL_TEAMS.length} teams, 500 shows, PGlite, ${os.cpus().length} cores`,
  );
  print(`load average before: ${os.loadavg()[0]!.toFixed(1)}`);
  print(
    `${'round'.padEnd(6)} ${'build'.padStart(9)} ${'events'.padStart(7)} ${'longest hold'.padStart(13)} ${'its CPU'.padStart(9)} ${'kept page max'.padStart(14)}`,
  );
  for (let round = 1; round <= rounds; round++) {
    await db.query('UPDATE calendar_feeds SET copy_body = NULL, copy_built_at = NULL');
    let longest = 0;
    let longestCpu = 0;
    let last = performance.now();
    let lastCpu = process.cpuUsage();
    const ticker = setInterval(() => {
      const now = performance.now();
      const cpu = process.cpuUsage(lastCpu);
      if (now - last > longest) [longest, longestCpu] = [now - last, (cpu.user + cpu.system) / 1000];
      last = now;
      lastCpu = process.cpuUsage();
    }, 1);
    let keptMax = 0;
    let building = true;
    const kept = (async () => {
      while (building) {
        const started = performance.now();
        await fetch(`${base}/v1/discover`).then((r) => r.arrayBuffer());
        keptMax = Math.max(keptMax, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const started = performance.now();
    const body = await (await fetch(base + feed)).text();
    const took = performance.now() - started;
    building = false;
    await kept;
    clearInterval(ticker);
    const events = body.match(/BEGIN:VEVENT/g)?.length ?? 0;
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    print(
      `${String(round).padEnd(6)} ${ms(took).padStart(9)} ${String(events).padStart(7)} ${ms(longest).padStart(13)} ${ms(longestCpu).padStart(9)} ${ms(keptMax).padStart(14)}`,
    );
  }
  print(`load average after: ${os.loadavg()[0]!.toFixed(1)}`);
} finally {
  await app.close();
  await db.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
