// The job queue's speed (`node --import tsx server/test/bench-queue.ts`, optionally `-- 1000` jobs):
// on PGlite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL answers, with one
// instance and (PostgreSQL) two sharing the database. Prints jobs a second for a burst of empty
// jobs, the latency from send to run of single jobs sent one after another (p50, p99), and the
// process's RSS before and after. Numbers only, no verdicts (decision 0160 keeps the results).
import crypto from 'node:crypto';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { JobQueue } from '../src/jobs/job-queue';

const burst = Number(process.argv[2] ?? 1000);
const singles = 100;
const print = (line: string) => process.stdout.write(`${line}\n`);
const quiet = { warn: () => undefined, error: () => undefined };
const mb = () => Math.round(process.memoryUsage().rss / 2 ** 20);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function measure(label: string, dbs: Database[]): Promise<void> {
  const rssBefore = mb();
  let done = 0;
  const ran = new Map<number, number>();
  const queues = dbs.map((db) => {
    const queue = new JobQueue(db, quiet, { pollingSeconds: 0.5 });
    queue.define<{ n: number; sentAt?: number }>('bench', {
      run: async ({ n }) => {
        ran.set(n, performance.now());
        done += 1;
      },
    });
    return queue;
  });
  await Promise.all(queues.map((q) => q.start()));
  const started = performance.now();
  for (let n = 0; n < burst; n++) await queues[n % queues.length]!.send('bench', { n });
  const sent = performance.now();
  while (done < burst) await new Promise((resolve) => setTimeout(resolve, 5));
  const finished = performance.now();
  // One at a time: the time from send to the start of the run.
  const latencies: number[] = [];
  for (let i = 0; i < singles; i++) {
    const n = burst + i;
    const at = performance.now();
    await queues[i % queues.length]!.send('bench', { n });
    while (!ran.has(n)) await new Promise((resolve) => setTimeout(resolve, 1));
    latencies.push(ran.get(n)! - at);
  }
  latencies.sort((a, b) => a - b);
  await Promise.all(queues.map((q) => q.stop()));
  print(
    `${label}: ${burst} jobs sent in ${Math.round(sent - started)} ms, all run after ${Math.round(finished - started)} ms ` +
      `(${Math.round((burst * 1000) / (finished - started))} jobs/s); send→run p50 ${quantile(latencies, 0.5).toFixed(1)} ms, ` +
      `p99 ${quantile(latencies, 0.99).toFixed(1)} ms; RSS ${rssBefore} → ${mb()} MB`,
  );
}

print(`Job queue bench (pg-boss through the app's database), Node ${process.version}`);
const lite = await openDatabase({ dataDir: 'memory://' });
await migrate(lite);
await measure('PGlite, one instance', [lite]);
await lite.close();

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url && url !== 'off') {
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const first = await openDatabase({ url, schema });
  const second = await openDatabase({ url, schema });
  try {
    await migrate(first);
    await measure('PostgreSQL, one instance', [first]);
    await measure('PostgreSQL, two instances', [first, second]);
  } finally {
    await first.query(`DROP SCHEMA "${schema}" CASCADE`);
    await first.query(`DROP SCHEMA "${schema}_job_queue" CASCADE`);
    await first.close();
    await second.close();
  }
} else {
  print('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL).');
}
