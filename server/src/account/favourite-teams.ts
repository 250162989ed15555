import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FavouriteLeague } from '@guide/common/account';
import type { AppContext } from '../context';
import { authenticate } from './auth';
import { FavouriteTeamsRepository } from './favourite-teams-repository';
import { HttpError, parseInput } from '../errors';
import { findTeam, type League } from '../sports/teams';

const LEAGUES: Record<FavouriteLeague, League> = { mlb: 'MLB', nhl: 'NHL' };

const teamQuery = z.object({
  league: z
    .string({ message: 'A league is required (?league=mlb or ?league=nhl).' })
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(['mlb', 'nhl'], { message: 'The league must be mlb or nhl.' })),
  team: z
    .string({ message: 'A team id is required (?team=N).' })
    .regex(/^[1-9]\d{0,5}$/, 'A team id is a positive whole number.')
    .transform(Number),
});

/** Follow and unfollow MLB and NHL teams: the answers carry the updated list. */
export function favouriteTeamRoutes(app: FastifyInstance, ctx: AppContext): void {
  const teams = new FavouriteTeamsRepository(ctx.db);

  const parse = (query: unknown) => {
    const { league, team } = parseInput(teamQuery, query);
    const found = findTeam(LEAGUES[league], team);
    if (!found) throw new HttpError(404, `There is no ${league.toUpperCase()} team with id ${team}.`);
    return { league: LEAGUES[league], team: found };
  };

  app.post('/users/add-team', async (request, reply) => {
    const user = await authenticate(request, ctx.auth);
    const { league, team } = parse(request.query);
    if (!(await teams.add(user.id, league, team.id))) throw new HttpError(409, `You already follow the ${team.name}.`);
    return reply.header('cache-control', 'private, no-store').send({ teams: await teams.list(user.id) });
  });

  app.post('/users/delete-team', async (request, reply) => {
    const user = await authenticate(request, ctx.auth);
    const { league, team } = parse(request.query);
    if (!(await teams.remove(user.id, league, team.id))) throw new HttpError(404, `You do not follow the ${team.name}.`);
    return reply.header('cache-control', 'private, no-store').send({ teams: await teams.list(user.id) });
  });
}
