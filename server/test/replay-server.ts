import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * An answer: its body (an object as JSON; a string or bytes as they are) with its status, type
 * and headers, after a delay; or no answer at all (`hang`), or the connection cut (`reset`).
 */
export interface ReplayAnswer {
  status?: number;
  body?: unknown;
  /** application/json unless said. */
  contentType?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  hang?: boolean;
  reset?: boolean;
}

export type ReplayHandler = (url: URL) => ReplayAnswer | undefined;

export interface ReplayServer {
  /** http://127.0.0.1:PORT */
  url: string;
  /** Every request path with its query, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A stand-in provider on loopback: answers each request from `handle`, 404 when it returns
 * nothing. Adapter tests point a live base URL here to run the real adapter code.
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
      const { body } = answer;
      res
        .writeHead(answer.status ?? 200, {
          'content-type': answer.contentType ?? 'application/json',
          ...answer.headers,
        })
        .end(body === undefined || typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
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

/** How a stand-in provider misbehaves. */
export type ProviderFault = 'hang' | 'reset' | '500' | 'garbage' | 'wrong-shape';

/** The answer of a provider that misbehaves as `fault`; `wrongShape` is well-formed JSON the adapter cannot use. */
export function faultyAnswer(fault: ProviderFault, wrongShape: unknown = { surprise: true }): ReplayAnswer {
  switch (fault) {
    case 'hang':
      return { hang: true };
    case 'reset':
      return { reset: true };
    case '500':
      return { status: 500, body: { message: 'down' } };
    case 'garbage':
      return { body: '<html>this is not it</html>' };
    case 'wrong-shape':
      return { body: wrongShape };
  }
}

/** Where the recorded provider answers live, when the shared folder is beside the repository. */
export const upstreamSamplesDir = new URL('../../../shared/upstream-samples/', import.meta.url);

/** A recorded provider answer, parsed: `file` is its path among the recordings, e.g. `mlb/divisions.json`. */
export function readRecording(file: string): unknown {
  return JSON.parse(fs.readFileSync(new URL(file, upstreamSamplesDir), 'utf8'));
}

/**
 * A handler that answers each path of `routes` with its recording (read on each request) and any
 * other request as `otherwise` does.
 */
export function recordedRoutes(
  routes: Record<string, string>,
  otherwise: ReplayHandler = () => undefined,
): ReplayHandler {
  return (url) => {
    const file = routes[url.pathname];
    return file ? { body: readRecording(file) } : otherwise(url);
  };
}

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
