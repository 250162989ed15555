import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureBrowser } from '../scripts/ensure-browser.mjs';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { isAlive, startServerProcess, type ServerProcess } from '../server/test/server-process';

/** Where the workers ask for a server; see `serveServers`. */
export const SERVERS_ENV = 'E2E_SERVERS_URL';

/** What a worker asks for: the server's clock and any extra environment. */
export interface ServerWanted {
  now: string;
  env: Record<string, string>;
}

interface Started {
  process: ServerProcess;
  dataDir: string;
}

/**
 * Runs once before the browser tests: the browser must be there and the compiled server and web
 * app built (once). Then one real start makes a data folder (embedded database created and
 * migrated) that every server copies, and a small loopback service hands out servers: one per
 * clock and environment for the whole run, started when first asked for and shared by every
 * worker, so a test file with its own clock costs one server start, not one per worker and file.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureBrowser();
  ensureBuilt();
  const template = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-e2e-template-'));
  const first = await startServerProcess({ DATA_DIR: template, DATA_SOURCE: 'offline' });
  await first.stop();

  const servers = new Map<string, Promise<Started>>();
  const everStarted: Promise<Started>[] = [];
  const start = async ({ now, env }: ServerWanted): Promise<Started> => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-e2e-'));
    // A copy of the migrated data folder starts in a fraction of the time of a new one.
    await fs.cp(template, dataDir, { recursive: true });
    try {
      const process = await startServerProcess({
        DATA_DIR: dataDir,
        FIXED_NOW: now,
        DATA_SOURCE: 'offline',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        // One browser on a busy machine: no client share to run out of, nothing shed for lag.
        FAIR_SHARE_PER_MINUTE: '10000000',
        SHED_EVENT_LOOP_DELAY_MS: '0',
        SHED_EVENT_LOOP_UTILIZATION: '0',
        ...env,
      });
      return { process, dataDir };
    } catch (error) {
      // startServerProcess has stopped the process already; the folder goes too.
      await fs.rm(dataDir, { recursive: true, force: true });
      throw error;
    }
  };
  /**
   * The running server for this clock and environment, started when first asked for. One that
   * failed to start, or has ended since (crashed, or killed from outside), is started again, and
   * what it last wrote is printed: the tests that met it fail, the ones after it get a new one.
   */
  const serverFor = async (wanted: ServerWanted): Promise<Started> => {
    const key = JSON.stringify([wanted.now, Object.entries(wanted.env).sort()]);
    const known = servers.get(key);
    if (known) {
      const started = await known.catch(() => undefined);
      if (started && isAlive(started.process.pid)) return started;
      // Another request may have replaced it while this one waited.
      if (servers.get(key) !== known) return serverFor(wanted);
      if (started)
        console.error(
          `A test server (clock ${wanted.now}) ended during the run; its last output:\n${started.process.output().slice(-2000)}`,
        );
    }
    const fresh = start(wanted);
    servers.set(key, fresh);
    everStarted.push(fresh);
    return fresh;
  };
  const broker = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      serverFor(JSON.parse(body) as ServerWanted).then(
        ({ process }) =>
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: process.url })),
        (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  process.env[SERVERS_ENV] = `http://127.0.0.1:${(broker.address() as AddressInfo).port}`;

  return async () => {
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    const started = await Promise.allSettled(everStarted);
    await Promise.all(
      started.map(async (result) => {
        if (result.status !== 'fulfilled') return;
        await result.value.process.stop();
        await fs.rm(result.value.dataDir, { recursive: true, force: true });
      }),
    );
    await fs.rm(template, { recursive: true, force: true });
  };
}
