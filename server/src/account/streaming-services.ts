import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { authenticate } from '../auth/auth';
import { HttpError } from '../errors';
import { PRIVATE } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { StreamingServicesRepository } from './streaming-services-repository';

/** The ids of the services there are to choose from, with their names (the cinema domain's list). */
export type KnownServices = () => Promise<{ id: number; name: string }[]>;

/** "My services": the streaming services a user pays for, kept in the account. */
export function streamingServiceRoutes(instance: FastifyInstance, ctx: AppContext, known: KnownServices): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const services = new StreamingServicesRepository(ctx.db);

  app.route({
    ...endpointRoute('userStreamingServices'),
    config: { cache: PRIVATE },
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      return reply.cachePolicy(PRIVATE).send({ services: await services.list(user.id) });
    },
  });

  app.route({
    ...endpointRoute('setUserStreamingServices'),
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      const listed = request.body.services ? request.body.services.split(',').map(Number) : [];
      const chosen = [...new Set(listed)].sort((a, b) => a - b);
      const ids = new Set((await known()).map((s) => s.id));
      const unknown = chosen.filter((id) => !ids.has(id));
      if (unknown.length > 0)
        throw new HttpError(
          400,
          `The guide knows no streaming service ${unknown.join(', ')}; choose from /v1/streaming-services.`,
        );
      await services.replace(user.id, chosen);
      return reply.cachePolicy(PRIVATE).send({ services: chosen });
    },
  });
}
