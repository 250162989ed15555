import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isPubliclyCacheable } from './cache-policy';
import { POLICY, type PolicyCarrier } from './finish';
import { HttpError } from '../../errors';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit cookie: every response to a client without the cookie that no shared cache may keep sets one; a non-GET
 * request that carries the cookie must echo it in X-XSRF-TOKEN. A page on another site can
 * make the browser send the cookie but cannot read it to set the header.
 */
export function registerCsrf(app: FastifyInstance): void {
  // Its onSend runs after the answer's policy is settled (finish.ts, registered before it).
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const cookie = request.cookies[CSRF_COOKIE];
    if (cookie === undefined) return;
    const header = request.headers[CSRF_HEADER];
    if (typeof header !== 'string' || !timingSafeEqual(header, cookie)) {
      throw new HttpError(
        403,
        'The request was refused because its X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie. Reload the page and try again.',
      );
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.cookies[CSRF_COOKIE] !== undefined || reply.hasHeader('set-cookie')) return;
    // A shared cache must never keep (or hand out) one visitor's cookie: the HTML document and
    // private answers carry it, publicly cacheable ones never do.
    if (isPubliclyCacheable((reply as PolicyCarrier)[POLICY] ?? undefined)) return;
    // Readable by the page's script (not httpOnly): that is the point of the pattern.
    reply.setCookie(CSRF_COOKIE, crypto.randomBytes(24).toString('base64url'), {
      path: '/',
      sameSite: 'strict',
      secure: request.protocol === 'https',
    });
  });
}

function timingSafeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}
