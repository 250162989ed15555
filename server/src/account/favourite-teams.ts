import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FavouriteLeague } from '@guide/common/account';
import { favouriteTeamsSchema } from '@guide/common/contract';
import type { AppContext } from '../context';
import { authenticate } from '../auth/auth';
import { FavouriteTeamsRepository } from './favourite-teams-repository';
import { HttpError } from '../errors';
import { PRIVATE } from '../http/cache-policy';
import { positiveId } from '../http/params';
import { findTeam, type League } from '../reference/teams';

const LEAGUES: Record<FavouriteLeague, League> = { mlb: 'MLB', nhl: 'NHL' };

const teamQuery = z.object({
  league: z
    .string({ message: 'A league is required (?league=mlb or ?league=nhl).' })
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(['mlb', 'nhl'], { message: 'The league must be mlb or nhl.' })),
  team: positiveId('A team id is a positive whole number.', { required: 'A team id is required (?team=N).', maxDigits: 6 }),
});

/** Follow and unfollow MLB and NHL teams: the answers carry the updated list. */
export function favouriteTeamRoutes(instance: FastifyInstance, ctx: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const teams = new FavouriteTeamsRepository(ctx.db);
  const schema = { tags: ['account'], querystring: teamQuery, response: { 200: favouriteTeamsSchema } };

  const known = ({ league, team }: z.infer<typeof teamQuery>) => {
    const found = findTeam(LEAGUES[league], team);
    if (!found) throw new HttpError(404, `There is no ${league.toUpperCase()} team with id ${team}.`);
    return { league: LEAGUES[league], team: found };
  };

  app.post('/users/add-team', { schema: { ...schema, summary: 'Follow an MLB or NHL team (Bearer)' } }, async (request, reply) => {
    const user = await authenticate(request, ctx.auth);
    const { league, team } = known(request.query);
    if (!(await teams.add(user.id, league, team.id))) throw new HttpError(409, `You already follow the ${team.name}.`);
    return reply.cachePolicy(PRIVATE).send({ teams: await teams.list(user.id) });
  });

  app.post('/users/delete-team', { schema: { ...schema, summary: 'Stop following a team (Bearer)' } }, async (request, reply) => {
    const user = await authenticate(request, ctx.auth);
    const { league, team } = known(request.query);
    if (!(await teams.remove(user.id, league, team.id))) throw new HttpError(404, `You do not follow the ${team.name}.`);
    return reply.cachePolicy(PRIVATE).send({ teams: await teams.list(user.id) });
  });
}
