import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FavouriteLeague, FavouriteTeam } from '@guide/common/account';
import type { AppContext } from '../context';
import type { Database } from '../db/database';
import { authenticate } from '../http/auth';
import { HttpError, parseInput } from '../http/errors';
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

/** The teams a user follows, kept by the database's constraints like zips and shows. */
export class FavouriteTeamsRepository {
  constructor(private readonly db: Database) {}

  async list(userId: number): Promise<FavouriteTeam[]> {
    const { rows } = await this.db.query<{ league: League; team_id: number }>(
      'SELECT league, team_id FROM user_teams WHERE user_id = $1 ORDER BY created_at, league, team_id',
      [userId],
    );
    return rows.flatMap(({ league, team_id }) => {
      const team = findTeam(league, team_id);
      return team ? [{ league: league.toLowerCase() as FavouriteLeague, id: team.id, name: team.name }] : [];
    });
  }

  /** False when the team was followed already (the primary key decides). */
  async add(userId: number, league: League, teamId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      'INSERT INTO user_teams (user_id, league, team_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING team_id',
      [userId, league, teamId],
    );
    return rows.length === 1;
  }

  async remove(userId: number, league: League, teamId: number): Promise<boolean> {
    const { rows } = await this.db.query('DELETE FROM user_teams WHERE user_id = $1 AND league = $2 AND team_id = $3 RETURNING team_id', [userId, league, teamId]);
    return rows.length === 1;
  }
}

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
