import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import type { AiringsSource } from '../../tv/sources';
import { gamesTtlSeconds } from '../live-policy';
import type { League } from '../teams';
import { summarySchema } from './schema';
import { GameSummaryService } from './service';

type FastifyZodInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

const idParams = z.object({
  id: z.coerce.number({ message: 'The id must be a whole number.' }).int('The id must be a whole number.').positive('The id must be a positive whole number.').max(Number.MAX_SAFE_INTEGER, 'The id is too large.'),
});

/** `GET /v1/sports/{mlb|nhl}/game/{id}/summary`: one game in full, with where to watch it. */
export function gameSummaryRoutes(instance: FastifyInstance, ctx: AppContext, airings: AiringsSource): void {
  const service = new GameSummaryService(ctx, airings);
  // In a scope of their own, these answers are checked against their schemas on the way out (the other routes keep the plain serializer).
  void instance.register(async (scope) => {
    scope.setSerializerCompiler(serializerCompiler);
    summaryRoutes(scope.withTypeProvider<ZodTypeProvider>(), service);
  });
}

function summaryRoutes(app: FastifyZodInstance, service: GameSummaryService): void {
  for (const league of ['MLB', 'NHL'] as const satisfies League[]) {
    const what = league === 'MLB' ? 'line score (runs, hits, errors), scoring plays, decisions' : 'line score (goals, shots), scoring, three stars';
    app.get(
      `/sports/${league.toLowerCase()}/game/:id/summary`,
      {
        schema: { tags: ['sports'], summary: `One ${league} game in full: ${what}, venue, broadcasts and our TV listing's airings`, params: idParams, response: { 200: summarySchema(league) } },
      },
      async (request, reply) => {
        const { id } = request.params;
        const found = await service.summary(league, id);
        if (found.kind === 'unknown') throw new HttpError(404, `There is no ${league} game with id ${id}.`);
        if (found.kind === 'gone') throw new HttpError(410, `${league} game ${id} was canceled.`);
        // Kept as long as the game stays as it is: seconds while live, hours once final.
        reply.header('cache-control', `public, max-age=${gamesTtlSeconds([found.summary.game])}`);
        return found.summary;
      },
    );
  }
}
