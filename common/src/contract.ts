/**
 * The payloads of the /v1 API, each declared once: a zod schema, and its TypeScript type derived
 * from it (`z.infer`). The server declares the schemas on its routes (checked when an answer is
 * first made, and published in /v1/openapi.json); the web app reads the types only, through
 * type-only imports (the domain modules re-export them), so it ships no zod. The server sends an
 * answer as it is (a field not named here is not dropped).
 */
import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MIN_PASSWORD_LENGTH } from './account';
import { isIsoDay } from './dates';
import type { EndpointName } from './endpoints';
import { isoDay, numericId, positiveId, zipCode } from './request-fields';
import { MAX_STREAMING_FILMS, MAX_STREAMING_SHOWS } from './cinema';
import { MAX_SEARCH_LENGTH } from './search';
import { FILM_ID_PATTERN, MAX_FILM_ID_LENGTH } from './films';
import { LINEUP_ID_PATTERN } from './tv';
import { ZIP_FORM_MESSAGE } from './zip';

const obj = z.object;
const nullableNumber = z.number().nullable();
const count = z.number().int().min(0);

// ---------------------------------------------------------------- sports

export const leagueSchema = z.enum(['MLB', 'NHL']);
export const teamRefSchema = obj({
  id: z.number(),
  name: z.string(),
  fullName: z
    .string()
    .optional()
    .describe('The same as `name`; the original API’s clients read it (the API adds it to every team it answers)'),
});
export const inningHalfSchema = z.enum(['Top', 'Middle', 'Bottom', 'End']);
export const teamGameRecordSchema = obj({
  wins: count,
  losses: count,
  ot: count.optional().describe('NHL: losses in overtime or a shootout'),
}).describe("A team's regular-season record: going into the game until it is final, then with the game counted");
export const probablePitcherSchema = obj({
  id: z.number(),
  name: z.string(),
  wins: count.optional().describe('Season wins, when the provider says'),
  losses: count.optional().describe('Season losses, when the provider says'),
  era: z
    .string()
    .optional()
    .describe("Season earned run average as the league writes it ('3.42'), when the provider says"),
});
export const probablePitchersSchema = obj({
  home: probablePitcherSchema.nullable().describe('Null while the club has not announced its starter (TBD)'),
  visitor: probablePitcherSchema.nullable().describe('Null while the club has not announced its starter (TBD)'),
}).describe('MLB, before the first pitch: the starters the clubs have announced');
export const startingGoalieSchema = obj({ id: z.number(), name: z.string() });
export const goalieAnnouncementSchema = obj({
  goalie: startingGoalieSchema
    .nullable()
    .describe('The goalie the club says will start; null while it has named none (or took its word back)'),
  withdrawn: startingGoalieSchema
    .nullable()
    .describe('A starter the club named earlier and then withdrew; null when nothing was taken back'),
});
export const startingGoaliesSchema = obj({
  home: goalieAnnouncementSchema,
  visitor: goalieAnnouncementSchema,
}).describe('NHL, before the puck drops: the starting goalies the clubs have announced');
export const seriesStateSchema = obj({
  round: z
    .string()
    .describe(
      "The round: 'AL Wild Card', 'NLDS', 'ALCS', 'World Series'; 'First Round', 'Eastern Conference Final', 'Stanley Cup Final'",
    ),
  game: z.number().int().min(1).describe("The game's number in its series"),
  bestOf: z.number().int().min(1).optional().describe('How many games the series can last, when known'),
  before: z
    .string()
    .nullable()
    .describe(
      "The series going into the game ('NYY lead 3–1', 'Series tied 2–2'); null before game 1 or when not known",
    ),
  after: z
    .string()
    .nullable()
    .describe("The series once the game is final ('NYY win 4–1'); null until then or when not known"),
}).describe('A postseason game: its series and the tally');
export const gameSchema = obj({
  id: z.number(),
  description: z.string(),
  gametime: z.string().describe('ISO UTC instant of the start'),
  date: z.string().describe('The official (US Eastern) calendar day the game belongs to, YYYY-MM-DD'),
  home: teamRefSchema,
  visitor: teamRefSchema,
  status: z
    .string()
    .describe(
      'Scheduled, Pre-Game, In Progress, Delayed, Final, Postponed, Suspended or Cancelled; for a state no mapping knows yet, the provider’s own text',
    ),
  home_score: nullableNumber.describe('Null until play starts'),
  visitor_score: nullableNumber.describe('Null until play starts'),
  period: nullableNumber.describe(
    'The inning (MLB) or period (NHL) being played or last played; null before the start',
  ),
  detail: z
    .string()
    .optional()
    .describe('The provider’s own words and reason when they say more than `status` ("Completed Early: Rain")'),
  new_date: z
    .string()
    .optional()
    .describe('A postponed or suspended game: the day it is to be played or resumed, YYYY-MM-DD, when known'),
  inning_half: inningHalfSchema
    .optional()
    .describe("MLB while play is on: which part of the inning ('Middle' and 'End' are the breaks between halves)"),
  outs: z.number().optional().describe('MLB while play is on: outs in the half-inning being played'),
  clock: z.string().optional().describe("NHL while play is on: the time left in the period, 'm:ss'"),
  intermission: z.boolean().optional().describe('NHL: the break after the period `period`'),
  network: z.string().optional().describe("The game's main network (its first national broadcast), when it has one"),
  home_record: teamGameRecordSchema.optional(),
  visitor_record: teamGameRecordSchema.optional(),
  probable_pitchers: probablePitchersSchema.optional(),
  starting_goalies: startingGoaliesSchema.optional(),
  series: seriesStateSchema.optional(),
});
export const gamesSchema = z.array(gameSchema);
export const mlbGameDetailSchema = gameSchema
  .extend({ inning: nullableNumber, home_score: z.number(), visitor_score: z.number() })
  .describe('Scores always present (0 before the start)');
export const nhlGameDetailSchema = obj({
  Game: gameSchema,
  Period: nullableNumber,
  Status: z.string(),
  VisitorScore: z.number(),
  HomeScore: z.number(),
});
const lastTenSchema = obj({ wins: z.number(), losses: z.number(), ot: z.number().optional() });
export const standingRecordSchema = obj({
  team: teamRefSchema,
  divisionRank: z.string(),
  leagueRank: z.string(),
  leagueRecord: obj({
    wins: z.number(),
    losses: z.number(),
    ties: z.number(),
    pct: z.string(),
    ot: z.number().optional(),
  }).describe('`ot` (NHL): losses in overtime or a shootout, a point each; `ties` is always 0 today'),
  gamesBack: z.string().optional().describe("Games behind the division leader: '-' for the leader, else '2.5'"),
  lastTen: lastTenSchema.optional().describe('The last ten games played (NHL: with the overtime losses among them)'),
  streak: z.string().optional().describe("The current run, such as 'W3' or 'L1' (NHL: 'OT2')"),
  points: z.number().optional().describe('NHL: two for a win, one for an overtime loss'),
  gamesPlayed: z.number().optional().describe('Games played (MLB: wins and losses; NHL: with the overtime losses)'),
});
export const mlbTeamPageSchema = obj({
  Team: teamRefSchema,
  NextGames: gamesSchema,
  PastGames: gamesSchema,
  Standings: obj({ division: obj({ name: z.string() }), teamRecords: z.array(standingRecordSchema) }),
});
/** The NHL team page has the MLB page's shape (W, L, OT, points and the last ten in each record). */
export const nhlTeamPageSchema = mlbTeamPageSchema;
export const leagueCalendarSchema = obj({
  date: z.string().describe('The day asked about (YYYY-MM-DD)'),
  previousGameDay: z.string().nullable().describe('The last day before it with games, when one is in sight'),
  nextGameDay: z.string().nullable().describe('The first day after it with games, when one is in sight'),
  offSeason: obj({
    champion: obj({
      season: z.string().describe("The season the title was won in: '2026' (MLB), '2025–26' (NHL)"),
      team: teamRefSchema,
      game: gameSchema.describe('The game that decided the title'),
    })
      .nullable()
      .describe("Last season's champion: the winner of its last game, when that game was a final of the playoffs"),
    firstGame: gameSchema.nullable().describe("The next season's first game, when its schedule is out"),
  })
    .nullable()
    .describe('Set when the day lies between two seasons (no games for weeks either side); null in season'),
}).describe("A league's calendar around a day: the game days either side, and the off-season between two seasons");
export const addGamesResultSchema = obj({ date: z.string(), mlb: z.number(), nhl: z.number(), message: z.string() });

export type League = z.infer<typeof leagueSchema>;
export type TeamRef = z.infer<typeof teamRefSchema>;
export type InningHalf = z.infer<typeof inningHalfSchema>;
export type Game = z.infer<typeof gameSchema>;
export type TeamGameRecord = z.infer<typeof teamGameRecordSchema>;
export type ProbablePitcher = z.infer<typeof probablePitcherSchema>;
export type StartingGoalie = z.infer<typeof startingGoalieSchema>;
export type GoalieAnnouncement = z.infer<typeof goalieAnnouncementSchema>;
export type SeriesState = z.infer<typeof seriesStateSchema>;
export type MlbGameDetail = z.infer<typeof mlbGameDetailSchema>;
export type NhlGameDetail = z.infer<typeof nhlGameDetailSchema>;
export type StandingRecord = z.infer<typeof standingRecordSchema>;
export type LeagueCalendar = z.infer<typeof leagueCalendarSchema>;
export type MlbTeamPage = z.infer<typeof mlbTeamPageSchema>;
export type NhlTeamPage = z.infer<typeof nhlTeamPageSchema>;
export type AddGamesResult = z.infer<typeof addGamesResultSchema>;

// ---------------------------------------------------------------- a game in full (GET /v1/sports/{league}/game/{id}/summary)

export const lineScorePeriodSchema = obj({
  number: z.number().int().min(1),
  label: z.string().describe("'1'…'9', '10' (MLB); '1st', '2nd', '3rd', 'OT', '2OT', 'SO' (NHL)"),
  home: count.nullable().describe('Null when the side has not batted or played it (yet)'),
  visitor: count.nullable(),
});
export const scoringPlaySchema = obj({
  period: z.number().int().min(1),
  label: z.string(),
  team: teamRefSchema,
  description: z.string(),
  home_score: count,
  visitor_score: count,
});
export const broadcastMarketSchema = z.enum(['national', 'home', 'away']);
export const broadcastSchema = obj({
  network: z.string(),
  market: broadcastMarketSchema,
  country: z.string().nullable().describe("'US', 'CA'; null when the provider does not say"),
});
export const onTvSchema = obj({
  station: z.string(),
  start: z.string().describe('ISO instant the airing starts'),
  title: z.string(),
});
export const starSchema = obj({ star: z.number().int().min(1).max(3), name: z.string(), team: teamRefSchema });
export const decisionsSchema = obj({
  winner: z.string().nullable(),
  loser: z.string().nullable(),
  save: z.string().nullable(),
});
export const mlbTotalsSchema = obj({ runs: count, hits: count, errors: count });
export const nhlTotalsSchema = obj({ goals: count, shots: count });
const summaryParts = {
  game: gameSchema.describe('The game as the day lists give it'),
  scoring: z.array(scoringPlaySchema).describe('Each scoring play in order, with the score after it'),
  venue: z.string().nullable(),
  broadcasts: z.array(broadcastSchema),
  onTv: z.array(onTvSchema).describe("The game's airings in our sports-on-TV listing"),
};
export const mlbGameSummarySchema = obj({
  league: z.literal('MLB'),
  ...summaryParts,
  linescore: obj({ periods: z.array(lineScorePeriodSchema), home: mlbTotalsSchema, visitor: mlbTotalsSchema }),
  decisions: decisionsSchema
    .nullable()
    .describe('Named once the game is final (the save only when there was one); null before'),
});
export const nhlGameSummarySchema = obj({
  league: z.literal('NHL'),
  ...summaryParts,
  linescore: obj({ periods: z.array(lineScorePeriodSchema), home: nhlTotalsSchema, visitor: nhlTotalsSchema }),
  stars: z.array(starSchema).describe('The three stars once the game is final; empty before'),
});
export const gameSummarySchema = z.discriminatedUnion('league', [mlbGameSummarySchema, nhlGameSummarySchema]);

export type LineScorePeriod = z.infer<typeof lineScorePeriodSchema>;
export type ScoringPlay = z.infer<typeof scoringPlaySchema>;
export type BroadcastMarket = z.infer<typeof broadcastMarketSchema>;
export type Broadcast = z.infer<typeof broadcastSchema>;
export type OnTv = z.infer<typeof onTvSchema>;
export type Star = z.infer<typeof starSchema>;
export type Decisions = z.infer<typeof decisionsSchema>;
export type MlbTotals = z.infer<typeof mlbTotalsSchema>;
export type NhlTotals = z.infer<typeof nhlTotalsSchema>;
export type MlbGameSummary = z.infer<typeof mlbGameSummarySchema>;
export type NhlGameSummary = z.infer<typeof nhlGameSummarySchema>;
export type GameSummary = z.infer<typeof gameSummarySchema>;

// ---------------------------------------------------------------- a league's standings (GET /v1/sports/{league}/standings)

export const clinchSchema = z
  .enum(['z', 'y', 'x', 'w', 'p', 'e'])
  .describe(
    'MLB: z best record in the league, y the division, w a wild card, x a playoff place; NHL: p the best record of all, z the conference, y the division, x a playoff place; both: e eliminated',
  );
export const leagueStandingRecordSchema = standingRecordSchema.extend({
  clinch: clinchSchema.nullable().describe('What the team has clinched or been eliminated from; null for neither yet'),
  wildCardRank: z
    .number()
    .int()
    .min(1)
    .nullable()
    .describe("Place in the wild card race; null for a team holding a division's place"),
  wildCardBack: z
    .string()
    .nullable()
    .describe(
      "Behind the last wild card place (MLB games, NHL points): '-' holding it, '2.5' behind; a holder is ahead of the first team out: '+3.0'. Null for a division's place",
    ),
});
export const standingsGroupSchema = obj({
  name: z.string().describe("'American League', 'Eastern'"),
  wildCardSpots: count.describe('How many wild card places the group has'),
  divisions: z.array(obj({ name: z.string(), teamRecords: z.array(leagueStandingRecordSchema) })),
  wildCard: z
    .array(leagueStandingRecordSchema)
    .describe("The teams not holding a division's place, in wild card order"),
});
export const leagueStandingsSchema = obj({
  league: leagueSchema,
  season: z.string().describe("The season: '2026' (MLB), '2026-27' (NHL)"),
  final: z.boolean().describe('The regular season is over'),
  groups: z.array(standingsGroupSchema).describe('MLB: its two leagues; NHL: its two conferences'),
});
export type LeagueStandingRecord = z.infer<typeof leagueStandingRecordSchema>;
export type StandingsGroup = z.infer<typeof standingsGroupSchema>;
export type LeagueStandings = z.infer<typeof leagueStandingsSchema>;
export type Clinch = z.infer<typeof clinchSchema>;

// ---------------------------------------------------------------- a league's postseason (GET /v1/sports/{league}/postseason)

export const postseasonSideSchema = obj({
  team: teamRefSchema,
  seed: z
    .number()
    .int()
    .min(1)
    .nullable()
    .describe('Seed in its league (MLB) or conference (NHL); null when not known'),
  wins: count.describe('Games won in this series so far'),
});
export const seriesGameSchema = obj({
  number: z.number().int().min(1),
  date: z.string().nullable().describe('The day it is (to be) played, YYYY-MM-DD; null when not set yet'),
  ifNecessary: z.boolean().describe('Played only if the series is not decided before it'),
  game: gameSchema
    .nullable()
    .describe(
      'The game as the day lists give it (its page is /mlb/game/{id} or /nhl/game/{id}); null while not scheduled',
    ),
});
export const postseasonSeriesSchema = obj({
  round: z
    .string()
    .describe("The series' name: 'ALDS', 'NL Wild Card', 'World Series', 'First Round', 'Stanley Cup Final'"),
  group: z
    .string()
    .nullable()
    .describe("The league (MLB 'AL', 'NL') or conference (NHL 'Eastern', 'Western') it belongs to; null for the final"),
  bestOf: z.number().int().min(1),
  higher: postseasonSideSchema
    .nullable()
    .describe('The higher seed (home first); null while the series that sends it is on'),
  lower: postseasonSideSchema.nullable().describe('The lower seed; null while the series that sends it is on'),
  winner: teamRefSchema.nullable().describe('Null until the series is decided'),
  status: z
    .string()
    .describe(
      "Where the series stands: 'NYY lead 3–1', 'Series tied 2–2', 'NYY win 4–1', 'Not started', 'Teams to be decided'",
    ),
  games: z
    .array(seriesGameSchema)
    .describe('Games played and to play, by number; games still possible are marked if necessary'),
});
export const postseasonRoundSchema = obj({
  name: z
    .string()
    .describe("'Wild Card', 'Division Series', 'League Championship Series', 'World Series'; 'First Round'…"),
  series: z.array(postseasonSeriesSchema),
});
export const postseasonSchema = obj({
  league: leagueSchema,
  season: z.number().int().describe('The year the postseason is played in (NHL: 2027 for the 2026–27 playoffs)'),
  seasonName: z.string().describe("'2026' (MLB), '2026–27' (NHL)"),
  starts: z.string().nullable().describe('The first day of the postseason, YYYY-MM-DD, when known'),
  rounds: z.array(postseasonRoundSchema).describe('Empty while the season has no bracket yet'),
  champion: teamRefSchema.nullable(),
  note: z
    .string()
    .nullable()
    .describe(
      "What is not known, in a sentence ('The 2027 postseason has no bracket yet: it starts on …'); null otherwise",
    ),
});
export type PostseasonSide = z.infer<typeof postseasonSideSchema>;
export type SeriesGame = z.infer<typeof seriesGameSchema>;
export type PostseasonSeries = z.infer<typeof postseasonSeriesSchema>;
export type PostseasonRound = z.infer<typeof postseasonRoundSchema>;
export type Postseason = z.infer<typeof postseasonSchema>;

// ---------------------------------------------------------------- a game's box score (GET /v1/sports/{league}/game/{id}/boxscore)

const boxPlayer = { id: z.number().describe("The provider's player id (the offline world's own)"), name: z.string() };
export const mlbBatterLineSchema = obj({
  ...boxPlayer,
  position: z.string().describe("Where the batter played, abbreviated ('SS', 'CF', 'PH-LF')"),
  substitute: z.boolean().describe('Came into the game after it started'),
  atBats: count,
  runs: count,
  hits: count,
  rbi: count,
  walks: count,
  strikeOuts: count,
  average: z.string().nullable().describe("The season's batting average after the game ('.251'); null when not known"),
});
export const mlbPitcherLineSchema = obj({
  ...boxPlayer,
  inningsPitched: z.string().describe("Innings and outs, as box scores write them: '6.0', '2.1'"),
  hits: count,
  runs: count,
  earnedRuns: count,
  walks: count,
  strikeOuts: count,
  homeRuns: count,
  pitches: count.nullable(),
  era: z.string().nullable().describe("The season's ERA after the game ('4.07'); null when not known"),
  note: z.string().nullable().describe("The decision with the season record: '(W, 6-5)', '(S, 12)'; null for none"),
});
export const mlbTeamBoxSchema = obj({
  team: teamRefSchema,
  batters: z.array(mlbBatterLineSchema).describe('In batting order, each substitute after the player he replaced'),
  pitchers: z.array(mlbPitcherLineSchema).describe('In the order they pitched'),
});
export const nhlSkaterLineSchema = obj({
  ...boxPlayer,
  position: z.enum(['C', 'L', 'R', 'D']),
  goals: count,
  assists: count,
  points: count,
  plusMinus: z.number().int(),
  penaltyMinutes: count,
  shots: count,
  hits: count,
  timeOnIce: z.string().describe("'m:ss'"),
});
export const nhlGoalieLineSchema = obj({
  ...boxPlayer,
  starter: z.boolean(),
  shotsAgainst: count,
  saves: count,
  goalsAgainst: count,
  savePercentage: z.number().min(0).max(1).nullable().describe('Null when he faced no shot'),
  timeOnIce: z.string().describe("'m:ss'"),
  decision: z.enum(['W', 'L', 'O']).nullable().describe('W, L, or O (lost in overtime or the shootout); null for none'),
});
export const nhlTeamBoxSchema = obj({
  team: teamRefSchema,
  skaters: z.array(nhlSkaterLineSchema).describe('Forwards, then defence'),
  goalies: z.array(nhlGoalieLineSchema).describe('The starter first'),
});
const boxScoreParts = {
  game: gameSchema.describe('The game as the day lists give it'),
  note: z
    .string()
    .nullable()
    .describe(
      'What is not known, in a sentence ("No box score yet: the game starts at 7:05 PM ET."); null when the box score is whole',
    ),
};
export const mlbBoxScoreSchema = obj({
  league: z.literal('MLB'),
  ...boxScoreParts,
  teams: obj({ home: mlbTeamBoxSchema, visitor: mlbTeamBoxSchema })
    .nullable()
    .describe('Null until the game has started (or when the provider has no box score for it)'),
});
export const nhlBoxScoreSchema = obj({
  league: z.literal('NHL'),
  ...boxScoreParts,
  teams: obj({ home: nhlTeamBoxSchema, visitor: nhlTeamBoxSchema })
    .nullable()
    .describe('Null until the game has started (or when the provider has no box score for it)'),
});

export type MlbBatterLine = z.infer<typeof mlbBatterLineSchema>;
export type MlbPitcherLine = z.infer<typeof mlbPitcherLineSchema>;
export type MlbTeamBox = z.infer<typeof mlbTeamBoxSchema>;
export type NhlSkaterLine = z.infer<typeof nhlSkaterLineSchema>;
export type NhlGoalieLine = z.infer<typeof nhlGoalieLineSchema>;
export type NhlTeamBox = z.infer<typeof nhlTeamBoxSchema>;
export type MlbBoxScore = z.infer<typeof mlbBoxScoreSchema>;
export type NhlBoxScore = z.infer<typeof nhlBoxScoreSchema>;
export type BoxScore = MlbBoxScore | NhlBoxScore;

// ---------------------------------------------------------------- cinema

export const theatreSchema = obj({
  id: z.string(),
  name: z.string(),
  url: z.string().optional().describe('The theatre’s own web page, when the source knows it'),
});
export const showtimeSchema = obj({
  theatre: theatreSchema,
  dateTime: z.string().describe('Theatre-local wall time, "YYYY-MM-DDTHH:MM"'),
  ticketURI: z.string().optional(),
});
export const showingSchema = obj({
  tmsId: z.string().optional(),
  rootId: z.string(),
  title: z.string(),
  releaseYear: z
    .number()
    .int()
    .optional()
    .describe('The year the film came out; with the title, it makes the film’s id'),
  topCast: z.array(z.string()).optional(),
  shortDescription: z.string().optional(),
  longDescription: z.string().optional(),
  genres: z.array(z.string()).optional(),
  qualityRating: obj({ value: z.string() }).optional(),
  ratings: z.array(obj({ code: z.string() })).optional(),
  runTime: z.string().optional().describe('ISO 8601 duration, "PT02H28M"'),
  preferredImage: obj({ uri: z.string() }).optional().describe('`uri` is relative to `/v1/images/showings/`'),
  showtimes: z.array(showtimeSchema),
});
export const showingsSchema = z.array(showingSchema);
export const releaseSchema = obj({
  id: z.number(),
  title: z.string(),
  overview: z.string(),
  poster_path: z.string().nullable().describe('Relative to `/v1/images/posters/w185`'),
  release_date: z.string(),
});
export const releasesSchema = z.array(releaseSchema);
export const placeSchema = obj({ zip: z.string(), city: z.string(), state: z.string() });

// ---------------------------------------------------------------- films (GET /v1/films/{id})

export const filmPartSchema = z.enum(['details', 'showtimes', 'streaming', 'tv']);
export const filmTheatreSchema = obj({
  theatre: theatreSchema,
  times: z.array(
    obj({
      dateTime: z.string().describe('Theatre-local wall time, "YYYY-MM-DDTHH:MM"'),
      ticketURI: z.string().optional(),
    }),
  ),
});
export const filmAiringSchema = obj({
  startTime: z.string().describe('ISO UTC instant, to the minute'),
  endTime: z.string().optional(),
  station: obj({ callSign: z.string() }),
});
export const filmSchema = obj({
  id: z.string().describe('The guide’s id of the film: its title as a slug and its year (decision 0140)'),
  title: z.string(),
  year: z.number().int().nullable(),
  tmdbId: z.number().int().nullable().describe('The film at TMDB, when it is known there'),
  rootId: z.string().nullable().describe('The film at Gracenote (all its formats), when a listing of it was seen'),
  overview: z.string(),
  poster: z.string().nullable().describe('Our path of its poster'),
  contentRating: z.string().nullable().describe('MPA rating code, such as PG-13'),
  stars: z.number().int().min(0).max(4).nullable().describe('Critics’ rating as whole stars, 0–4'),
  runtimeMinutes: z.number().int().positive().nullable(),
  genres: z.array(z.string()).describe('One spelling per genre'),
  cast: z.array(z.string()),
  releaseDate: z.string().nullable().describe('YYYY-MM-DD, when a release in the US is known'),
  showtimes: obj({
    zip: z.string(),
    date: z.string(),
    theatres: z.array(filmTheatreSchema),
  })
    .nullable()
    .describe('Its showtimes near `zip` on `date`, theatre by theatre; null when no zip was given'),
  airings: z.array(filmAiringSchema).describe('Every airing on TV in the next seven days, soonest first'),
  unavailable: z.array(filmPartSchema).describe('Parts that could not be looked up just now; the others answered.'),
});

// ---------------------------------------------------------------- where to watch (TMDB's watch providers, JustWatch's data)

export const streamingServiceSchema = obj({
  id: z.number().int().positive().describe('The service’s id at TMDB (offline, the world’s own)'),
  name: z.string(),
  logo: z.string().nullable().describe('Our path of its logo; null when there is none'),
});
export const watchKindSchema = z
  .enum(['subscription', 'free', 'ads', 'rent', 'buy'])
  .describe('How it is watched: with a subscription, free, free with ads, rented or bought');
export const watchOptionsSchema = obj({
  region: z.literal('US'),
  link: z.string().nullable().describe('TMDB’s page of every offer, which credits JustWatch; null offline'),
  options: z
    .array(obj({ kind: watchKindSchema, services: z.array(streamingServiceSchema) }))
    .describe(
      'One entry per kind that has services, in the order subscription, free, ads, rent, buy; each kind’s services by prominence',
    ),
});
export const streamingFilmsSchema = z
  .array(
    obj({
      id: z.string().describe('The guide’s film id'),
      services: z
        .array(z.number().int())
        .nullable()
        .describe(
          'The ids of the services it streams on (subscription, free or with ads); null when not known just now',
        ),
    }),
  )
  .describe('Each film asked for, in the order asked');
export const streamingShowsSchema = z
  .array(
    obj({
      id: z.number().int().positive().describe('The show’s TVmaze id'),
      services: z
        .array(z.number().int())
        .nullable()
        .describe(
          'The ids of the services it streams on (subscription, free or with ads); empty for a show there is not; null when not known just now',
        ),
    }),
  )
  .describe('Each show asked for, in the order asked');
export const streamingServicesSchema = z
  .array(streamingServiceSchema)
  .describe('The services offered in the US, by name');

export type StreamingService = z.infer<typeof streamingServiceSchema>;
export type WatchKind = z.infer<typeof watchKindSchema>;
export type WatchOptions = z.infer<typeof watchOptionsSchema>;

export type FilmTheatre = z.infer<typeof filmTheatreSchema>;
export type FilmAiring = z.infer<typeof filmAiringSchema>;
export type FilmPart = z.infer<typeof filmPartSchema>;
export type Film = z.infer<typeof filmSchema>;

export type Theatre = z.infer<typeof theatreSchema>;
export type Showtime = z.infer<typeof showtimeSchema>;
export type Showing = z.infer<typeof showingSchema>;
export type Release = z.infer<typeof releaseSchema>;
export type Place = z.infer<typeof placeSchema>;

// ---------------------------------------------------------------- TV

export const tvImageSchema = obj({ uri: z.string(), relayUrl: z.string() }).describe(
  "A programme's image: `uri` is the provider's own path, relative to its image host; `relayUrl` is where our server serves it. Both are '' when there is none",
);
export const tvStationSchema = obj({
  callSign: z.string(),
  channel: z.string().optional().describe("The channel's number on the line-up the listing was asked for ('582')"),
  name: z.string().optional().describe("The channel's name ('Hallmark Channel'), when the line-up names it"),
});
export const tvLineupTypeSchema = z
  .enum(['broadcast', 'cable', 'satellite'])
  .describe('How the line-up reaches the viewer: an antenna, a cable or a dish');
export const tvLineupSchema = obj({
  id: z.string().describe("The provider's line-up id ('USA-TX42500-X')"),
  name: z.string().describe("The TV provider's name for it ('Spectrum — Austin')"),
  type: tvLineupTypeSchema,
  location: z.string().describe("Where it is offered ('Austin, TX'), '' when everywhere"),
});
export const tvLineupsSchema = obj({
  zip: z.string(),
  lineups: z.array(tvLineupSchema).describe('Broadcast first, then cable, then satellite'),
});
export const tvChannelSchema = obj({ callSign: z.string(), channel: z.string(), name: z.string() });
export const tvLineupDetailSchema = tvLineupSchema.extend({
  default: z.boolean().describe('The line-up listings use when none is asked for'),
  channels: z.array(tvChannelSchema).describe('In channel-number order'),
});
export const tvMovieProgramSchema = obj({
  title: z.string(),
  genres: z.array(z.string()),
  shortDescription: z.string(),
  longDescription: z.string(),
  topCast: z.array(z.string()),
  rootId: z.string().nullable(),
  releaseYear: z.number().optional(),
  preferredImage: tvImageSchema,
});
export const tvMovieAiringSchema = obj({
  startTime: z.string(),
  endTime: z.string().optional(),
  station: tvStationSchema,
  program: tvMovieProgramSchema,
  qualityRating: obj({ value: z.string() }).optional().describe("Gracenote's star rating, e.g. { value: '3.5' }"),
});
export const tvSportsProgramSchema = obj({
  eventTitle: z.string(),
  genres: z.array(z.string()),
  shortDescription: z.string(),
  longDescription: z.string(),
  rootId: z.string().nullable(),
  preferredImage: tvImageSchema,
});
export const tvSportsAiringSchema = obj({
  startTime: z.string(),
  endTime: z.string().optional(),
  station: tvStationSchema,
  program: tvSportsProgramSchema,
});
export const tvLinkSchema = obj({ href: z.string() });
const named = obj({ name: z.string() }).nullable();
export const tvShowSchema = obj({
  id: z.number(),
  name: z.string(),
  network: named,
  webChannel: named,
  summary: z.string().nullable().describe('HTML from the provider: render as text, never as markup'),
  runtime: nullableNumber,
  genres: z.array(z.string()),
  image: obj({ medium: z.string(), original: z.string() }).nullable(),
  _links: obj({ self: tvLinkSchema, previousepisode: tvLinkSchema.optional(), nextepisode: tvLinkSchema.optional() }),
});
export const tvCastMemberSchema = obj({
  name: z.string(),
  character: z.string().nullable().describe('Null when the source does not say'),
});
export const tvShowDetailSchema = tvShowSchema.extend({
  cast: z.array(tvCastMemberSchema).describe('Empty when the source has none'),
});
export const tvSearchResultSchema = obj({ score: z.number(), show: tvShowSchema });
export const tvSearchResultsSchema = z.array(tvSearchResultSchema);
export const tvEpisodeSchema = obj({
  id: z.number(),
  name: z.string(),
  summary: z.string().nullable(),
  airdate: z.string().describe('YYYY-MM-DD'),
  season: z.number(),
  number: z.number(),
  airstamp: z
    .string()
    .nullable()
    .optional()
    .describe('The ISO instant it first airs, when the source knows it: null (or absent) when only the day is known'),
});
export const tvEpisodeAiringSchema = tvEpisodeSchema.extend({
  airstamp: z.string().nullable(),
  runtime: nullableNumber.describe('Minutes, when known'),
});
export const tvEpisodeAiringsSchema = z.array(tvEpisodeAiringSchema);

export type TvImage = z.infer<typeof tvImageSchema>;
export type TvStation = z.infer<typeof tvStationSchema>;
export type TvMovieProgram = z.infer<typeof tvMovieProgramSchema>;
export type TvMovieAiring = z.infer<typeof tvMovieAiringSchema>;
export type TvSportsProgram = z.infer<typeof tvSportsProgramSchema>;
export type TvSportsAiring = z.infer<typeof tvSportsAiringSchema>;
export type TvLineupType = z.infer<typeof tvLineupTypeSchema>;
export type TvLineup = z.infer<typeof tvLineupSchema>;
export type TvLineups = z.infer<typeof tvLineupsSchema>;
export type TvChannel = z.infer<typeof tvChannelSchema>;
export type TvLineupDetail = z.infer<typeof tvLineupDetailSchema>;
export type TvLink = z.infer<typeof tvLinkSchema>;
export type TvShow = z.infer<typeof tvShowSchema>;
export type TvCastMember = z.infer<typeof tvCastMemberSchema>;
export type TvShowDetail = z.infer<typeof tvShowDetailSchema>;
export type TvSearchResult = z.infer<typeof tvSearchResultSchema>;
export type TvEpisode = z.infer<typeof tvEpisodeSchema>;
export type TvEpisodeAiring = z.infer<typeof tvEpisodeAiringSchema>;

// ---------------------------------------------------------------- account

export const favouriteLeagueSchema = z.enum(['mlb', 'nhl']);
export const favouriteTeamSchema = obj({ league: favouriteLeagueSchema, id: z.number(), name: z.string() });
export const favouriteTeamsSchema = obj({ teams: z.array(favouriteTeamSchema) });
export const userDataSchema = obj({
  email: z.string(),
  zipcodes: z.array(z.string()),
  shows: z.array(z.number()),
  teams: z.array(favouriteTeamSchema),
});
export const savedZipsSchema = obj({ zipcodes: z.array(z.string()) });
export const userTvLineupSchema = obj({
  lineup: z.string().nullable().describe('The TV line-up the user chose (`/v1/tv-lineups`), null for the guide’s own'),
});
export const userStreamingServicesSchema = obj({
  services: z
    .array(z.number().int())
    .describe('The ids of the streaming services the user pays for (`/v1/streaming-services`)'),
});
export const setUserStreamingServicesBody = obj({
  services: z
    .string({ message: 'services is the ids of the chosen services, separated by commas.' })
    .max(1000, 'That is more services than there are.')
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/, 'services is the ids of the chosen services, separated by commas, such as 8,15.')
    .describe('The ids of the chosen services, separated by commas (`/v1/streaming-services`); empty for none'),
});
export const savedShowsSchema = obj({ shows: z.array(z.number()) });
export const createdUserSchema = obj({ email: z.string(), message: z.string() });
export const revokedTokenSchema = obj({ revoked: z.literal(true), message: z.string() });
export const calendarFeedSchema = obj({ url: z.string().describe('The secret address of the calendar feed') });
export const passwordChangedSchema = obj({
  message: z.string(),
  token: z.string().describe('A new session token for this device: every other session is signed out'),
});
export const accountDeletedSchema = obj({ deleted: z.literal(true), message: z.string() });
export const accountMessageSchema = obj({ message: z.string() });
// ---------------------------------------------------------------- imports

export const IMPORT_SOURCES = ['trakt', 'tvtime', 'letterboxd'] as const;
export const importSourceSchema = z.enum(IMPORT_SOURCES, {
  message: 'source must be trakt, tvtime or letterboxd.',
});
export const importUnmatchedSchema = obj({
  kind: z.enum(['show', 'episode', 'film']),
  title: z.string().describe('As the file names it'),
  year: z.number().int().nullable(),
  reason: z.string().describe('Why it was not matched, as a sentence'),
});
export const importSchema = obj({
  id: z.number().int(),
  source: importSourceSchema,
  state: z
    .enum(['previewed', 'queued', 'running', 'done', 'failed'])
    .describe('previewed: nothing saved yet; queued and running: confirmed, in the background; done or failed'),
  files: z.array(z.string()).describe('The names of the files read'),
  createdAt: z.string(),
  preview: obj({
    shows: count.describe('Shows matched (each followed when the import is applied)'),
    episodes: count.describe('Watched episodes matched'),
    filmsToWatch: count.describe('Films for the watchlist'),
    filmsSeen: count.describe('Films marked seen'),
    byId: count.describe('Shows and films matched by a TheTVDB, IMDb or TMDB id'),
    byTitle: count.describe('Shows and films matched by title and year'),
    unmatched: z.array(importUnmatchedSchema).describe('What was not matched (the first 200)'),
    unmatchedCount: count,
    unavailable: z
      .array(z.enum(['shows', 'films']))
      .describe('Parts whose provider did not answer: their titles are listed as not matched; preview again to retry'),
  }),
  progress: obj({ done: count, total: count }).describe('Steps of the import applied so far'),
  added: obj({ shows: count, episodes: count, films: count })
    .nullable()
    .describe('What the import added (what was already there is not counted); null until it is done'),
  error: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportSource = z.infer<typeof importSourceSchema>;
export type ImportUnmatched = z.infer<typeof importUnmatchedSchema>;
export type HistoryImport = z.infer<typeof importSchema>;

export const accountExportSchema = obj({
  exportedAt: z.string().describe('When this copy was made (ISO 8601)'),
  account: obj({ id: z.number(), email: z.string(), role: z.enum(['user', 'admin']), createdAt: z.string() }),
  zipcodes: z.array(obj({ zip: z.string(), savedAt: z.string() })),
  shows: z.array(obj({ id: z.number(), savedAt: z.string() })),
  teams: z.array(obj({ league: favouriteLeagueSchema, id: z.number(), name: z.string(), savedAt: z.string() })),
  calendarFeed: obj({ createdAt: z.string() })
    .nullable()
    .describe('Whether a calendar feed exists (its secret address is not exported)'),
  passwordResets: z.array(obj({ requestedAt: z.string(), usedAt: z.string().nullable() })),
  tvLineup: obj({ id: z.string(), savedAt: z.string() }).nullable().describe('The TV line-up chosen for the grid'),
  watchedEpisodes: z.array(
    obj({ showId: z.number(), episodeId: z.number(), season: z.number(), number: z.number(), watchedAt: z.string() }),
  ),
  spoilerFree: z.boolean().describe('Whether spoiler-free mode is on for the account'),
  watchlist: z
    .array(
      obj({
        filmId: z.string(),
        title: z.string(),
        year: z.number().int().nullable(),
        addedAt: z.string(),
        seenAt: z.string().nullable(),
      }),
    )
    .describe('The films kept for later, and when each was seen'),
  streamingServices: z
    .array(obj({ id: z.number(), savedAt: z.string() }))
    .describe('The streaming services chosen as the user’s own, by id'),
  imports: z
    .array(
      obj({
        source: importSourceSchema,
        files: z.array(z.string()),
        state: z.string(),
        createdAt: z.string(),
        finishedAt: z.string().nullable(),
        added: obj({ shows: count, episodes: count, films: count }).nullable(),
        unmatched: z.array(importUnmatchedSchema),
      }),
    )
    .describe('The imports of history from other trackers, with what each added and left unmatched'),
  pushSubscriptions: z
    .array(obj({ browser: z.string(), timeZone: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }))
    .describe('The devices alerts are pushed to (their push addresses and keys are not exported)'),
  alertSettings: obj({
    gameStart: z.boolean(),
    gameFinal: z.boolean(),
    episodeTonight: z.boolean(),
    episodeStreaming: z.boolean(),
    filmOnTv: z.boolean(),
    filmStreaming: z.boolean(),
    leadMinutes: z.number(),
    quietHours: obj({ start: z.string(), end: z.string() }).nullable(),
  }),
  sentAlerts: z
    .array(
      obj({
        id: z.string(),
        kind: z.string(),
        title: z.string(),
        body: z.string(),
        url: z.string(),
        sentAt: z.string(),
      }),
    )
    .describe('Every alert sent'),
});

export type FavouriteLeague = z.infer<typeof favouriteLeagueSchema>;
export type FavouriteTeam = z.infer<typeof favouriteTeamSchema>;
export type FavouriteTeams = z.infer<typeof favouriteTeamsSchema>;
export type UserData = z.infer<typeof userDataSchema>;
export type SavedZips = z.infer<typeof savedZipsSchema>;
export type UserTvLineup = z.infer<typeof userTvLineupSchema>;
export type UserStreamingServices = z.infer<typeof userStreamingServicesSchema>;
export type SavedShows = z.infer<typeof savedShowsSchema>;
export type CreatedUser = z.infer<typeof createdUserSchema>;
export type RevokedToken = z.infer<typeof revokedTokenSchema>;
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;
export type AccountMessage = z.infer<typeof accountMessageSchema>;
export type AccountExport = z.infer<typeof accountExportSchema>;

// ---------------------------------------------------------------- watching

export const watchedEpisodeSchema = obj({
  episodeId: z.number(),
  season: z.number(),
  number: z.number(),
  watchedAt: z.string().describe('ISO instant it was marked watched'),
});
export const upNextEpisodeSchema = obj({
  id: z.number(),
  season: z.number(),
  number: z.number(),
  name: z.string(),
  summary: z.string().nullable(),
  airdate: z.string().describe('YYYY-MM-DD'),
  airstamp: z.string().nullable().describe('The ISO instant it first airs, when known'),
});
export const showProgressSchema = obj({
  showId: z.number(),
  showName: z.string(),
  following: z.boolean().describe('Whether the show is among the saved shows (marking an episode saves it)'),
  watched: z.array(watchedEpisodeSchema).describe('Every episode marked watched, in airing order'),
  watchedCount: count,
  airedCount: count.describe('Episodes aired by now'),
  seasonCount: count,
  percent: z.number().int().min(0).max(100).describe('Aired episodes watched, rounded down'),
  last: watchedEpisodeSchema
    .nullable()
    .describe('The furthest episode watched (in airing order), and when it was marked'),
  lastWatchedAt: z.string().nullable().describe('When any episode of the show was last marked'),
  next: upNextEpisodeSchema.nullable().describe('The first aired episode after the furthest one watched'),
  upcoming: upNextEpisodeSchema.nullable().describe('The next episode still to air'),
});
export const upNextItemSchema = obj({
  showId: z.number(),
  showName: z.string(),
  episode: upNextEpisodeSchema,
  remaining: count.describe('Aired episodes after the furthest one watched'),
  percent: z.number().int().min(0).max(100),
  lastWatchedAt: z.string().nullable(),
  releasedOn: z
    .string()
    .nullable()
    .describe('The streaming service the episode is released on (its web channel), when it is released on one'),
  onMyServices: z
    .array(streamingServiceSchema)
    .describe('The user’s own services the show streams on (subscription, free or with ads)'),
});
export const finishedShowSchema = obj({
  showId: z.number(),
  showName: z.string(),
  upcoming: upNextEpisodeSchema.nullable().describe('Its next episode still to air, when known'),
});
export const upNextSchema = obj({
  next: z.array(upNextItemSchema).describe('Each followed show’s next aired episode, newest activity first'),
  newTonight: z.array(upNextItemSchema).describe('Unwatched episodes of followed shows airing today'),
  comingThisWeek: z.array(upNextItemSchema).describe('Episodes of followed shows airing in the next seven days'),
  behind: z.array(upNextItemSchema).describe('Shows with more than one aired episode left to watch, most left first'),
  finished: z.array(finishedShowSchema).describe('Shows watched to the end that are still running'),
  incomplete: z.array(z.number()).describe('Followed shows that could not be read just now'),
});
export const watchingSettingsSchema = obj({
  spoilerFree: z
    .boolean()
    .describe('Scores of followed teams’ games and unwatched episodes’ titles and summaries are hidden'),
});

export type WatchedEpisode = z.infer<typeof watchedEpisodeSchema>;
export type UpNextEpisode = z.infer<typeof upNextEpisodeSchema>;
export type ShowProgress = z.infer<typeof showProgressSchema>;
export type UpNextItem = z.infer<typeof upNextItemSchema>;
export type FinishedShow = z.infer<typeof finishedShowSchema>;
export type UpNext = z.infer<typeof upNextSchema>;
export type WatchingSettings = z.infer<typeof watchingSettingsSchema>;

// ---------------------------------------------------------------- the film watchlist

export const keptFilmSchema = obj({
  id: z.string().describe('The guide’s film id (decision 0140): its page is /film/{id}'),
  seen: z.boolean(),
});
export const keptFilmsSchema = obj({
  films: z.array(keptFilmSchema).describe('Every film on the list, the latest kept first'),
});
export const watchlistFilmSchema = obj({
  id: z.string().describe('The guide’s film id (decision 0140): its page is /film/{id}'),
  title: z.string().describe('As the film was named when it was kept'),
  year: z.number().int().nullable(),
  poster: z.string().nullable().describe('Our path of its poster'),
  addedAt: z.string().describe('When it was kept (ISO 8601)'),
  seenAt: z.string().nullable().describe('When it was marked seen'),
  showtimes: z
    .array(obj({ zip: z.string(), date: z.string(), theatres: z.array(filmTheatreSchema) }))
    .describe('Today’s showtimes still to come near each saved zip code that has some; empty for a seen film'),
  airings: z.array(filmAiringSchema).describe('Its airings on TV in the next seven days; empty for a seen film'),
  onMyServices: z
    .array(streamingServiceSchema)
    .describe('The user’s own services it streams on (subscription, free or with ads); empty for a seen film'),
});
export const watchlistSchema = obj({
  films: z.array(watchlistFilmSchema).describe('Films still to see, the latest kept first'),
  seen: z.array(watchlistFilmSchema).describe('Films marked seen, the latest kept first'),
  limit: z.number().int().describe('How many films the list holds at most'),
  zipcodes: z.array(z.string()).describe('The saved zip codes whose showtimes were looked up'),
  unavailable: z.array(filmPartSchema).describe('Parts that could not be looked up just now; the others answered.'),
});

export type KeptFilm = z.infer<typeof keptFilmSchema>;
export type KeptFilms = z.infer<typeof keptFilmsSchema>;
export type WatchlistFilm = z.infer<typeof watchlistFilmSchema>;
export type Watchlist = z.infer<typeof watchlistSchema>;

// ---------------------------------------------------------------- search (GET /v1/search)

export const searchTeamSchema = obj({ league: leagueSchema, id: z.number().int(), name: z.string() });
export const searchShowSchema = obj({
  id: z.number().int(),
  name: z.string(),
  channel: z.string().describe("Network, else web channel, else 'Unlisted'"),
  genres: z.array(z.string()),
});
export const searchFilmOnTvSchema = obj({
  where: z.literal('tv'),
  title: z.string(),
  filmId: z.string().describe('The film’s page: /film/{filmId}'),
  rootId: z.string(),
  station: z.string(),
  startTime: z.string(),
}).describe('A film on TV today: the station and start of its first airing');
export const searchFilmInCinemasSchema = obj({
  where: z.literal('cinema'),
  title: z.string(),
  filmId: z.string().describe('The film’s page: /film/{filmId}'),
  rootId: z.string(),
  zip: z.string(),
  theatres: z.number().int(),
}).describe('A film showing today near `zip`: how many theatres show it');
export const searchFilmSchema = z.discriminatedUnion('where', [searchFilmOnTvSchema, searchFilmInCinemasSchema]);
export const searchPartSchema = z.enum(['shows', 'films']);
export const searchResultsSchema = obj({
  query: z.string(),
  teams: z.array(searchTeamSchema),
  shows: z.array(searchShowSchema),
  films: z.array(searchFilmSchema),
  unavailable: z.array(searchPartSchema).describe('Parts that could not be searched just now; the others answered.'),
});

export type SearchTeam = z.infer<typeof searchTeamSchema>;
export type SearchShow = z.infer<typeof searchShowSchema>;
export type SearchFilmOnTv = z.infer<typeof searchFilmOnTvSchema>;
export type SearchFilmInCinemas = z.infer<typeof searchFilmInCinemasSchema>;
export type SearchFilm = z.infer<typeof searchFilmSchema>;
export type SearchPart = z.infer<typeof searchPartSchema>;
export type SearchResults = z.infer<typeof searchResultsSchema>;

// ---------------------------------------------------------------- the endpoints' requests and answers

/** The error answer of every endpoint: a plain sentence saying what went wrong (text/plain). */
export const errorSentenceSchema = z.string().describe('A plain sentence saying what went wrong');

/** An endpoint's schemas and words: its request fields, its answer (JSON answers only), and the 4xx statuses it may answer. */
export interface EndpointSchemas {
  summary: string;
  tag:
    | 'account'
    | 'calendar'
    | 'sports'
    | 'admin'
    | 'cinema'
    | 'images'
    | 'tv'
    | 'search'
    | 'reference'
    | 'watching'
    | 'alerts';
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  answer?: z.ZodType;
  errors: readonly (400 | 401 | 403 | 404 | 409 | 410 | 413 | 429)[];
}

const sportsDay = (what: string) =>
  isoDay(
    `A date is required: add ?${what}=YYYY-MM-DD.`,
    'The date must be a real calendar day written as YYYY-MM-DD, for example 2026-11-21.',
  ).refine((v) => v >= '2000-01-01' && v <= '2099-12-31', {
    message: 'Games are available for dates from 2000 to 2099.',
  });
const gamesDayQuery = obj({ date: sportsDay('date') });
const gameIdParams = obj({ id: numericId('game id') });
const teamIdParams = obj({ id: numericId('team id') });
/** A team page around a chosen day (the address's `?date=` in the web app); today when absent. */
const teamQuery = obj({ date: sportsDay('date').optional() });
/** A season's postseason by the year it is played in; the current season's when absent. */
const SEASON_SENTENCE = 'The season must be a year written as four digits, such as 2026.';
const postseasonQuery = obj({
  season: z
    .string({ message: SEASON_SENTENCE })
    .regex(/^\d{4}$/, SEASON_SENTENCE)
    .transform(Number)
    .refine((year) => year >= 1990 && year <= 2100, 'The season must be a year from 1990 to 2100.')
    .optional(),
});

const zipQuery = obj({
  zip: zipCode({
    required: 'A zip code is required (?zip=NNNNN).',
    invalid: 'A zip code is five digits, such as 02134.',
  }),
});
const showQuery = obj({
  show: positiveId('A show id is a positive whole number.', { required: 'A show id is required (?show=N).' }),
});
/** Which episodes a mark or unmark covers: the whole show, a season, one episode, or everything up to one. */
const watchedQuery = obj({
  show: positiveId('A show id is a positive whole number.', { required: 'A show id is required (?show=N).' }),
  season: positiveId('A season is a positive whole number.', { maxDigits: 4 }).optional(),
  episode: positiveId('An episode id is a positive whole number.').optional(),
  through: z
    .enum(['true', 'false'], { message: 'through is true or false.' })
    .transform((v) => v === 'true')
    .optional()
    .describe('With episode: every episode up to and including it'),
}).refine((q) => !(q.season !== undefined && q.episode !== undefined), {
  message: 'Give a season or an episode, not both.',
});
const watchingSettingsQuery = obj({
  spoilerFree: z
    .enum(['true', 'false'], { message: 'spoilerFree is required: true or false (?spoilerFree=true).' })
    .transform((v) => v === 'true'),
});
const favouriteTeamQuery = obj({
  league: z
    .string({ message: 'A league is required (?league=mlb or ?league=nhl).' })
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(['mlb', 'nhl'], { message: 'The league must be mlb or nhl.' })),
  team: positiveId('A team id is a positive whole number.', {
    required: 'A team id is required (?team=N).',
    maxDigits: 6,
  }),
});
/** (The server also turns down the most common passwords, with a sentence of its own.) */
const createUserBody = obj(
  {
    username: z
      .string({ message: 'An e-mail address (username) is required.' })
      .trim()
      .min(1, 'An e-mail address (username) is required.')
      .max(MAX_EMAIL_LENGTH, `An e-mail address can be at most ${MAX_EMAIL_LENGTH} characters long.`)
      .pipe(z.email({ message: 'Please enter a valid e-mail address.' })),
    password: z
      .string({ message: 'A password is required.' })
      .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
      .max(1024, 'The password must be at most 1024 characters long.'),
  },
  { message: 'Send username and password as a form or JSON body.' },
);
const newPassword = (required: string) =>
  z
    .string({ message: required })
    .min(MIN_PASSWORD_LENGTH, `The new password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
    .max(1024, 'The new password must be at most 1024 characters long.');
const changePasswordBody = obj(
  {
    currentPassword: z
      .string({ message: 'Your current password is required.' })
      .min(1, 'Your current password is required.')
      .max(1024, 'The password must be at most 1024 characters long.'),
    newPassword: newPassword('A new password is required.'),
  },
  { message: 'Send currentPassword and newPassword as a form or JSON body.' },
);
const deleteAccountBody = obj(
  {
    password: z
      .string({ message: 'Your password is required.' })
      .min(1, 'Your password is required.')
      .max(1024, 'The password must be at most 1024 characters long.'),
    confirmation: z
      .string({ message: 'Type your e-mail address to confirm.' })
      .trim()
      .min(1, 'Type your e-mail address to confirm.')
      .max(MAX_EMAIL_LENGTH, 'Type your e-mail address to confirm.'),
  },
  { message: 'Send password and confirmation as a form or JSON body.' },
);
const forgotPasswordBody = obj(
  {
    email: z
      .string({ message: 'An e-mail address is required.' })
      .trim()
      .min(1, 'An e-mail address is required.')
      .max(MAX_EMAIL_LENGTH, `An e-mail address can be at most ${MAX_EMAIL_LENGTH} characters long.`)
      .pipe(z.email({ message: 'Please enter a valid e-mail address.' })),
  },
  { message: 'Send email as a form or JSON body.' },
);
const resetPasswordBody = obj(
  {
    token: z
      .string({ message: 'The reset link is incomplete: ask for a new one.' })
      .regex(/^[A-Za-z0-9_-]{20,100}$/, 'The reset link is incomplete: ask for a new one.'),
    password: newPassword('A new password is required.'),
  },
  { message: 'Send token and password as a form or JSON body.' },
);
const accountParams = obj({
  id: z
    .string()
    .regex(/^(me|[1-9]\d{0,17})$/, 'An account id is a positive whole number, or me.')
    .describe('Your account id, or me'),
});

const revokeBody = obj(
  { token: z.string({ message: 'A token is required.' }).min(1, 'A token is required.') },
  { message: 'A token is required.' },
);

/** `<token>.ics` → the token; anything else → undefined (answered 404 and counted as a wrong guess, not 400). */
const calendarFileParams = obj({
  file: z
    .string()
    .describe('The secret token followed by .ics')
    .transform((file) => /^(.+)\.ics$/.exec(file)?.[1]),
});

const showingsQuery = obj({
  zip: zipCode(),
  date: isoDay('A date is written as YYYY-MM-DD, for example 2026-11-21.').optional(),
});

const TV_DATE_MESSAGE = 'A date is required as an ISO date-time with a zone, such as ?date=2026-11-21T05:00:00Z.';
// Seconds are optional (Gracenote writes times to the minute); the zone is not.
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
const LINEUP_ID_MESSAGE = 'A line-up id is letters, digits and dashes, such as USA-TX42500-X.';
const tvLineupId = z.string({ message: LINEUP_ID_MESSAGE }).regex(LINEUP_ID_PATTERN, LINEUP_ID_MESSAGE);
const tvLineupsQuery = obj({
  zip: zipCode({ required: ZIP_FORM_MESSAGE, invalid: ZIP_FORM_MESSAGE }),
  type: z
    .enum(tvLineupTypeSchema.options, { message: 'A line-up type is broadcast, cable or satellite.' })
    .optional()
    .describe('Only line-ups of this kind'),
});
const tvDayQuery = obj({
  date: z
    .string({ message: TV_DATE_MESSAGE })
    .trim()
    .refine((v) => {
      const m = ISO_DATE_TIME.exec(v);
      return m !== null && isIsoDay(m[1]) && !Number.isNaN(Date.parse(v));
    }, TV_DATE_MESSAGE)
    .transform((v) => new Date(v)),
  lineup: tvLineupId.optional().describe('The viewer’s line-up (`/v1/tv-lineups?zip=`); the guide’s own when left out'),
});
const titleQuery = obj({
  title: z
    .string({ message: 'A title is required (?title=…).' })
    .trim()
    .min(1, 'A title is required (?title=…).')
    .max(100, 'A title can be at most 100 characters long.'),
});
const showParams = obj({ id: positiveId('A show id is a positive whole number.') });
const FILM_ID_MESSAGE =
  'A film id is the film’s title in lowercase words and digits joined by hyphens, then its year, such as the-wild-robot-2024.';
const filmParams = obj({
  id: z
    .string({ message: FILM_ID_MESSAGE })
    .max(MAX_FILM_ID_LENGTH, `A film id is at most ${MAX_FILM_ID_LENGTH} characters long.`)
    .regex(FILM_ID_PATTERN, FILM_ID_MESSAGE),
});
/** How many films one ask of where films stream names: a day's films on TV, or a search's. */
const STREAMING_FILMS_MESSAGE = `ids are up to ${MAX_STREAMING_FILMS} film ids separated by commas, each the film’s title in lowercase words and digits joined by hyphens, then its year, such as the-wild-robot-2024.`;
const streamingFilmsQuery = obj({
  ids: z.string({ message: STREAMING_FILMS_MESSAGE }).refine((value) => {
    const ids = value.split(',');
    return (
      ids.length <= MAX_STREAMING_FILMS &&
      ids.every((id) => id.length <= MAX_FILM_ID_LENGTH && FILM_ID_PATTERN.test(id))
    );
  }, STREAMING_FILMS_MESSAGE),
});
/** How many shows one ask of where shows stream names: a search's. */
const STREAMING_SHOWS_MESSAGE = `ids are up to ${MAX_STREAMING_SHOWS} show ids (TVmaze's, whole numbers from 1) separated by commas, such as 49,1371.`;
const streamingShowsQuery = obj({
  ids: z.string({ message: STREAMING_SHOWS_MESSAGE }).refine((value) => {
    const ids = value.split(',');
    return ids.length <= MAX_STREAMING_SHOWS && ids.every((id) => /^[1-9]\d{0,8}$/.test(id));
  }, STREAMING_SHOWS_MESSAGE),
});
const filmQuery = obj({
  zip: zipCode().optional().describe('Showtimes near this zip code are included'),
  date: isoDay('A date is written as YYYY-MM-DD, for example 2026-11-21.')
    .optional()
    .describe('The day of the showtimes; today when left out'),
});
const watchlistFilmQuery = obj({
  film: filmParams.shape.id.describe('The guide’s film id, such as the-wild-robot-2024'),
});
const watchlistSeenQuery = watchlistFilmQuery.extend({
  seen: z
    .enum(['true', 'false'], { message: 'seen is required: true or false (?seen=true).' })
    .transform((v) => v === 'true'),
});
const episodeParams = obj({ id: positiveId('An episode id is a positive whole number.') });
const imageFile = obj({ file: z.string().describe('The image file name') });
const imagePath = obj({ path: z.string().describe('The provider’s image path (segments separated by /)') });

const EMPTY_SEARCH = 'Type something to search for: a team, a show or a film (?q=…).';
const searchQuery = obj({
  q: z
    .string({ message: EMPTY_SEARCH })
    .trim()
    .min(1, EMPTY_SEARCH)
    .max(MAX_SEARCH_LENGTH, `A search can be at most ${MAX_SEARCH_LENGTH} characters long.`),
  zip: zipCode().optional().describe('The viewer’s zip code: films showing in cinemas near it are searched too.'),
});

// ---------------------------------------------------------------- alerts (Web Push)

export const ALERT_KINDS = [
  'game-start',
  'game-final',
  'episode-tonight',
  'episode-streaming',
  'film-on-tv',
  'film-streaming',
] as const;
export const alertKindSchema = z.enum(ALERT_KINDS);
export const pushKeySchema = obj({
  enabled: z.boolean().describe('Whether this server sends alerts'),
  publicKey: z
    .string()
    .nullable()
    .describe('The VAPID public key (base64url) to subscribe with (`applicationServerKey`); null when alerts are off'),
  reason: z.string().nullable().describe('Why alerts are off, as a sentence; null when they are on'),
});
export const pushSubscriptionSchema = obj({
  id: z.number().int(),
  browser: z.string().describe('The browser and system the device subscribed from, read from its User-Agent'),
  timeZone: z.string().describe('The device’s IANA time zone (quiet hours are read in it)'),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable().describe('When an alert last reached its push service'),
});
export const pushSubscriptionsSchema = obj({ subscriptions: z.array(pushSubscriptionSchema) });
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const alertSettingsSchema = obj({
  gameStart: z.boolean().describe('A followed team’s game starts in `leadMinutes`'),
  gameFinal: z.boolean().describe('A followed team’s game has ended (no score in spoiler-free mode)'),
  episodeTonight: z.boolean().describe('A followed show’s episode airs tonight (sent in the afternoon)'),
  episodeStreaming: z
    .boolean()
    .describe('A followed show’s episode is released on one of my streaming services (sent at its release)'),
  filmOnTv: z.boolean().describe('A film on the watchlist airs on TV in the next day'),
  filmStreaming: z.boolean().describe('A film on the watchlist arrives on one of my streaming services'),
  leadMinutes: z.number().int().describe('How long before a game’s start its alert comes'),
  quietHours: obj({ start: clockTime, end: clockTime })
    .nullable()
    .describe('No alerts from `start` to `end` (HH:MM in the device’s zone); held until the end or dropped when stale'),
});
export const sentAlertSchema = obj({
  id: z.string().describe('The alert’s stable id (the push Topic and the notification tag)'),
  kind: alertKindSchema,
  title: z.string(),
  body: z.string(),
  url: z.string().describe('The page the notification opens (a path)'),
  sentAt: z.string(),
});
export const sentAlertsSchema = obj({
  alerts: z.array(sentAlertSchema).describe('The alerts sent in the last 30 days, newest first'),
});

export type AlertKind = z.infer<typeof alertKindSchema>;
export type PushKey = z.infer<typeof pushKeySchema>;
export type PushSubscriptionInfo = z.infer<typeof pushSubscriptionSchema>;
export type PushSubscriptions = z.infer<typeof pushSubscriptionsSchema>;
export type AlertSettings = z.infer<typeof alertSettingsSchema>;
export type SentAlert = z.infer<typeof sentAlertSchema>;
export type SentAlerts = z.infer<typeof sentAlertsSchema>;

const isTimeZoneName = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
};
const addPushSubscriptionBody = obj(
  {
    endpoint: z
      .string({ message: 'endpoint is required: the push service address the browser gave.' })
      .max(2000, 'The endpoint is longer than a push service address can be.')
      .pipe(z.url({ protocol: /^https?$/, message: 'The endpoint is not a well-formed https URL.' })),
    p256dh: z
      .string({ message: 'p256dh is required: the subscription’s public key.' })
      .regex(
        /^B[A-Za-z0-9_-]{86}=?$/,
        'The p256dh key must be a 65-byte uncompressed P-256 point in base64url (87 characters starting with B).',
      ),
    auth: z
      .string({ message: 'auth is required: the subscription’s authentication secret.' })
      .regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'The auth secret must be 16 bytes in base64url (22 characters).'),
    timeZone: z
      .string({ message: 'timeZone is required: the device’s IANA time zone, such as America/Chicago.' })
      .max(64, 'The time zone is not one we know.')
      .refine(isTimeZoneName, 'The time zone must be an IANA name such as America/Chicago.'),
  },
  { message: 'Send endpoint, p256dh, auth and timeZone as a JSON body.' },
);
const pushSubscriptionParams = obj({ id: positiveId('The subscription id must be a positive whole number.') });
const quietTime = z
  .string({ message: 'quietStart and quietEnd are times written HH:MM, or empty strings for no quiet hours.' })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'Quiet hours are times written HH:MM, such as 22:00, or empty for none.');
const changeAlertSettingsBody = obj(
  {
    gameStart: z.boolean({ message: 'gameStart is true or false.' }),
    gameFinal: z.boolean({ message: 'gameFinal is true or false.' }),
    episodeTonight: z.boolean({ message: 'episodeTonight is true or false.' }),
    filmOnTv: z.boolean({ message: 'filmOnTv is true or false.' }),
    // The kinds added later may be left out by older clients: their switches are then kept as they are.
    episodeStreaming: z.boolean({ message: 'episodeStreaming is true or false.' }).optional(),
    filmStreaming: z.boolean({ message: 'filmStreaming is true or false.' }).optional(),
    leadMinutes: z
      .number({ message: 'leadMinutes is a number of minutes.' })
      .int('leadMinutes is a whole number of minutes.')
      .min(5, 'An alert comes at least 5 minutes before the start.')
      .max(120, 'An alert comes at most 120 minutes before the start.'),
    quietStart: quietTime,
    quietEnd: quietTime,
  },
  { message: 'Send the alert settings as a JSON body.' },
).refine((b) => (b.quietStart === '') === (b.quietEnd === ''), {
  message: 'Quiet hours need both a start and an end, or neither.',
  path: ['quietEnd'],
});

/**
 * Each endpoint's request fields and JSON answer, under the name it has in endpoints.ts (the
 * compiler holds both tables to the same names). The server's routes take their schemas from
 * here; the web app reads the types (`Answer<'mlbTeam'>`, endpoints.ts).
 */
const importFileSchema = obj({
  name: z
    .string({ message: 'Each file needs its name.' })
    .trim()
    .min(1, 'Each file needs its name.')
    .max(200, 'A file name is at most 200 characters.'),
  content: z.string({ message: 'Each file needs its content, as text.' }),
});
const importBody = obj(
  {
    source: importSourceSchema,
    files: z
      .array(importFileSchema, { message: 'Send the files as a list of {name, content}.' })
      .min(1, 'Choose at least one file to import.')
      .max(10, 'Send at most 10 files at once.'),
  },
  { message: 'Send source and files (a list of {name, content}) as a JSON body.' },
);
const importParams = obj({ id: positiveId('An import id is a positive whole number.') });

export const endpointSchemas = {
  createUser: {
    tag: 'account',
    summary: 'Create an account',
    body: createUserBody,
    answer: createdUserSchema,
    errors: [400, 409, 429],
  },
  logIn: { tag: 'account', summary: 'Log in with Basic auth; answers the token as text', errors: [401, 429] },
  revokeToken: {
    tag: 'account',
    summary: 'Log out: revoke a token',
    body: revokeBody,
    answer: revokedTokenSchema,
    errors: [400],
  },
  userData: { tag: 'account', summary: 'Saved zip codes, shows and teams', answer: userDataSchema, errors: [401] },
  addZip: {
    tag: 'account',
    summary: 'Save a zip code',
    querystring: zipQuery,
    answer: savedZipsSchema,
    errors: [400, 401, 409],
  },
  deleteZip: {
    tag: 'account',
    summary: 'Forget a saved zip code',
    querystring: zipQuery,
    answer: savedZipsSchema,
    errors: [400, 401, 404],
  },
  addShow: {
    tag: 'account',
    summary: 'Save a show',
    querystring: showQuery,
    answer: savedShowsSchema,
    errors: [400, 401, 409],
  },
  deleteShow: {
    tag: 'account',
    summary: 'Forget a saved show',
    querystring: showQuery,
    answer: savedShowsSchema,
    errors: [400, 401, 404],
  },
  userTvLineup: {
    tag: 'account',
    summary: 'The TV line-up the user chose for the TV grid',
    answer: userTvLineupSchema,
    errors: [401],
  },
  userStreamingServices: {
    tag: 'account',
    summary: 'The streaming services the user pays for (My services)',
    answer: userStreamingServicesSchema,
    errors: [401],
  },
  setUserStreamingServices: {
    tag: 'account',
    summary: 'Keep the user’s whole choice of streaming services (an empty list forgets them)',
    body: setUserStreamingServicesBody,
    answer: userStreamingServicesSchema,
    errors: [400, 401],
  },
  setUserTvLineup: {
    tag: 'account',
    summary: 'Keep a TV line-up for the user (an empty lineup forgets it)',
    querystring: obj({
      lineup: z
        .string({ message: 'A line-up is required (?lineup=…; empty for the guide’s own).' })
        .refine((v) => v === '' || LINEUP_ID_PATTERN.test(v), LINEUP_ID_MESSAGE),
    }),
    answer: userTvLineupSchema,
    errors: [400, 401],
  },
  addTeam: {
    tag: 'account',
    summary: 'Follow an MLB or NHL team',
    querystring: favouriteTeamQuery,
    answer: favouriteTeamsSchema,
    errors: [400, 401, 404, 409],
  },
  deleteTeam: {
    tag: 'account',
    summary: 'Stop following a team',
    querystring: favouriteTeamQuery,
    answer: favouriteTeamsSchema,
    errors: [400, 401, 404],
  },
  changePassword: {
    tag: 'account',
    summary: 'Change your password (the current one is required); every other session is signed out',
    body: changePasswordBody,
    answer: passwordChangedSchema,
    errors: [400, 401, 429],
  },
  deleteAccount: {
    tag: 'account',
    summary: 'Delete your account and everything it holds (password and your e-mail address typed as confirmation)',
    body: deleteAccountBody,
    answer: accountDeletedSchema,
    errors: [400, 401, 429],
  },
  forgotPassword: {
    tag: 'account',
    summary:
      'E-mail a single-use link to reset a forgotten password (the same answer whether or not the address has an account)',
    body: forgotPasswordBody,
    answer: accountMessageSchema,
    errors: [400, 429],
  },
  resetPassword: {
    tag: 'account',
    summary: 'Set a new password with the token of a reset link; every session is signed out',
    body: resetPasswordBody,
    answer: accountMessageSchema,
    errors: [400, 429],
  },
  exportAccount: {
    tag: 'account',
    summary: 'Everything your account holds, as JSON (your own copy)',
    params: accountParams,
    answer: accountExportSchema,
    errors: [400, 401, 404],
  },

  showProgress: {
    tag: 'watching',
    summary: 'Your progress through a show: the episodes marked watched, the next one, how far',
    querystring: obj({ show: watchedQuery.shape.show }),
    answer: showProgressSchema,
    errors: [400, 401, 404],
  },
  markWatched: {
    tag: 'watching',
    summary: 'Mark an episode, everything up to one (through=true), a season or the whole show watched; saves the show',
    querystring: watchedQuery,
    answer: showProgressSchema,
    errors: [400, 401, 404, 409],
  },
  unmarkWatched: {
    tag: 'watching',
    summary: 'Unmark an episode, a season or the whole show',
    querystring: watchedQuery,
    answer: showProgressSchema,
    errors: [400, 401, 404],
  },
  upNext: {
    tag: 'watching',
    summary: 'Up next: each followed show’s next episode, new tonight, coming this week, behind and finished',
    answer: upNextSchema,
    errors: [401],
  },
  watchingSettings: {
    tag: 'watching',
    summary: 'Your spoiler-free setting',
    answer: watchingSettingsSchema,
    errors: [401],
  },
  changeWatchingSettings: {
    tag: 'watching',
    summary: 'Turn spoiler-free mode on or off',
    querystring: watchingSettingsQuery,
    answer: watchingSettingsSchema,
    errors: [400, 401],
  },
  watchlist: {
    tag: 'watching',
    summary: 'Your film watchlist: each film’s showtimes today near your saved zip codes and airings on TV this week',
    answer: watchlistSchema,
    errors: [401],
  },
  keptFilms: {
    tag: 'watching',
    summary: 'The films on your watchlist, and whether each is seen',
    answer: keptFilmsSchema,
    errors: [401],
  },
  previewImport: {
    tag: 'watching',
    summary:
      'Read an export of Trakt (JSON), TV Time (CSV) or Letterboxd (CSV) and preview what it would add; nothing is saved until it is confirmed',
    body: importBody,
    answer: importSchema,
    errors: [400, 401, 409, 413],
  },
  importStatus: {
    tag: 'watching',
    summary: 'An import: its preview, and once confirmed its progress and what it added',
    params: importParams,
    answer: importSchema,
    errors: [400, 401, 404],
  },
  confirmImport: {
    tag: 'watching',
    summary: 'Apply a previewed import in the background (confirming again changes nothing)',
    params: importParams,
    answer: importSchema,
    errors: [400, 401, 404, 409],
  },
  keepFilm: {
    tag: 'watching',
    summary: 'Keep a film for later (keeping it again changes nothing)',
    querystring: watchlistFilmQuery,
    answer: keptFilmsSchema,
    errors: [400, 401, 404, 409],
  },
  forgetFilm: {
    tag: 'watching',
    summary: 'Take a film off your watchlist',
    querystring: watchlistFilmQuery,
    answer: keptFilmsSchema,
    errors: [400, 401, 404],
  },
  markFilmSeen: {
    tag: 'watching',
    summary: 'Mark a film on your watchlist seen, or not seen',
    querystring: watchlistSeenQuery,
    answer: keptFilmsSchema,
    errors: [400, 401, 404],
  },
  calendarFeed: {
    tag: 'calendar',
    summary: 'The address of your calendar feed',
    answer: calendarFeedSchema,
    errors: [401],
  },
  resetCalendarFeed: {
    tag: 'calendar',
    summary: 'A new address for your calendar feed; the old one stops working',
    answer: calendarFeedSchema,
    errors: [401, 429],
  },
  calendarFile: {
    tag: 'calendar',
    summary: 'Your calendar feed (iCalendar; the address is the secret)',
    params: calendarFileParams,
    errors: [404, 429],
  },

  mlbGames: {
    tag: 'sports',
    summary: "A day's MLB games",
    querystring: gamesDayQuery,
    answer: gamesSchema,
    errors: [400],
  },
  nhlGames: {
    tag: 'sports',
    summary: "A day's NHL games",
    querystring: gamesDayQuery,
    answer: gamesSchema,
    errors: [400],
  },
  mlbGame: {
    tag: 'sports',
    summary: 'One MLB game with its inning and scores',
    params: gameIdParams,
    answer: mlbGameDetailSchema,
    errors: [400, 404, 410, 429],
  },
  nhlGame: {
    tag: 'sports',
    summary: 'One NHL game with its period and scores',
    params: gameIdParams,
    answer: nhlGameDetailSchema,
    errors: [400, 404, 410, 429],
  },
  nhlNextGames: {
    tag: 'sports',
    summary: 'The next day with NHL games',
    querystring: obj({ after: sportsDay('after').optional() }),
    answer: gamesSchema,
    errors: [400],
  },
  mlbCalendar: {
    tag: 'sports',
    summary: 'The MLB calendar around a day: the game days either side, and the off-season',
    querystring: gamesDayQuery,
    answer: leagueCalendarSchema,
    errors: [400],
  },
  nhlCalendar: {
    tag: 'sports',
    summary: 'The NHL calendar around a day: the game days either side, and the off-season',
    querystring: gamesDayQuery,
    answer: leagueCalendarSchema,
    errors: [400],
  },
  mlbTeam: {
    tag: 'sports',
    summary: 'An MLB team: next and past games, division standings',
    params: teamIdParams,
    querystring: teamQuery,
    answer: mlbTeamPageSchema,
    errors: [400, 404],
  },
  nhlTeam: {
    tag: 'sports',
    summary: 'An NHL team: next and past games, division standings',
    params: teamIdParams,
    querystring: teamQuery,
    answer: nhlTeamPageSchema,
    errors: [400, 404],
  },
  mlbStandings: {
    tag: 'sports',
    summary: 'The MLB standings: each division, and each league with its wild card race',
    querystring: teamQuery,
    answer: leagueStandingsSchema,
    errors: [400],
  },
  nhlStandings: {
    tag: 'sports',
    summary: 'The NHL standings: each division, and each conference with its wild card race',
    querystring: teamQuery,
    answer: leagueStandingsSchema,
    errors: [400],
  },
  mlbPostseason: {
    tag: 'sports',
    summary: "A season's MLB postseason: every series by round, with its games played and to play",
    querystring: postseasonQuery,
    answer: postseasonSchema,
    errors: [400],
  },
  nhlPostseason: {
    tag: 'sports',
    summary: "A season's NHL playoffs: every series by round, with its games played and to play",
    querystring: postseasonQuery,
    answer: postseasonSchema,
    errors: [400],
  },
  mlbBoxScore: {
    tag: 'sports',
    summary: "One MLB game's box score: each side's batting and pitching lines",
    params: gameIdParams,
    answer: mlbBoxScoreSchema,
    errors: [400, 404, 410, 429],
  },
  nhlBoxScore: {
    tag: 'sports',
    summary: "One NHL game's box score: each side's skaters and goalies",
    params: gameIdParams,
    answer: nhlBoxScoreSchema,
    errors: [400, 404, 410, 429],
  },
  mlbGameSummary: {
    tag: 'sports',
    summary:
      "One MLB game in full: line score (runs, hits, errors), scoring plays, decisions, venue, broadcasts and our TV listing's airings",
    params: gameIdParams,
    answer: mlbGameSummarySchema,
    errors: [400, 404, 410, 429],
  },
  nhlGameSummary: {
    tag: 'sports',
    summary:
      "One NHL game in full: line score (goals, shots), scoring, three stars, venue, broadcasts and our TV listing's airings",
    params: gameIdParams,
    answer: nhlGameSummarySchema,
    errors: [400, 404, 410, 429],
  },
  addGames: {
    tag: 'admin',
    summary: "Load a day's MLB and NHL games (administrators)",
    querystring: gamesDayQuery,
    answer: addGamesResultSchema,
    errors: [400, 401, 403],
  },

  showings: {
    tag: 'cinema',
    summary: 'Showtimes near a zip code for a day',
    querystring: showingsQuery,
    answer: showingsSchema,
    errors: [400],
  },
  releases: {
    tag: 'cinema',
    summary: 'New movie releases: those of the last four weeks and those coming soon',
    answer: releasesSchema,
    errors: [],
  },
  film: {
    tag: 'cinema',
    summary: 'A film: its details, its showtimes near a zip code on a day and its airings on TV in the next seven days',
    params: filmParams,
    querystring: filmQuery,
    answer: filmSchema,
    errors: [400, 404],
  },
  filmWatchOptions: {
    tag: 'cinema',
    summary: 'Where a film streams, rents or sells in the US, by kind (TMDB’s watch providers, data by JustWatch)',
    params: filmParams,
    answer: watchOptionsSchema,
    errors: [400],
  },
  streamingFilms: {
    tag: 'cinema',
    summary: 'Which services each of up to 100 films streams on (subscription, free or with ads), by the services’ ids',
    querystring: streamingFilmsQuery,
    answer: streamingFilmsSchema,
    errors: [400],
  },
  streamingShows: {
    tag: 'tv',
    summary: 'Which services each of up to 100 shows streams on (subscription, free or with ads), by the services’ ids',
    querystring: streamingShowsQuery,
    answer: streamingShowsSchema,
    errors: [400],
  },
  streamingServices: {
    tag: 'cinema',
    summary: 'The streaming services the guide knows in the US',
    answer: streamingServicesSchema,
    errors: [],
  },
  place: {
    tag: 'cinema',
    summary: 'City and state of a zip code',
    params: obj({ zip: zipCode() }),
    answer: placeSchema,
    errors: [400, 404],
  },
  posterImage: { tag: 'images', summary: 'A film poster, 185 pixels wide', params: imageFile, errors: [404] },
  showingImage: { tag: 'images', summary: 'A film image of the cinema listings', params: imagePath, errors: [404] },

  tvMovies: {
    tag: 'tv',
    summary: 'Movies on TV for the day starting at date',
    querystring: tvDayQuery,
    answer: z.array(tvMovieAiringSchema),
    errors: [400, 404],
  },
  tvSports: {
    tag: 'tv',
    summary: 'Sports on TV for the day starting at date',
    querystring: tvDayQuery,
    answer: z.array(tvSportsAiringSchema),
    errors: [400, 404],
  },
  tvLineups: {
    tag: 'tv',
    summary: 'The TV line-ups offered at a zip code (broadcast, cable, satellite)',
    querystring: tvLineupsQuery,
    answer: tvLineupsSchema,
    errors: [400, 404],
  },
  tvLineup: {
    tag: 'tv',
    summary: 'A TV line-up with its channels, names and numbers',
    params: obj({ id: tvLineupId }),
    answer: tvLineupDetailSchema,
    errors: [400, 404],
  },
  tvSearch: {
    tag: 'tv',
    summary: 'Search TV shows by title',
    querystring: titleQuery,
    answer: tvSearchResultsSchema,
    errors: [400],
  },
  tvEpisode: { tag: 'tv', summary: 'One episode', params: episodeParams, answer: tvEpisodeSchema, errors: [400, 404] },
  tvShowEpisodes: {
    tag: 'tv',
    summary: 'A show’s episodes with when they air',
    params: showParams,
    answer: tvEpisodeAiringsSchema,
    errors: [400, 404],
  },
  tvShow: {
    tag: 'tv',
    summary: 'One show with links to its episodes, and its cast',
    params: showParams,
    answer: tvShowDetailSchema,
    errors: [400, 404],
  },
  showWatchOptions: {
    tag: 'tv',
    summary: 'Where a show streams, rents or sells in the US, by kind (TMDB’s watch providers, data by JustWatch)',
    params: showParams,
    answer: watchOptionsSchema,
    errors: [400, 404],
  },
  tvMovieImage: {
    tag: 'images',
    summary: 'A film’s image in the TV listings (drawn offline)',
    params: imageFile,
    errors: [404],
  },
  tvSportImage: {
    tag: 'images',
    summary: 'A sports event’s image in the TV listings (drawn offline)',
    params: imageFile,
    errors: [404],
  },
  tvShowImage: { tag: 'images', summary: 'A show’s image (drawn offline)', params: imageFile, errors: [404] },
  gracenoteImage: {
    tag: 'images',
    summary: 'A TV listing’s image from Gracenote, relayed',
    params: imagePath,
    errors: [404],
  },
  tvmazeImage: { tag: 'images', summary: 'A show’s image from TVmaze, relayed', params: imagePath, errors: [404] },

  search: {
    tag: 'search',
    summary: 'Search teams of both leagues, TV shows, and films on TV today and in cinemas near a zip code',
    querystring: searchQuery,
    answer: searchResultsSchema,
    errors: [400],
  },

  openApiDocument: {
    tag: 'reference',
    summary: 'This OpenAPI 3.1 document',
    answer: z.looseObject({ openapi: z.string() }),
    errors: [],
  },
  reference: { tag: 'reference', summary: 'A readable page of this document', errors: [] },
  pushPublicKey: {
    tag: 'alerts',
    summary: 'Whether this server sends alerts, and the VAPID public key to subscribe with',
    answer: pushKeySchema,
    errors: [],
  },
  pushSubscriptions: {
    tag: 'alerts',
    summary: 'The devices the user gets alerts on',
    answer: pushSubscriptionsSchema,
    errors: [401],
  },
  addPushSubscription: {
    tag: 'alerts',
    summary: 'Get alerts on this device: its Web Push subscription',
    body: addPushSubscriptionBody,
    answer: pushSubscriptionSchema,
    errors: [400, 401, 409],
  },
  removePushSubscription: {
    tag: 'alerts',
    summary: 'Stop alerts on a device',
    params: pushSubscriptionParams,
    answer: pushSubscriptionsSchema,
    errors: [400, 401, 404],
  },
  alertSettings: { tag: 'alerts', summary: 'What the user is alerted of', answer: alertSettingsSchema, errors: [401] },
  changeAlertSettings: {
    tag: 'alerts',
    summary: 'Choose what to be alerted of, how early, and quiet hours',
    body: changeAlertSettingsBody,
    answer: alertSettingsSchema,
    errors: [400, 401],
  },
  sentAlerts: {
    tag: 'alerts',
    summary: 'The alerts sent to the user in the last 30 days',
    answer: sentAlertsSchema,
    errors: [401],
  },
} as const satisfies Record<EndpointName, EndpointSchemas>;
