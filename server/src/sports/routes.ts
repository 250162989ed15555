import { isSettled, type AddGamesResult, type Game, type MlbGameDetail, type MlbTeamPage, type NhlGameDetail, type TeamRef } from '@guide/common/sports';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { authenticateAdmin } from '../auth/auth';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addGamesResultSchema, gamesSchema, mlbGameDetailSchema, mlbTeamPageSchema, nhlGameDetailSchema, nhlTeamPageSchema } from '@guide/common/contract';
import { HttpError } from '../errors';
import { MINUTE_S, SET_BY_HANDLER, publicFor } from '../http/cache-policy';
import { isoDay, numericId } from '../http/params';
import type { GamesService } from './games-service';
import { gamesTtlSeconds } from './live-policy';
import type { League } from '../reference/teams';

const day = (what: string) =>
  isoDay(`A date is required: add ?${what}=YYYY-MM-DD.`, 'The date must be a real calendar day written as YYYY-MM-DD, for example 2026-11-21.').refine((v) => v >= '2000-01-01' && v <= '2099-12-31', { message: 'Games are available for dates from 2000 to 2099.' });

const dateQuery = z.object({ date: day('date') });
const afterQuery = z.object({ after: day('after').optional() });
/** A team page around a chosen day (the address's `?date=` in the web app); today when absent. */
const aroundQuery = z.object({ date: day('date').optional() });
const idParams = z.object({ id: numericId });
/** Each answer says how long it stays true (cacheFor): seconds while a game is live, hours when done. */
const perAnswer = { cache: SET_BY_HANDLER };

/** Browsers and proxies may keep an answer as long as our own cache would: seconds while live, hours when done. */
function cacheFor(reply: FastifyReply, games: Game[], past = false): void {
  const seconds = past && games.length === 0 ? 3600 : gamesTtlSeconds(games);
  reply.cachePolicy(publicFor(seconds));
}

/** The games with their main network, where known. */
const withNetworks = (games: Game[], networks: Map<number, string>): Game[] => games.map((g) => (networks.has(g.id) ? { ...g, network: networks.get(g.id)! } : g));

/** Teams as the original API answered them: `fullName` repeats `name`. */
const withFullName = (team: TeamRef): TeamRef => ({ ...team, fullName: team.name });
const withFullNames = (game: Game): Game => ({ ...game, home: withFullName(game.home), visitor: withFullName(game.visitor) });
const teamPageWithFullNames = (page: MlbTeamPage): MlbTeamPage => ({
  ...page,
  Team: withFullName(page.Team),
  NextGames: page.NextGames.map(withFullNames),
  PastGames: page.PastGames.map(withFullNames),
  Standings: { ...page.Standings, teamRecords: page.Standings.teamRecords.map((r) => ({ ...r, team: withFullName(r.team) })) },
});

/** The sports API (spec section 7) and the admin reload. */
export function sportsRoutes(instance: FastifyInstance, ctx: AppContext, service: GamesService): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['sports'];

  const listGames = (league: League) => async (request: { query: z.infer<typeof dateQuery> }, reply: FastifyReply) => {
    const { date } = request.query;
    const [games, networksOfDay] = await Promise.all([service.gamesOn(league, date), service.networksOn(league, date)]);
    cacheFor(reply, games, date < service.today());
    return withNetworks(games.map(withFullNames), networksOfDay);
  };

  const findGame = async (league: League, params: z.infer<typeof idParams>, reply: FastifyReply): Promise<Game> => {
    const { id } = params;
    const found = await service.game(league, id);
    if (found.kind === 'unknown') throw new HttpError(404, `There is no ${league} game with id ${id}.`);
    if (found.kind === 'gone') throw new HttpError(410, `${league} game ${id} was canceled.`);
    cacheFor(reply, [found.game]);
    return withFullNames(found.game);
  };

  app.get('/sports/mlb/games', { schema: { tags, summary: "A day's MLB games", querystring: dateQuery, response: { 200: gamesSchema } }, config: perAnswer }, (request, reply) => listGames('MLB')(request, reply));
  app.get('/sports/nhl/games', { schema: { tags, summary: "A day's NHL games", querystring: dateQuery, response: { 200: gamesSchema } }, config: perAnswer }, (request, reply) => listGames('NHL')(request, reply));

  app.get('/sports/mlb/game/:id', { schema: { tags, summary: 'One MLB game with its inning and scores', params: idParams, response: { 200: mlbGameDetailSchema } }, config: perAnswer }, async (request, reply): Promise<MlbGameDetail> => {
    const game = await findGame('MLB', request.params, reply);
    return { ...game, inning: game.period, home_score: game.home_score ?? 0, visitor_score: game.visitor_score ?? 0 };
  });

  app.get('/sports/nhl/game/:id', { schema: { tags, summary: 'One NHL game with its period and scores', params: idParams, response: { 200: nhlGameDetailSchema } }, config: perAnswer }, async (request, reply): Promise<NhlGameDetail> => {
    const game = await findGame('NHL', request.params, reply);
    return { Game: game, Period: game.period, Status: game.status, VisitorScore: game.visitor_score ?? 0, HomeScore: game.home_score ?? 0 };
  });

  // The next day with NHL games after `after` (default: from today, counting today's games when some are still to finish).
  app.get('/sports/nhl/next', { schema: { tags, summary: 'The next day with NHL games', querystring: afterQuery, response: { 200: gamesSchema } }, config: perAnswer }, async (request, reply) => {
    const { after } = request.query;
    let games: Game[] = [];
    if (!after) {
      const today = await service.gamesOn('NHL', service.today());
      if (today.some((g) => !isSettled(g.status))) games = today;
    }
    if (games.length === 0) games = await service.nextGames('NHL', after ?? service.today());
    cacheFor(reply, games);
    return withNetworks(games.map(withFullNames), games.length > 0 ? await service.networksOn('NHL', games[0]!.date) : new Map());
  });

  app.get('/sports/mlb/team/:id', { schema: { tags, summary: 'An MLB team: next and past games, division standings', params: idParams, querystring: aroundQuery, response: { 200: mlbTeamPageSchema } }, config: { cache: publicFor(MINUTE_S) } }, async (request) => {
    const { id } = request.params;
    const team = await service.mlbTeam(id, request.query.date);
    if (!team) throw new HttpError(404, `There is no MLB team with id ${id}.`);
    return teamPageWithFullNames(team);
  });

  app.get('/sports/nhl/team/:id', { schema: { tags, summary: 'An NHL team: next and past games, division standings', params: idParams, querystring: aroundQuery, response: { 200: nhlTeamPageSchema } }, config: { cache: publicFor(MINUTE_S) } }, async (request) => {
    const { id } = request.params;
    const team = await service.nhlTeam(id, request.query.date);
    if (!team) throw new HttpError(404, `There is no NHL team with id ${id}.`);
    return teamPageWithFullNames(team);
  });

  app.post('/admin/add-games', { schema: { tags: ['admin'], summary: "Load a day's MLB and NHL games (admin Bearer)", querystring: dateQuery, response: { 200: addGamesResultSchema } } }, async (request): Promise<AddGamesResult> => {
    await authenticateAdmin(request, ctx.auth);
    const { date } = request.query;
    const [mlb, nhl] = await Promise.all([service.reload('MLB', date), service.reload('NHL', date)]);
    const count = (n: number, league: string) => `${n} ${league} game${n === 1 ? '' : 's'}`;
    return { date, mlb, nhl, message: `Loaded ${count(mlb, 'MLB')} and ${count(nhl, 'NHL')} for ${date}.` };
  });
}

