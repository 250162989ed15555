import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../server/test/server-process';
import { TEMPLATE_ENV } from './global-setup';

/** The instant both clocks are fixed at unless a test says otherwise: Saturday 2026-11-21, noon in New York. */
export const DEFAULT_NOW = '2026-11-21T17:00:00Z';

export interface RunningServer {
  url: string;
  dataDir: string;
}

interface WorkerFixtures {
  /** FIXED_NOW of the worker's server; `test.use({ serverNow })` gets a server with another clock. */
  serverNow: string;
  /** Extra environment for the worker's server. */
  serverEnv: Record<string, string>;
  server: RunningServer;
}

interface TestFixtures {
  /** Browser clock; defaults to the server's. */
  browserNow: string;
}

/** Starts the real server offline with its own data folder and a fixed clock. */
async function startServer(now: string, env: Record<string, string>): Promise<{ server: RunningServer; process: ServerProcess }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-e2e-'));
  // A copy of the set-up's migrated data folder starts in a fraction of the time of a new one.
  const template = process.env[TEMPLATE_ENV];
  if (template) await fs.cp(template, dataDir, { recursive: true });
  try {
    const process = await startServerProcess({ DATA_DIR: dataDir, FIXED_NOW: now, DATA_SOURCE: 'offline', AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...env });
    return { server: { url: process.url, dataDir }, process };
  } catch (error) {
    // startServerProcess has stopped the process already; the folder goes too.
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverNow: [DEFAULT_NOW, { scope: 'worker', option: true }],
  serverEnv: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ serverNow, serverEnv }, use) => {
      const { server, process } = await startServer(serverNow, serverEnv);
      try {
        await use(server);
      } finally {
        await process.stop();
        await fs.rm(server.dataDir, { recursive: true, force: true });
      }
    },
    // Starting the server may take long on a busy machine: more than the default fixture timeout.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  browserNow: async ({ serverNow }, use) => use(serverNow),
  page: async ({ page, browserNow }, use) => {
    await page.clock.setFixedTime(new Date(browserNow));
    await use(page);
  },
});

export { expect };

let userCounter = 0;
/** A unique e-mail for this run, so tests sharing a worker's server never collide. */
export function uniqueEmail(prefix = 'user'): string {
  userCounter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${userCounter}@example.com`;
}

/** Creates an account through the API and answers its token. */
export async function createUser(request: APIRequestContext, email: string, password = 'password123'): Promise<string> {
  const created = await request.post('/v1/users/create', { form: { username: email, password } });
  expect(created.status()).toBe(201);
  const login = await request.get('/v1/users/token', { headers: { authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` } });
  expect(login.status()).toBe(200);
  return (await login.text()).trim();
}

/** Starts the page already logged in with `token`. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
}

/** POSTs like the web app does: with the X-XSRF-TOKEN header echoing the cookie the server set. */
export async function postAsApp(request: APIRequestContext, url: string, options: { form?: Record<string, string>; token?: string } = {}) {
  const cookies = (await request.storageState()).cookies;
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  const headers: Record<string, string> = {};
  if (xsrf) headers['x-xsrf-token'] = xsrf;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return request.post(url, { form: options.form, headers });
}
