import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';
import { basicAuth } from './users';

const redisUrl = process.env.TEST_REDIS_URL;

/** With REDIS_URL the login limit is counted in Redis (run with TEST_REDIS_URL=redis://…). */
describe.skipIf(!redisUrl)('the login rate limit in Redis', () => {
  it('is shared by two apps on one Redis', async () => {
    // A fresh forwarded address per run keeps earlier runs' counts out of the way.
    const client = `198.51.100.${crypto.randomInt(1, 254)}, 203.0.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;
    const env = {
      REDIS_URL: redisUrl!,
      AUTH_RATE_LIMIT_PER_MINUTE: '2',
      TRUST_PROXY: '2',
      PUBLIC_URL: 'https://guide.example.com',
    };
    const [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
    try {
      const attempt = (app: typeof a.app) =>
        app.inject({
          method: 'GET',
          url: '/v1/users/token',
          headers: { authorization: basicAuth('x@example.com', 'wrong-password'), 'x-forwarded-for': client },
        });
      expect((await attempt(a.app)).statusCode).toBe(401);
      expect((await attempt(b.app)).statusCode).toBe(401);
      expect((await attempt(a.app)).statusCode).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
