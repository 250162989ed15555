/** Sports payloads (spec section 7) and the one rule for a game's status text. */
import { localClockTime } from './dates';

export type League = 'MLB' | 'NHL';

/** The one status vocabulary of the `/v1` answers, whatever the provider's own words. */
export const GAME_STATUSES = ['Scheduled', 'Pre-Game', 'In Progress', 'Delayed', 'Final', 'Postponed', 'Suspended', 'Cancelled'] as const;
export type KnownGameStatus = (typeof GAME_STATUSES)[number];

/**
 * A game's status: one of the vocabulary, or, for a state no mapping knows yet, the provider's
 * own text (shown as it is, never dropped).
 */
export type GameStatus = KnownGameStatus | (string & {});

export interface TeamRef {
  id: number;
  name: string;
  /** The same as `name`; the original API's clients read it (the API adds it to every team it answers). */
  fullName?: string;
}

/** `POST /admin/add-games?date=` answers the games loaded for the day. */
export interface AddGamesResult {
  date: string;
  mlb: number;
  nhl: number;
  message: string;
}

/** One game as lists carry it. Scores are null until play starts. */
export interface Game {
  id: number;
  description: string;
  /** ISO UTC instant of the start. */
  gametime: string;
  /** The official (US Eastern) calendar day the game belongs to, YYYY-MM-DD. */
  date: string;
  home: TeamRef;
  visitor: TeamRef;
  status: GameStatus;
  home_score: number | null;
  visitor_score: number | null;
  /** The inning (MLB) or period (NHL) being played or last played; null before the start. */
  period: number | null;
  /** The provider's own words and reason when they say more than `status` ("Completed Early: Rain", "Postponed: Rain"). */
  detail?: string;
  /** A postponed or suspended game: the day it is to be played or resumed, YYYY-MM-DD, when known. */
  new_date?: string;
  /** MLB while play is on: which part of the inning ('Middle' and 'End' are the breaks between halves). */
  inning_half?: InningHalf;
  /** MLB while play is on: outs in the half-inning being played. */
  outs?: number;
  /** NHL while play is on: the time left in the period, 'm:ss'. */
  clock?: string;
  /** NHL: the break after the period `period`. */
  intermission?: boolean;
  /** The day lists: the game's main network (its first national broadcast), when it has one. */
  network?: string;
}

export type InningHalf = 'Top' | 'Middle' | 'Bottom' | 'End';

/** `GET /sports/mlb/game/{id}`: scores always present (0 before the start). */
export interface MlbGameDetail extends Game {
  inning: number | null;
  home_score: number;
  visitor_score: number;
}

/** `GET /sports/nhl/game/{id}`. */
export interface NhlGameDetail {
  Game: Game;
  Period: number | null;
  Status: GameStatus;
  VisitorScore: number;
  HomeScore: number;
}

export interface StandingRecord {
  team: TeamRef;
  divisionRank: string;
  leagueRank: string;
  /** `ot` (NHL): losses in overtime or a shootout, a point each; `ties` is always 0 today. */
  leagueRecord: { wins: number; losses: number; ties: number; pct: string; ot?: number };
  /** Games behind the division leader as standings write it: '-' for the leader, else '2.5'. */
  gamesBack?: string;
  /** The last ten games played (NHL: with the overtime losses among them). */
  lastTen?: { wins: number; losses: number; ot?: number };
  /** The current run, such as 'W3' or 'L1' (NHL: 'OT2'). */
  streak?: string;
  /** NHL: two for a win, one for an overtime loss. */
  points?: number;
  /** NHL: games played. */
  gamesPlayed?: number;
}

/** `GET /sports/mlb/team/{id}`. */
export interface MlbTeamPage {
  Team: TeamRef;
  NextGames: Game[];
  PastGames: Game[];
  Standings: { division: { name: string }; teamRecords: StandingRecord[] };
}

/** `GET /sports/nhl/team/{id}`: the MLB team answer's shape, with the NHL's record columns. */
export type NhlTeamPage = MlbTeamPage;

/** Games behind `leader`: half the difference in wins plus half the difference in losses ('-' for none). */
export function gamesBehind(leader: { wins: number; losses: number }, team: { wins: number; losses: number }): string {
  const behind = (leader.wins - team.wins + (team.losses - leader.losses)) / 2;
  return behind === 0 ? '-' : behind.toFixed(1);
}

/** The last ten as a table writes it: '6-4', or '5-3-2' with overtime losses (NHL). */
export function lastTenText(lastTen: { wins: number; losses: number; ot?: number } | undefined): string {
  if (!lastTen) return '–';
  return lastTen.ot === undefined ? `${lastTen.wins}-${lastTen.losses}` : `${lastTen.wins}-${lastTen.losses}-${lastTen.ot}`;
}

export function isFinal(status: GameStatus): boolean {
  return status === 'Final';
}

/** The game on this day cannot change any more: finished, or called off (a make-up or resumption is a game of its own day). */
export function isSettled(status: GameStatus): boolean {
  return status === 'Final' || status === 'Postponed' || status === 'Suspended' || status === 'Cancelled';
}

/** Play has begun on this day, so there are scores to show (a finished game always has them). */
export function hasBegun(status: GameStatus): boolean {
  return status !== 'Scheduled' && status !== 'Pre-Game' && status !== 'Postponed' && status !== 'Cancelled';
}

/** Play is under way or about to resume: not before the start and not settled (Delayed counts, and so does a state we do not know). */
export function isUnderway(status: GameStatus): boolean {
  return status !== 'Scheduled' && status !== 'Pre-Game' && !isSettled(status);
}

// ---------------------------------------------------------------- the providers' states in our words

/** A provider state in our words: the status, and the provider's words when they say more. */
export interface MappedStatus {
  status: GameStatus;
  detail?: string;
  /** False for a state no table knows: the status is then the provider's own text. */
  known: boolean;
}

/** MLB `detailedState` (before any ": reason") → our status. Reviews and challenges are play under way. */
export const MLB_STATES: Record<string, KnownGameStatus> = {
  Scheduled: 'Scheduled',
  'Pre-Game': 'Pre-Game',
  Warmup: 'Pre-Game',
  'In Progress': 'In Progress',
  'Manager challenge': 'In Progress',
  'Umpire review': 'In Progress',
  'Instant Replay': 'In Progress',
  Delayed: 'Delayed',
  'Delayed Start': 'Delayed',
  Final: 'Final',
  'Game Over': 'Final',
  'Completed Early': 'Final',
  Postponed: 'Postponed',
  Suspended: 'Suspended',
  Cancelled: 'Cancelled',
  Canceled: 'Cancelled',
};

/**
 * MLB's status in our words. The table is read by `detailedState` ("Completed Early: Rain" reads
 * as "Completed Early"); any other review or challenge is play under way. `detail` keeps the
 * provider's words with the reason ("Postponed: Rain") whenever they say more than the status.
 */
export function mlbStatus(state: { detailedState: string; reason?: string }): MappedStatus {
  const words = state.detailedState.trim();
  const head = words.split(':')[0]!.trim();
  let status = MLB_STATES[head] ?? Object.entries(MLB_STATES).find(([k]) => k.toLowerCase() === head.toLowerCase())?.[1];
  if (!status && /review|challenge/i.test(head)) status = 'In Progress';
  const detail = state.reason && !words.includes(':') ? `${words}: ${state.reason}` : words;
  if (!status) return { status: words, known: false };
  return { status, known: true, ...(detail !== status ? { detail } : {}) };
}

/** NHL `gameState` → our status. */
export const NHL_GAME_STATES: Record<string, KnownGameStatus> = {
  FUT: 'Scheduled',
  PRE: 'Pre-Game',
  LIVE: 'In Progress',
  CRIT: 'In Progress',
  OFF: 'Final',
  FINAL: 'Final',
  OVER: 'Final',
};

/** NHL `gameScheduleState` → our status, when it says the game will not be played as planned (OK and TBD defer to `gameState`). */
export const NHL_SCHEDULE_STATES: Record<string, KnownGameStatus> = {
  PPD: 'Postponed',
  SUSP: 'Suspended',
  CNCL: 'Cancelled',
};

/** The NHL's status in our words: a postponement, suspension or cancellation first, then the game state. */
export function nhlStatus(gameState: string, gameScheduleState?: string, lastPeriodType?: string): MappedStatus {
  const scheduled = gameScheduleState ? NHL_SCHEDULE_STATES[gameScheduleState] : undefined;
  if (scheduled) return { status: scheduled, known: true };
  const status = NHL_GAME_STATES[gameState];
  if (!status) return { status: gameState, known: false };
  // How a finished game was decided, in the words the league's scoreboards use.
  if (status === 'Final' && (lastPeriodType === 'OT' || lastPeriodType === 'SO')) return { status, known: true, detail: `Final/${lastPeriodType}` };
  return { status, known: true };
}

/** Win percentage the way baseball writes it: '.667', '1.000', '.000'. */
export function formatPct(wins: number, losses: number): string {
  const games = wins + losses;
  const pct = games === 0 ? 0 : wins / games;
  const text = pct.toFixed(3);
  return text.startsWith('0') ? text.slice(1) : text;
}

/** A start time like '7:05 PM', in `timeZone` or, when absent, the viewer's own zone. */
export function formatStartTime(gametime: string, timeZone?: string): string {
  if (!timeZone) return localClockTime(new Date(gametime));
  return new Date(gametime).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
}

/**
 * The status text of a game tile (spec section 4, issue 9): Final → 'Final' (NHL: 'F/{period}'
 * after overtime); Scheduled → the start time; Pre-Game → 'Pre'; Postponed, Suspended and
 * Cancelled say so; Delayed says so with the inning or period when there is one; In Progress
 * shows the inning (MLB) or 'P{period}' (NHL), and the start time when there is no period yet.
 * A state outside the vocabulary shows the provider's own text.
 */
export function gameStatusText(league: League, game: Pick<Game, 'status' | 'gametime' | 'period'>, timeZone?: string): string {
  const { status, period } = game;
  const where = period === null || period === undefined ? undefined : league === 'MLB' ? String(period) : `P${period}`;
  switch (status) {
    case 'Final':
      return league === 'NHL' && period !== null && period > 3 ? `F/${period}` : 'Final';
    case 'Scheduled':
      return formatStartTime(game.gametime, timeZone);
    case 'Pre-Game':
      return 'Pre';
    case 'Postponed':
    case 'Suspended':
    case 'Cancelled':
      return status;
    case 'Delayed':
      return where ? `Delayed (${where})` : 'Delayed';
    case 'In Progress':
      return where ?? formatStartTime(game.gametime, timeZone);
    default:
      return status;
  }
}
