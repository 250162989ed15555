import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** A raw connection that reads whatever comes and resolves when the server has closed it. */
function openSocket(
  port: number,
  localAddress = '127.0.0.1',
): { socket: net.Socket; closed: Promise<void>; connected: Promise<void> } {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => undefined);
  socket.resume();
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected };
}

const connectionsOf = (t: TestApp) =>
  new Promise<number>((resolve, reject) =>
    t.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
  );

describe('connection hygiene over real sockets', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    // The default HEADERS_TIMEOUT_MS (10 s): the test proves the shipped setting.
    t = await createTestApp({ env: { MAX_CONNECTIONS_PER_ADDRESS: '100' } });
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => t?.close());

  it('closes 30 silent and 30 half-sent connections within 25 s while answering others', async () => {
    const started = Date.now();
    const idle = Array.from({ length: 60 }, (_, i) => {
      const connection = openSocket(port);
      if (i % 2 === 1)
        void connection.connected.then(() => connection.socket.write('GET /v1/movies HTTP/1.1\r\nHost: x\r\n'));
      return connection;
    });
    await Promise.all(idle.map((c) => c.connected));
    await vi.waitFor(async () => expect(await connectionsOf(t)).toBeGreaterThanOrEqual(60), { timeout: 5000 });
    // Ordinary requests are answered meanwhile, from another address.
    for (let i = 0; i < 3; i++) {
      const status = await new Promise<number | undefined>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => resolve(res.resume().statusCode))
          .on('error', reject),
      );
      expect(status).toBe(200);
    }
    await Promise.all(idle.map((c) => c.closed));
    expect(Date.now() - started).toBeLessThan(25_000);
    await vi.waitFor(async () => expect(await connectionsOf(t)).toBe(0), { timeout: 2000 });
  }, 40_000);
});

describe('idle keep-alive connections', () => {
  it('are closed after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const t = await createTestApp({ env: { KEEP_ALIVE_TIMEOUT_MS: '1000' } });
    try {
      const port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
      const { socket, closed, connected } = openSocket(port);
      await connected;
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      await vi.waitFor(() => expect(answer).toMatch(/^HTTP\/1\.1 200/), { timeout: 5000 });
      expect(answer.toLowerCase()).toContain('keep-alive');
      await closed;
      expect(await connectionsOf(t)).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('connection caps', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_CONNECTIONS_PER_ADDRESS: '5', MAX_CONNECTIONS: '12' } });
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => t?.close());

  it('drops connections over the per-address cap at once, and lets other addresses in', async () => {
    const held = Array.from({ length: 5 }, () => openSocket(port, '127.0.0.2'));
    await Promise.all(held.map((c) => c.connected));
    const extra = openSocket(port, '127.0.0.2');
    await extra.closed;
    const other = openSocket(port, '127.0.0.3');
    await other.connected;
    other.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      other.socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      other.socket.once('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    for (const c of held) c.socket.destroy();
  });

  it('drops connections over the overall cap', async () => {
    const held = Array.from({ length: 12 }, (_, i) => openSocket(port, `127.0.0.${10 + (i % 4)}`));
    await Promise.all(held.map((c) => c.connected));
    const extra = openSocket(port, '127.0.0.20');
    await extra.closed;
    for (const c of held) c.socket.destroy();
  });
});
