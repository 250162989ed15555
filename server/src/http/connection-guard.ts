import type http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

export interface ConnectionLimits {
  /** A connection whose first request's headers have not all arrived by then is closed. */
  headersTimeoutMs: number;
  maxConnections: number;
  /** Per client address; undefined behind a proxy (every connection comes from the proxy). */
  maxPerAddress: number | undefined;
}

/**
 * Keeps idle and half-open connections from piling up (slowloris): Node answers 408 to a request
 * whose headers are late, but only on its periodic check, and only ends its side: a client that
 * never closes keeps the file open. Here a connection that has not delivered a request's headers
 * in time is destroyed outright, and connections over the caps are dropped as they arrive; the
 * first drop of a run is logged once, and again only after the count has fallen back.
 */
export function guardConnections(server: http.Server, limits: ConnectionLimits, log: FastifyBaseLogger): void {
  let open = 0;
  const perAddress = new Map<string, number>();
  const waitingForHeaders = new Map<Socket, NodeJS.Timeout>();
  let capLogged = false;

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const fromAddress = perAddress.get(address) ?? 0;
    const overAddress = limits.maxPerAddress !== undefined && fromAddress >= limits.maxPerAddress;
    if (open >= limits.maxConnections || overAddress) {
      if (!capLogged) {
        capLogged = true;
        log.warn(
          { open, limit: overAddress ? 'MAX_CONNECTIONS_PER_ADDRESS' : 'MAX_CONNECTIONS' },
          'connection cap reached: refusing new connections',
        );
      }
      socket.destroy();
      return;
    }
    open += 1;
    perAddress.set(address, fromAddress + 1);
    // Node's own check ends such a connection with a 408 on its next round; this one makes sure it goes.
    const timer = setTimeout(() => socket.destroy(), limits.headersTimeoutMs + 1000);
    timer.unref();
    waitingForHeaders.set(socket, timer);
    socket.once('close', () => {
      open -= 1;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      clearTimeout(waitingForHeaders.get(socket));
      waitingForHeaders.delete(socket);
      if (open < limits.maxConnections * 0.9) capLogged = false;
    });
  });

  // Headers complete: from here the request and keep-alive timeouts take over.
  server.on('request', (request: http.IncomingMessage) => {
    const timer = waitingForHeaders.get(request.socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    waitingForHeaders.delete(request.socket);
  });
}
