import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

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

function checkRequestLine(request: FastifyRequest): void {
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
