import fs from 'node:fs/promises';
import { basicAuth } from './users';

/** The memory bench's ordinary use (server/test/bench-memory.ts), also run by the infrastructure test before it reads an instance's memory. */
export const WARM_UP_ROUTES = [
  '/',
  '/v1/sports/nhl/games?date=2026-11-21',
  '/v1/sports/mlb/games?date=2026-11-21',
  '/v1/sports/mlb/team/147',
  '/v1/discover',
  '/v1/movies?zip=10001&date=2026-11-21',
  '/v1/tv-movies?date=2026-11-21T05:00:00Z',
  '/v1/tv-sports?date=2026-11-21T05:00:00Z',
  '/v1/tv-search?title=news',
  '/v1/tv-show/82',
];
export const WARM_UP_ROUNDS = 20;

/** Every main route a few times, then one account created, logged in three times and read. `headers` is added to each request (a forwarded address, say). */
export async function warmUp(
  base: string,
  accounts: boolean,
  headers: () => Record<string, string> = () => ({}),
): Promise<void> {
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    await Promise.all(
      WARM_UP_ROUTES.map(async (route) =>
        (await fetch(base + route, { headers: { 'accept-encoding': 'br, gzip', ...headers() } })).arrayBuffer(),
      ),
    );
  }
  if (!accounts) return;
  const email = `bench-${Date.now()}@example.com`;
  await fetch(`${base}/v1/users/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers() },
    body: JSON.stringify({ username: email, password: 'correct horse battery' }),
  });
  for (let i = 0; i < 3; i++) {
    const token = await (
      await fetch(`${base}/v1/users/token`, {
        headers: { authorization: basicAuth(email, 'correct horse battery'), ...headers() },
      })
    ).text();
    await (
      await fetch(`${base}/v1/users/get-data`, { headers: { authorization: `Bearer ${token}`, ...headers() } })
    ).arrayBuffer();
  }
}

/** Current and peak resident memory of a process in MB (Linux's /proc). */
export async function residentMb(pid: number): Promise<{ current: number; peak: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024);
  return { current: mb('VmRSS'), peak: mb('VmHWM') };
}
