import { z } from 'zod';

/**
 * The shapes of the MLB and NHL answers our adapters read (upstream-apis.md), checked at the
 * edge. Only the fields we use are described; everything else the providers send passes
 * unread. A list is checked in two steps: its outer shape (which must hold, or the whole answer
 * is a provider failure) and then each item (a malformed item is dropped and logged).
 */

const id = z.number().int();
const instant = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'not a date-time');
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// ---------------------------------------------------------------- MLB Stats API

const mlbSide = z.object({
  team: z.object({ id, name: z.string() }),
  score: z.number().int().optional(),
  /** Read leniently (mlb-game-extras.ts): a record or pitcher of another shape never costs the game. */
  leagueRecord: z.unknown().optional(),
  /** With `hydrate=probablePitcher(…)`: the announced starter, with his season line when asked for. */
  probablePitcher: z.unknown().optional(),
});

const mlbStatus = z.object({
  abstractGameState: z.string().optional(),
  codedGameState: z.string().optional(),
  detailedState: z.string().min(1),
  statusCode: z.string().optional(),
  reason: z.string().optional(),
});

/** Where play stands in a line score (`hydrate=linescore`, or the live feed's): inning, half and outs. */
const mlbPlayState = {
  currentInning: z.number().int().optional(),
  inningState: z.string().optional(),
  outs: z.number().int().min(0).max(3).optional(),
};

/** One game of `GET /api/v1/schedule` (`dates[].games[]`). */
export const mlbScheduleGame = z.object({
  gamePk: id,
  gameDate: instant,
  officialDate: isoDay,
  seriesDescription: z.string().optional(),
  /** R regular season; F, D, L, W the postseason's rounds. */
  gameType: z.string().optional(),
  seriesGameNumber: z.number().int().min(1).optional(),
  gamesInSeries: z.number().int().min(1).optional(),
  ifNecessary: z.string().optional(),
  /** With `hydrate=seriesStatus`: read leniently (mlb-game-extras.ts). */
  seriesStatus: z.unknown().optional(),
  doubleHeader: z.string().optional(),
  gameNumber: z.number().int().optional(),
  status: mlbStatus,
  teams: z.object({ home: mlbSide, away: mlbSide }),
  linescore: z.object(mlbPlayState).optional(),
  /** With `hydrate=broadcasts(all)`: read leniently, item by item (broadcasts.ts). */
  broadcasts: z.array(z.unknown()).optional(),
  scheduledInnings: z.number().int().optional(),
  rescheduleGameDate: isoDay.optional(),
  resumeGameDate: isoDay.optional(),
});
export type MlbScheduleGame = z.infer<typeof mlbScheduleGame>;

/** A schedule game with the day it is listed under (a postponed game is listed on its original day). */
export const mlbListedGame = z.object({ date: isoDay, game: mlbScheduleGame });

/** `GET /api/v1/schedule`: `dates` is always there (an empty list on a day without games). */
export const mlbScheduleAnswer = z.object({
  dates: z.array(z.object({ date: isoDay, games: z.array(z.unknown()) })),
});

/** `GET /api/v1.1/game/{gamePk}/feed/live`, loosely: a canceled game answers gamePk 0 and little else. */
export const mlbFeedAnswer = z.object({
  gamePk: id,
  gameData: z.object({ status: z.object({ statusCode: z.string().optional() }) }),
});

/** The same feed for a real game: what we map. */
export const mlbFeedGame = z.object({
  gamePk: id,
  gameData: z.object({
    game: z
      .object({
        type: z.string().optional(),
        doubleHeader: z.string().optional(),
        gameNumber: z.number().int().optional(),
      })
      .optional(),
    datetime: z.object({ dateTime: instant, officialDate: isoDay }),
    status: mlbStatus,
    teams: z.object({
      home: z.object({ id, name: z.string(), record: z.object({ leagueRecord: z.unknown() }).partial().optional() }),
      away: z.object({ id, name: z.string(), record: z.object({ leagueRecord: z.unknown() }).partial().optional() }),
    }),
    /** Each side's announced starter (`{ id, fullName }`), read leniently. */
    probablePitchers: z.object({ home: z.unknown(), away: z.unknown() }).partial().optional(),
  }),
  liveData: z
    .object({
      linescore: z
        .object({
          ...mlbPlayState,
          scheduledInnings: z.number().int().optional(),
          teams: z
            .object({
              home: z.object({ runs: z.number().int().optional() }).optional(),
              away: z.object({ runs: z.number().int().optional() }).optional(),
            })
            .optional(),
        })
        .optional(),
      /** Read leniently, only for the probable pitchers' season lines. */
      boxscore: z.unknown().optional(),
    })
    .optional(),
});
export type MlbFeedGame = z.infer<typeof mlbFeedGame>;

/** `GET /api/v1/teams/{id}`: a known id answers one team (an unknown one is the provider's 404). */
export const mlbTeamAnswer = z.object({
  teams: z
    .array(
      z.object({
        id,
        name: z.string(),
        division: z.object({ id, name: z.string().optional() }).optional(),
      }),
    )
    .min(1),
});
export type MlbTeam = z.infer<typeof mlbTeamAnswer>['teams'][number];

/** One team's line of `GET /api/v1/standings` (`records[].teamRecords[]`). */
export const mlbTeamRecord = z.object({
  team: z.object({ id, name: z.string().optional() }),
  divisionRank: z.string(),
  leagueRank: z.string(),
  leagueRecord: z.object({
    wins: z.number().int(),
    losses: z.number().int(),
    ties: z.number().int().optional(),
    pct: z.string(),
  }),
  divisionGamesBack: z.string().optional(),
  gamesPlayed: z.number().int().optional(),
  streak: z.object({ streakCode: z.string().optional() }).optional(),
  records: z
    .object({
      splitRecords: z
        .array(z.object({ type: z.string(), wins: z.number().int(), losses: z.number().int() }))
        .optional(),
    })
    .optional(),
});
export type MlbTeamRecord = z.infer<typeof mlbTeamRecord>;

export const mlbStandingsAnswer = z.object({
  records: z.array(z.object({ division: z.object({ id }), teamRecords: z.array(z.unknown()) })),
});

/** `GET /api/v1/divisions?sportId=1`. */
export const mlbDivisionsAnswer = z.object({
  divisions: z.array(z.object({ id, name: z.string() })),
});

// ---------------------------------------------------------------- NHL web API

const nhlSide = z.object({
  id,
  abbrev: z.string().optional(),
  placeName: z.object({ default: z.string().optional() }).optional(),
  commonName: z.object({ default: z.string().optional() }).optional(),
  score: z.number().int().optional(),
});

/** One game of the week schedule (`gameWeek[].games[]`), and the core of the gamecenter landing. */
export const nhlGame = z.object({
  id,
  gameType: z.number().int().optional(),
  gameDate: isoDay.optional(),
  startTimeUTC: instant,
  gameState: z.string().min(1),
  gameScheduleState: z.string().optional(),
  homeTeam: nhlSide,
  awayTeam: nhlSide,
  periodDescriptor: z.object({ number: z.number().int().optional(), periodType: z.string().optional() }).optional(),
  gameOutcome: z.object({ lastPeriodType: z.string().optional() }).optional(),
  /** The period's clock, in the gamecenter and the day's scores (the week schedule leaves it out). */
  clock: z.object({ timeRemaining: z.string().optional(), inIntermission: z.boolean().optional() }).nullish(),
  /** Read leniently, item by item (broadcasts.ts). */
  tvBroadcasts: z.array(z.unknown()).optional(),
  /** A playoff game's series and tally; read leniently (nhl-series.ts). */
  seriesStatus: z.unknown().optional(),
});
export type NhlGame = z.infer<typeof nhlGame>;

/** A game of the week schedule with the day it is listed under. */
export const nhlListedGame = z.object({ date: isoDay, game: nhlGame });

/** `GET /v1/schedule/{day}`: the week from that day; `gameWeek` is always there. */
export const nhlWeekAnswer = z.object({
  gameWeek: z.array(z.object({ date: isoDay, games: z.array(z.unknown()) })),
  nextStartDate: isoDay.optional(),
  previousStartDate: isoDay.optional(),
});

/** `GET /v1/score/{day}`: that day's games with their clocks. */
export const nhlScoreAnswer = z.object({ games: z.array(z.unknown()) });

/** `GET {stats}/en/team`. */
export const nhlTeamListAnswer = z.object({
  data: z.array(z.unknown()),
});
export const nhlTeamListItem = z.object({ id, fullName: z.string() });
