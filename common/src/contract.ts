/**
 * The answers of the /v1 API as zod schemas: the server declares them on its routes (checked
 * when an answer is first made, and published in /v1/openapi.json); each is checked by the
 * compiler against the TypeScript shape the web app reads, so a required field cannot be missing
 * here. The server sends the answer as it is (a field not named here is not dropped).
 */
import { z } from 'zod';
import type { CalendarFeed, CreatedUser, FavouriteTeam, RevokedToken, UserData } from './account';
import type { Place, Release, Showing } from './cinema';
import type { MlbGameSummary, NhlGameSummary } from './game-summary';
import type { SearchResults } from './search';
import type { AddGamesResult, Game, MlbGameDetail, MlbTeamPage, NhlGameDetail, NhlTeamPage, TeamRef } from './sports';
import type { TvEpisode, TvEpisodeAiring, TvMovieAiring, TvSearchResult, TvShowDetail, TvSportsAiring } from './tv';

const obj = z.object;
const nullableNumber = z.number().nullable();

// Sports
export const teamRefSchema = obj({ id: z.number(), name: z.string(), fullName: z.string().optional() }) satisfies z.ZodType<TeamRef>;
export const gameSchema = obj({
  id: z.number(),
  description: z.string(),
  gametime: z.string(),
  date: z.string(),
  home: teamRefSchema,
  visitor: teamRefSchema,
  status: z.string(),
  home_score: nullableNumber,
  visitor_score: nullableNumber,
  period: nullableNumber,
  detail: z.string().optional(),
  new_date: z.string().optional(),
  inning_half: z.enum(['Top', 'Middle', 'Bottom', 'End']).optional(),
  outs: z.number().optional(),
  clock: z.string().optional(),
  intermission: z.boolean().optional(),
  network: z.string().optional().describe("The game's main network (its first national broadcast), when it has one"),
}) satisfies z.ZodType<Game>;
export const gamesSchema = z.array(gameSchema);
export const mlbGameDetailSchema = gameSchema.extend({ inning: nullableNumber, home_score: z.number(), visitor_score: z.number() }) satisfies z.ZodType<MlbGameDetail>;
export const nhlGameDetailSchema = obj({ Game: gameSchema, Period: nullableNumber, Status: z.string(), VisitorScore: z.number(), HomeScore: z.number() }) satisfies z.ZodType<NhlGameDetail>;
export const mlbTeamPageSchema = obj({
  Team: teamRefSchema,
  NextGames: gamesSchema,
  PastGames: gamesSchema,
  Standings: obj({
    division: obj({ name: z.string() }),
    teamRecords: z.array(
      obj({
        team: teamRefSchema,
        divisionRank: z.string(),
        leagueRank: z.string(),
        leagueRecord: obj({ wins: z.number(), losses: z.number(), ties: z.number(), pct: z.string(), ot: z.number().optional() }),
        gamesBack: z.string().optional().describe("Games behind the division leader: '-' for the leader"),
        lastTen: obj({ wins: z.number(), losses: z.number(), ot: z.number().optional() }).optional(),
        streak: z.string().optional(),
        points: z.number().optional(),
        gamesPlayed: z.number().optional(),
      }),
    ),
  }),
}) satisfies z.ZodType<MlbTeamPage>;
/** The NHL team page has the MLB page's shape (W, L, OT, points and the last ten in each record). */
export const nhlTeamPageSchema = mlbTeamPageSchema satisfies z.ZodType<NhlTeamPage>;
export const addGamesResultSchema = obj({ date: z.string(), mlb: z.number(), nhl: z.number(), message: z.string() }) satisfies z.ZodType<AddGamesResult>;

// A game in full (GET /v1/sports/{league}/game/{id}/summary)
const count = z.number().int().min(0);
const lineScorePeriodSchema = obj({
  number: z.number().int().min(1),
  label: z.string().describe("'1'…'9', '10' (MLB); '1st', '2nd', '3rd', 'OT', '2OT', 'SO' (NHL)"),
  home: count.nullable(),
  visitor: count.nullable(),
});
const summaryParts = {
  game: gameSchema.describe('The game as the day lists give it'),
  scoring: z
    .array(obj({ period: z.number().int().min(1), label: z.string(), team: teamRefSchema, description: z.string(), home_score: count, visitor_score: count }))
    .describe('Each scoring play in order, with the score after it'),
  venue: z.string().nullable(),
  broadcasts: z.array(obj({ network: z.string(), market: z.enum(['national', 'home', 'away']), country: z.string().nullable() })),
  onTv: z.array(obj({ station: z.string(), start: z.string(), title: z.string() })).describe("The game's airings in our sports-on-TV listing"),
};
const mlbTotals = obj({ runs: count, hits: count, errors: count });
const nhlTotals = obj({ goals: count, shots: count });
export const mlbGameSummarySchema = obj({
  league: z.literal('MLB'),
  ...summaryParts,
  linescore: obj({ periods: z.array(lineScorePeriodSchema), home: mlbTotals, visitor: mlbTotals }),
  decisions: obj({ winner: z.string().nullable(), loser: z.string().nullable(), save: z.string().nullable() }).nullable(),
}) satisfies z.ZodType<MlbGameSummary>;
export const nhlGameSummarySchema = obj({
  league: z.literal('NHL'),
  ...summaryParts,
  linescore: obj({ periods: z.array(lineScorePeriodSchema), home: nhlTotals, visitor: nhlTotals }),
  stars: z.array(obj({ star: z.number().int().min(1).max(3), name: z.string(), team: teamRefSchema })),
}) satisfies z.ZodType<NhlGameSummary>;

// Cinema
const theatreSchema = obj({ id: z.string(), name: z.string(), url: z.string().optional() });
export const showingSchema = obj({
  tmsId: z.string().optional(),
  rootId: z.string(),
  title: z.string(),
  topCast: z.array(z.string()).optional(),
  shortDescription: z.string().optional(),
  longDescription: z.string().optional(),
  genres: z.array(z.string()).optional(),
  qualityRating: obj({ value: z.string() }).optional(),
  ratings: z.array(obj({ code: z.string() })).optional(),
  runTime: z.string().optional(),
  preferredImage: obj({ uri: z.string() }).optional(),
  showtimes: z.array(obj({ theatre: theatreSchema, dateTime: z.string(), ticketURI: z.string().optional() })),
}) satisfies z.ZodType<Showing>;
export const showingsSchema = z.array(showingSchema);
export const releaseSchema = obj({ id: z.number(), title: z.string(), overview: z.string(), poster_path: z.string().nullable(), release_date: z.string() }) satisfies z.ZodType<Release>;
export const releasesSchema = z.array(releaseSchema);
export const placeSchema = obj({ zip: z.string(), city: z.string(), state: z.string() }) satisfies z.ZodType<Place>;

// TV
const tvImageSchema = obj({ uri: z.string(), relayUrl: z.string() });
const stationSchema = obj({ callSign: z.string() });
export const tvMovieAiringSchema = obj({
  startTime: z.string(),
  endTime: z.string().optional(),
  station: stationSchema,
  program: obj({
    title: z.string(),
    genres: z.array(z.string()),
    shortDescription: z.string(),
    longDescription: z.string(),
    topCast: z.array(z.string()),
    rootId: z.string().nullable(),
    releaseYear: z.number().optional(),
    preferredImage: tvImageSchema,
  }),
  qualityRating: obj({ value: z.string() }).optional(),
}) satisfies z.ZodType<TvMovieAiring>;
export const tvSportsAiringSchema = obj({
  startTime: z.string(),
  endTime: z.string().optional(),
  station: stationSchema,
  program: obj({ eventTitle: z.string(), genres: z.array(z.string()), shortDescription: z.string(), longDescription: z.string(), rootId: z.string().nullable(), preferredImage: tvImageSchema }),
}) satisfies z.ZodType<TvSportsAiring>;
const link = obj({ href: z.string() });
const named = obj({ name: z.string() }).nullable();
export const tvShowSchema = obj({
  id: z.number(),
  name: z.string(),
  network: named,
  webChannel: named,
  summary: z.string().nullable(),
  runtime: nullableNumber,
  genres: z.array(z.string()),
  image: obj({ medium: z.string(), original: z.string() }).nullable(),
  _links: obj({ self: link, previousepisode: link.optional(), nextepisode: link.optional() }),
});
export const tvShowDetailSchema = tvShowSchema.extend({ cast: z.array(obj({ name: z.string(), character: z.string().nullable() })) }) satisfies z.ZodType<TvShowDetail>;
export const tvSearchResultsSchema = z.array(obj({ score: z.number(), show: tvShowSchema })) satisfies z.ZodType<TvSearchResult[]>;
export const tvEpisodeSchema = obj({ id: z.number(), name: z.string(), summary: z.string().nullable(), airdate: z.string(), season: z.number(), number: z.number(), airstamp: z.string().nullable().optional() }) satisfies z.ZodType<TvEpisode>;
export const tvEpisodeAiringsSchema = z.array(tvEpisodeSchema.extend({ airstamp: z.string().nullable(), runtime: nullableNumber })) satisfies z.ZodType<TvEpisodeAiring[]>;

// Account
export const favouriteTeamSchema = obj({ league: z.enum(['mlb', 'nhl']), id: z.number(), name: z.string() }) satisfies z.ZodType<FavouriteTeam>;
export const favouriteTeamsSchema = obj({ teams: z.array(favouriteTeamSchema) }) satisfies z.ZodType<{ teams: FavouriteTeam[] }>;
export const userDataSchema = obj({ email: z.string(), zipcodes: z.array(z.string()), shows: z.array(z.number()), teams: z.array(favouriteTeamSchema) }) satisfies z.ZodType<UserData>;
export const createdUserSchema = obj({ email: z.string(), message: z.string() }) satisfies z.ZodType<CreatedUser>;
export const revokedTokenSchema = obj({ revoked: z.literal(true), message: z.string() }) satisfies z.ZodType<RevokedToken>;
export const calendarFeedSchema = obj({ url: z.string() }) satisfies z.ZodType<CalendarFeed>;

// Search (GET /v1/search)
const searchLeague = z.enum(['MLB', 'NHL']);
const searchFilm = z.discriminatedUnion('where', [
  z.object({ where: z.literal('tv'), title: z.string(), rootId: z.string(), station: z.string(), startTime: z.string() }),
  z.object({ where: z.literal('cinema'), title: z.string(), rootId: z.string(), zip: z.string(), theatres: z.number().int() }),
]);

export const searchResultsSchema = obj({
  query: z.string(),
  teams: z.array(z.object({ league: searchLeague, id: z.number().int(), name: z.string() })),
  shows: z.array(z.object({ id: z.number().int(), name: z.string(), channel: z.string(), genres: z.array(z.string()) })),
  films: z.array(searchFilm),
  unavailable: z.array(z.enum(['shows', 'films'])).describe('Parts that could not be searched just now; the others answered.'),
}) satisfies z.ZodType<SearchResults>;
