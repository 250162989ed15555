import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

/** An answer: its body (and status), after a delay; or no answer at all (`hang`), or the connection cut (`reset`). */
export type ReplayHandler = (
  url: URL,
) => { status?: number; body: unknown; delayMs?: number; hang?: boolean; reset?: boolean } | undefined;

export interface ReplayServer {
  /** http://127.0.0.1:PORT */
  url: string;
  /** Every request path with its query, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A stand-in provider on loopback: answers each request from `handle` (JSON), 404 when it
 * returns nothing. Adapter tests point a live base URL here to run the real adapter code.
 */
export async function startReplayServer(handle: ReplayHandler): Promise<ReplayServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname + url.search);
    const answer = handle(url);
    if (answer?.hang) return;
    if (answer?.reset) return req.socket.destroy();
    const send = () => {
      if (!answer) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
        return;
      }
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(body);
    };
    if (answer?.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      // Connections left hanging would hold the close for ever.
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Where the recorded provider answers live, when the shared folder is beside the repository. */
export const upstreamSamplesDir = new URL('../../../shared/upstream-samples/', import.meta.url);

/**
 * Whether the recordings a test replays are there. A checkout without the shared folder skips
 * those tests; in CI (`CI` set) their absence fails the run instead of passing with less tested.
 */
export function haveRecordings(...files: string[]): boolean {
  const missing = files.map((file) => new URL(file, upstreamSamplesDir)).filter((url) => !fs.existsSync(url));
  if (missing.length > 0 && process.env.CI) {
    throw new Error(`Provider recordings missing in CI: ${missing.map((url) => fileURLToPath(url)).join(', ')}.`);
  }
  return missing.length === 0;
}
