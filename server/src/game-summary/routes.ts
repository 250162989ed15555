import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { SET_BY_HANDLER, publicFor } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { gamesTtlSeconds } from '../sports/live-policy';
import type { League } from '../reference/teams';
import { GameSummaryService, type GameSummarySources } from './service';

/** `GET /v1/sports/{mlb|nhl}/game/{id}/summary`: one game in full, with where to watch it. */
export function gameSummaryRoutes(instance: FastifyInstance, ctx: AppContext, sources: GameSummarySources): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new GameSummaryService(ctx, sources);
  for (const league of ['MLB', 'NHL'] as const satisfies League[]) {
    app.route({
      ...endpointRoute(league === 'MLB' ? 'mlbGameSummary' : 'nhlGameSummary'),
      // Kept as long as the game stays as it is: seconds while live, hours once final.
      config: { cache: SET_BY_HANDLER, cost: 'game' },
      handler: async (request, reply) => {
        const { id } = request.params;
        const found = await service.summary(league, id);
        if (found.kind === 'unknown') throw new HttpError(404, `There is no ${league} game with id ${id}.`);
        if (found.kind === 'gone') throw new HttpError(410, `${league} game ${id} was canceled.`);
        reply.cachePolicy(publicFor(gamesTtlSeconds([found.summary.game])));
        return found.summary;
      },
    });
  }
}
