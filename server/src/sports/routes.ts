import {
  isSettled,
  type AddGamesResult,
  type Game,
  type MlbGameDetail,
  type MlbTeamPage,
  type NhlGameDetail,
  type TeamRef,
} from '@guide/common/sports';
import { mayHaveBoxScore, noBoxScoreNote, type MlbBoxScore, type NhlBoxScore } from '@guide/common/box-score';
import { daysBetween } from '@guide/common/dates';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { authenticateAdmin } from '../auth/auth';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';
import { HOUR_S, MINUTE_S, SET_BY_HANDLER, publicFor } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import type { GamesService } from './games-service';
import type { SportsSources } from './sources';
import { gamesTtlSeconds } from './live-policy';
import { leagueCalendar } from './league-calendar';
import type { League } from '../reference/teams';

/** Each answer says how long it stays true (cacheFor): seconds while a game is live, hours when done. */
const perAnswer = { cache: SET_BY_HANDLER };

/** Browsers and proxies may keep an answer as long as our own cache would: seconds while live, hours when done. */
function cacheFor(reply: FastifyReply, games: Game[], past = false): void {
  const seconds = past && games.length === 0 ? 3600 : gamesTtlSeconds(games);
  reply.cachePolicy(publicFor(seconds));
}

/** The year of the postseason that ends the season under way on `today` (NHL: from July on, next spring's). */
export function currentPostseasonYear(league: League, today: string): number {
  const year = Number(today.slice(0, 4));
  return league === 'NHL' && Number(today.slice(5, 7)) >= 7 ? year + 1 : year;
}

/** How long a team page of another season is kept: its games are over and its standings final. */
const PAST_SEASON_S = 7 * 24 * HOUR_S;

/**
 * A team page around a day more than a year back, every game on it settled, is another season's
 * and no longer changes: kept a week (by the answer path too, so asking again costs nothing).
 * Any other team page: a minute.
 */
function cacheTeamPage(reply: FastifyReply, page: MlbTeamPage, day: string, today: string): void {
  const settled = [...page.NextGames, ...page.PastGames].every((g) => isSettled(g.status));
  reply.cachePolicy(publicFor(settled && daysBetween(day, today) > 365 ? PAST_SEASON_S : MINUTE_S));
}

/** The games with their main network, where known. */
const withNetworks = (games: Game[], networks: Map<number, string>): Game[] =>
  games.map((g) => (networks.has(g.id) ? { ...g, network: networks.get(g.id)! } : g));

/** Teams as the original API answered them: `fullName` repeats `name`. */
const withFullName = (team: TeamRef): TeamRef => ({ ...team, fullName: team.name });
const withFullNames = (game: Game): Game => ({
  ...game,
  home: withFullName(game.home),
  visitor: withFullName(game.visitor),
});
const teamPageWithFullNames = (page: MlbTeamPage): MlbTeamPage => ({
  ...page,
  Team: withFullName(page.Team),
  NextGames: page.NextGames.map(withFullNames),
  PastGames: page.PastGames.map(withFullNames),
  Standings: {
    ...page.Standings,
    teamRecords: page.Standings.teamRecords.map((r) => ({ ...r, team: withFullName(r.team) })),
  },
});

/**
 * The sports API (spec section 7) and the admin reload. Games go through the service (it keeps
 * them in the games table); team pages are read from their sources as they are.
 */
export function sportsRoutes(
  instance: FastifyInstance,
  ctx: AppContext,
  service: GamesService,
  {
    mlbTeams,
    nhlTeams,
    boxScores,
    standings,
    postseason,
  }: Pick<SportsSources, 'mlbTeams' | 'nhlTeams' | 'boxScores' | 'standings' | 'postseason'>,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const listGames = (league: League) => async (request: { query: { date: string } }, reply: FastifyReply) => {
    const { date } = request.query;
    const [games, networksOfDay] = await Promise.all([service.gamesOn(league, date), service.networksOn(league, date)]);
    cacheFor(reply, games, date < service.today());
    return withNetworks(games.map(withFullNames), networksOfDay);
  };

  const findGame = async (league: League, params: { id: number }, reply: FastifyReply): Promise<Game> => {
    const { id } = params;
    const found = await service.game(league, id);
    if (found.kind === 'unknown') throw new HttpError(404, `There is no ${league} game with id ${id}.`);
    if (found.kind === 'gone') throw new HttpError(410, `${league} game ${id} was canceled.`);
    cacheFor(reply, [found.game]);
    return withFullNames(found.game);
  };

  app.route({
    ...endpointRoute('mlbGames'),
    config: perAnswer,
    handler: (request, reply) => listGames('MLB')(request, reply),
  });
  app.route({
    ...endpointRoute('nhlGames'),
    config: perAnswer,
    handler: (request, reply) => listGames('NHL')(request, reply),
  });

  app.route({
    ...endpointRoute('mlbGame'),
    config: { ...perAnswer, cost: 'game' },
    handler: async (request, reply): Promise<MlbGameDetail> => {
      const game = await findGame('MLB', request.params, reply);
      return { ...game, inning: game.period, home_score: game.home_score ?? 0, visitor_score: game.visitor_score ?? 0 };
    },
  });

  app.route({
    ...endpointRoute('nhlGame'),
    config: { ...perAnswer, cost: 'game' },
    handler: async (request, reply): Promise<NhlGameDetail> => {
      const game = await findGame('NHL', request.params, reply);
      return {
        Game: game,
        Period: game.period,
        Status: game.status,
        VisitorScore: game.visitor_score ?? 0,
        HomeScore: game.home_score ?? 0,
      };
    },
  });

  // A box score: the game as the lists give it, and its lines once play has begun (a sentence says why there are none).
  app.route({
    ...endpointRoute('mlbBoxScore'),
    config: { ...perAnswer, cost: 'game' },
    handler: async (request, reply): Promise<MlbBoxScore> => {
      const game = await findGame('MLB', request.params, reply);
      const teams = mayHaveBoxScore(game) ? await boxScores.MLB.teams(game) : null;
      return { league: 'MLB', game, teams, note: teams ? null : noBoxScoreNote(game) };
    },
  });

  app.route({
    ...endpointRoute('nhlBoxScore'),
    config: { ...perAnswer, cost: 'game' },
    handler: async (request, reply): Promise<NhlBoxScore> => {
      const game = await findGame('NHL', request.params, reply);
      const teams = mayHaveBoxScore(game) ? await boxScores.NHL.teams(game) : null;
      return { league: 'NHL', game, teams, note: teams ? null : noBoxScoreNote(game) };
    },
  });

  // A league's standings around a day (today when absent); kept an hour once that season is over, else a minute.
  for (const league of ['MLB', 'NHL'] as const) {
    app.route({
      ...endpointRoute(league === 'MLB' ? 'mlbStandings' : 'nhlStandings'),
      config: { ...perAnswer, cost: 'teamPage' },
      handler: async (request, reply) => {
        const today = service.today();
        const answer = await standings[league].standings(request.query.date ?? today);
        reply.cachePolicy(publicFor(answer.final ? HOUR_S : MINUTE_S));
        return answer;
      },
    });
  }

  // A season's postseason (the current season's when none is asked); kept an hour once a champion is crowned, else a minute.
  for (const league of ['MLB', 'NHL'] as const) {
    app.route({
      ...endpointRoute(league === 'MLB' ? 'mlbPostseason' : 'nhlPostseason'),
      config: { ...perAnswer, cost: 'teamPage' },
      handler: async (request, reply) => {
        const season = request.query.season ?? currentPostseasonYear(league, service.today());
        const answer = await postseason[league].postseason(season);
        reply.cachePolicy(publicFor(answer.champion ? HOUR_S : MINUTE_S));
        return answer;
      },
    });
  }

  // The next day with NHL games after `after` (default: from today, counting today's games when some are still to finish).
  app.route({
    ...endpointRoute('nhlNextGames'),
    config: perAnswer,
    handler: async (request, reply) => {
      const { after } = request.query;
      let games: Game[] = [];
      if (!after) {
        const today = await service.gamesOn('NHL', service.today());
        if (today.some((g) => !isSettled(g.status))) games = today;
      }
      if (games.length === 0) games = await service.nextGames('NHL', after ?? service.today());
      cacheFor(reply, games);
      return withNetworks(
        games.map(withFullNames),
        games.length > 0 ? await service.networksOn('NHL', games[0]!.date) : new Map(),
      );
    },
  });

  // A league's calendar around a day: it changes when a schedule does, so it is kept ten minutes.
  for (const [name, league] of [
    ['mlbCalendar', 'MLB'],
    ['nhlCalendar', 'NHL'],
  ] as const) {
    app.route({
      ...endpointRoute(name),
      config: { cache: publicFor(10 * MINUTE_S) },
      handler: (request) => leagueCalendar(service, league, request.query.date),
    });
  }

  // A team's page around a day (today when absent).
  for (const [name, league, teams] of [
    ['mlbTeam', 'MLB', mlbTeams],
    ['nhlTeam', 'NHL', nhlTeams],
  ] as const) {
    app.route({
      ...endpointRoute(name),
      config: { ...perAnswer, cost: 'teamPage' },
      handler: async (request, reply) => {
        const { id } = request.params;
        const today = service.today();
        const day = request.query.date ?? today;
        const team = await teams.team(id, day);
        if (!team) throw new HttpError(404, `There is no ${league} team with id ${id}.`);
        cacheTeamPage(reply, team, day, today);
        return teamPageWithFullNames(team);
      },
    });
  }

  app.route({
    ...endpointRoute('addGames'),
    handler: async (request): Promise<AddGamesResult> => {
      await authenticateAdmin(request, ctx.auth);
      const { date } = request.query;
      const [mlb, nhl] = await Promise.all([service.reload('MLB', date), service.reload('NHL', date)]);
      const count = (n: number, league: string) => `${n} ${league} game${n === 1 ? '' : 's'}`;
      return { date, mlb, nhl, message: `Loaded ${count(mlb, 'MLB')} and ${count(nhl, 'NHL')} for ${date}.` };
    },
  });
}
