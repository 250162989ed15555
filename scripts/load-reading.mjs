// How the benches read a load run (autocannon): one reading for every section, and a steady
// reader that runs in a process of its own, so the load it makes is not slowed by the bench's work.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const thisFile = fileURLToPath(import.meta.url);

/** What a bench prints of an autocannon result: requests/s, latency p50 and p99 in ms, the counts. */
export function readingOf(result) {
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * Reads `url` at `rate` requests a second over `connections` from another process until `stop()`,
 * which answers the reading of the whole time.
 */
export function readSteadily(url, { connections, rate }) {
  const child = spawn(process.execPath, [thisFile, JSON.stringify({ url, connections, rate })], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const reading = new Promise((resolve, reject) => {
    child.once('message', (answer) => (answer.error ? reject(new Error(answer.error)) : resolve(answer)));
    child.once('exit', (code) => reject(new Error(`the steady reader ended with ${code}`)));
  });
  // A bench that fails before stop() must not leave the reader waiting for an hour.
  reading.catch(() => undefined);
  return {
    stop: async () => {
      child.send('stop');
      return reading;
    },
  };
}

// The reader's own process: reads until its parent says stop (or goes away), then answers.
if (process.argv[1] === thisFile) {
  const { url, connections, rate } = JSON.parse(process.argv[2]);
  const run = autocannon({ url, connections, overallRate: rate, duration: 3600 }, (error, result) =>
    process.send(error ? { error: String(error) } : readingOf(result), () => process.exit(0)),
  );
  process.on('message', () => run.stop());
  process.on('disconnect', () => run.stop());
}
