import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FavouriteLeague } from '@guide/common/account';
import type { AppContext } from '../context';
import { authenticate } from '../auth/auth';
import { FavouriteTeamsRepository } from './favourite-teams-repository';
import { HttpError } from '../errors';
import { PRIVATE } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { findTeam, type League } from '../reference/teams';

const LEAGUES: Record<FavouriteLeague, League> = { mlb: 'MLB', nhl: 'NHL' };

/** Follow and unfollow MLB and NHL teams: the answers carry the updated list. */
export function favouriteTeamRoutes(instance: FastifyInstance, ctx: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const teams = new FavouriteTeamsRepository(ctx.db);

  const known = ({ league, team }: { league: FavouriteLeague; team: number }) => {
    const found = findTeam(LEAGUES[league], team);
    if (!found) throw new HttpError(404, `There is no ${league.toUpperCase()} team with id ${team}.`);
    return { league: LEAGUES[league], team: found };
  };

  app.route({
    ...endpointRoute('addTeam'),
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      const { league, team } = known(request.query);
      if (!(await teams.add(user.id, league, team.id)))
        throw new HttpError(409, `You already follow the ${team.name}.`);
      return reply.cachePolicy(PRIVATE).send({ teams: await teams.list(user.id) });
    },
  });

  app.route({
    ...endpointRoute('deleteTeam'),
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      const { league, team } = known(request.query);
      if (!(await teams.remove(user.id, league, team.id)))
        throw new HttpError(404, `You do not follow the ${team.name}.`);
      return reply.cachePolicy(PRIVATE).send({ teams: await teams.list(user.id) });
    },
  });
}
