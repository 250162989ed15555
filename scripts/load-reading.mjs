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
 * Runs autocannon at a steady rate (`overallRate`) and reads its latencies as an open stream of
 * requests would meet them. autocannon 9 corrects for coordinated omission itself, but with an
 * expected interval of ceil(1 / rate) ms: 1 ms at the 10 requests a second each connection makes
 * here, so a response of R ms was counted R times and one stall of half a second outweighed a
 * minute of quick answers. Here each 2xx response of R ms counts once, and once more for each
 * request its connection would have sent meanwhile at its own rate (at R − interval,
 * R − 2 × interval, …), as HdrHistogram's correction does with the right interval.
 */
export function atSteadyRate(options, done) {
  const interval = (1000 * options.connections) / options.overallRate;
  const latencies = [];
  const instance = autocannon({ ...options, ignoreCoordinatedOmission: true }, (error, result) => {
    if (error) return done(error);
    latencies.sort((a, b) => a - b);
    const at = (percentile) =>
      latencies.length === 0 ? 0 : Math.round(latencies[Math.ceil((percentile / 100) * latencies.length) - 1]);
    done(undefined, { ...readingOf(result), p50: at(50), p99: at(99) });
  });
  instance.on('response', (client, statusCode, bytes, responseTime) => {
    if (statusCode < 200 || statusCode > 299) return;
    latencies.push(responseTime);
    for (let missed = responseTime - interval; missed >= interval; missed -= interval) latencies.push(missed);
  });
  return instance;
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
  const run = atSteadyRate({ url, connections, overallRate: rate, duration: 3600 }, (error, reading) =>
    process.send(error ? { error: String(error) } : reading, () => process.exit(0)),
  );
  process.on('message', () => run.stop());
  process.on('disconnect', () => run.stop());
}
