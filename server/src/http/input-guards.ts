import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/** What a malformed percent-encoding anywhere in the address answers (path or query alike). */
export const BAD_ENCODING =
  'The address is not valid: each % must be followed by two hexadecimal digits that together spell UTF-8 text.';
const ADDRESS_TOO_LONG = 'A part of the address is too long.';

/** C0 control characters and DEL; tab, line feed and carriage return are allowed in body text only. */
// Matching control characters is the point of these expressions.
/* eslint-disable no-control-regex */
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */

const refusal = (where: string) =>
  new HttpError(
    400,
    `The ${where} contains a control character (such as NUL), which is not allowed. Remove it and try again.`,
  );

/** True when a parsed value (string, array, object) holds a forbidden character anywhere. */
function holdsControl(value: unknown, pattern: RegExp, depth = 0): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL_IN_LINE.test(key) || holdsControl(inner, pattern, depth + 1)) return true;
  }
  return false;
}

function basicCredentials(header: string | undefined): string | undefined {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : undefined;
}

/** True when the query string's percent-encodings decode (Fastify's parser would keep a broken one as it is). */
function queryDecodes(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1 || !url.includes('%', start)) return true;
  try {
    decodeURIComponent(url.slice(start + 1));
    return true;
  } catch {
    return false;
  }
}

function checkRequestLine(request: FastifyRequest): void {
  if (!queryDecodes(request.url)) throw new HttpError(400, BAD_ENCODING);
  if (holdsControl(request.params, CONTROL_IN_LINE)) throw refusal('address');
  if (holdsControl(request.query, CONTROL_IN_LINE)) throw refusal('query');
  for (const [name, value] of Object.entries(request.headers)) {
    if (holdsControl(value, CONTROL_IN_LINE)) throw refusal(`${name} header`);
  }
  const credentials = basicCredentials(request.headers.authorization);
  if (credentials !== undefined && CONTROL_IN_LINE.test(credentials)) throw refusal('e-mail address or password');
}

/**
 * One guard for every route: NUL and other control characters in a path parameter, query value,
 * header value (including the decoded Basic credentials) or body field answer 400 with a
 * sentence before any handler (or database) sees them.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => checkRequestLine(request));
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && holdsControl(request.body, CONTROL_IN_TEXT)) throw refusal('request body');
  });
}

/**
 * What Fastify's router refuses before any hook runs (a path whose percent-encoding does not
 * decode, a path parameter over the router's length): a status and our own sentence, as every
 * other error, instead of Fastify's JSON naming itself and repeating the address.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, sentence] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, BAD_ENCODING]
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, ADDRESS_TOO_LONG]
        : [400, 'The request is not valid.'];
  request.log.info({ status, reason: sentence }, 'request refused');
  void reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .type('text/plain; charset=utf-8')
    .send(sentence);
}

/**
 * What Node's HTTP parser refuses before there is a request at all (headers or address over
 * Node's size limit, a request line that is not HTTP, a request too slow to arrive): a status and
 * our own sentence, where Fastify would answer JSON of its own. The connection is closed after.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A connection the client reset, or one already closed: there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, sentence] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The address or the headers of the request are too long.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request is not valid HTTP.'];
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(sentence)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${sentence}`,
    );
  socket.destroy(error);
}
