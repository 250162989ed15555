import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { authenticate } from '../auth/auth';
import { PRIVATE } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { TvLineupRepository } from './tv-lineup-repository';

/** The TV line-up a user chose, kept in the account so the TV grid shows it on every device. */
export function tvLineupRoutes(instance: FastifyInstance, ctx: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const lineups = new TvLineupRepository(ctx.db);

  app.route({
    ...endpointRoute('userTvLineup'),
    config: { cache: PRIVATE },
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      return reply.cachePolicy(PRIVATE).send({ lineup: await lineups.get(user.id) });
    },
  });

  app.route({
    ...endpointRoute('setUserTvLineup'),
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      const lineup = request.query.lineup || null;
      await lineups.set(user.id, lineup);
      return reply.cachePolicy(PRIVATE).send({ lineup });
    },
  });
}
