// The API tests run on PGlite always, and also on PostgreSQL and Redis when those answer: the
// ones named by TEST_DATABASE_URL and TEST_REDIS_URL, or else the usual local ones. Set either
// variable to `off` to leave that server out.
import net from 'node:net';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const PROBE_TIMEOUT_MS = 2000;

async function postgresAnswers(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Sends PING and waits for +PONG: Redis answering, not just a port open. */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port) || 6379 });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function probe(variable, label, fallback, answers) {
  const given = process.env[variable];
  if (given === 'off') {
    delete process.env[variable];
    return { label, used: false, why: `${variable}=off` };
  }
  if (given) return { label, used: true, where: given };
  if (await answers(fallback)) {
    process.env[variable] = fallback;
    return { label, used: true, where: fallback };
  }
  return { label, used: false, why: `${variable} is unset and nothing answers at ${fallback}` };
}

/**
 * Fills in TEST_DATABASE_URL and TEST_REDIS_URL in this process's environment (children inherit
 * it) and answers what will be covered. Cheap on a second call: set variables are not probed.
 */
export async function probeTestServices() {
  return Promise.all([
    probe('TEST_DATABASE_URL', 'PostgreSQL', DEFAULT_DATABASE_URL, postgresAnswers),
    probe('TEST_REDIS_URL', 'Redis', DEFAULT_REDIS_URL, redisAnswers),
  ]);
}

/** One line: which databases the run covers and what it leaves out, and why. */
export function coverageLine(services) {
  const covered = ['PGlite', ...services.filter((s) => s.used).map((s) => `${s.label} (${redact(s.where)})`)];
  const skipped = services.filter((s) => !s.used).map((s) => `${s.label}: ${s.why}`);
  return `Databases covered: ${covered.join(', ')}.${skipped.length ? ` Skipped: ${skipped.join('; ')}.` : ''}`;
}

function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
