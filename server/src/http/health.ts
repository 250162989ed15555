import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { UNCACHED } from './answers/cache-policy';

/** /healthz: the process answers. /readyz: it should be sent requests (the database answers, and it is not shutting down). */
async function health(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get('/healthz', { schema: { hide: true }, config: { cache: UNCACHED } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, config: { cache: UNCACHED } }, async (_request, reply) => {
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'shutting down' });
    try {
      await db.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database unreachable' });
    }
  });
}

export default fp(health, { name: 'guide-health', dependencies: ['guide-observability', 'guide-answers'] });
