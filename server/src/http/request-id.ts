import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request id a client may choose (a proxy's, say): short, and nothing a log line could be fooled by. */
export const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The client's X-Request-Id when it has that shape, else a new one. Both HTTP paths use it. */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : crypto.randomUUID();
}
