/** Sports rules (spec section 7) and the one rule for a game's status text; the payloads are declared in contract.ts. */
import type { Game, League, TeamGameRecord } from './contract';
import { localClockTime } from './days';

export type {
  AddGamesResult,
  Clinch,
  Game,
  GoalieAnnouncement,
  InningHalf,
  LeagueCalendar,
  League,
  LeagueStandingRecord,
  LeagueStandings,
  MlbGameDetail,
  MlbTeamPage,
  NhlGameDetail,
  NhlTeamPage,
  Postseason,
  PostseasonRound,
  PostseasonSeries,
  PostseasonSide,
  ProbablePitcher,
  SeriesGame,
  SeriesState,
  StandingRecord,
  StandingsGroup,
  StartingGoalie,
  TeamGameRecord,
  TeamRef,
} from './contract';

/** The one status vocabulary of the `/v1` answers, whatever the provider's own words. */
export const GAME_STATUSES = [
  'Scheduled',
  'Pre-Game',
  'In Progress',
  'Delayed',
  'Final',
  'Postponed',
  'Suspended',
  'Cancelled',
] as const;
export type KnownGameStatus = (typeof GAME_STATUSES)[number];

/**
 * A game's status: one of the vocabulary, or, for a state no mapping knows yet, the provider's
 * own text (shown as it is, never dropped).
 */
export type GameStatus = KnownGameStatus | (string & {});

/** Games behind `leader`: half the difference in wins plus half the difference in losses ('-' for none). */
export function gamesBehind(leader: { wins: number; losses: number }, team: { wins: number; losses: number }): string {
  const behind = (leader.wins - team.wins + (team.losses - leader.losses)) / 2;
  return behind === 0 ? '-' : behind.toFixed(1);
}

/** The season a day belongs to: MLB's is its calendar year; the NHL's starts in the autumn (from July on, that year's). */
export function seasonOfDay(league: League, day: string): number {
  const year = Number(day.slice(0, 4));
  return league === 'NHL' && Number(day.slice(5, 7)) < 7 ? year - 1 : year;
}

/** A won-lost split: against one club, within the division, within the league or conference. */
export interface Split {
  wins: number;
  losses: number;
  /** NHL: points earned in those games (head-to-head). */
  points?: number;
}

/**
 * What the leagues' tie-breakers read from a team's record (`overtimeLosses`, `regulationWins`,
 * `regulationPlusOvertimeWins`, goals: NHL). The splits and goals are optional: a tie-breaker
 * whose figures a source does not give is passed over.
 */
export interface RankedRecord {
  wins: number;
  losses: number;
  overtimeLosses?: number;
  regulationWins?: number;
  /** NHL: wins in regulation or overtime, not by a shootout (ROW). */
  regulationPlusOvertimeWins?: number;
  /** The club's id, for the head-to-head lookup in `against`. */
  teamId?: number;
  /** The club's record against each other club, by its id. */
  against?: Readonly<Record<number, Split>>;
  divisionRecord?: Split;
  /** MLB: within its league (intraleague); NHL: within its conference. */
  leagueSplit?: Split;
  goalsFor?: number;
  goalsAgainst?: number;
}

const winPct = (r: Split) => (r.wins + r.losses === 0 ? 0 : r.wins / (r.wins + r.losses));
const nhlPoints = (r: RankedRecord) => 2 * r.wins + (r.overtimeLosses ?? 0);
const nhlGamesPlayed = (r: RankedRecord) => r.wins + r.losses + (r.overtimeLosses ?? 0);
/** a's figure against b's, better first; 0 when either is not known. */
const better = (x: number | undefined, y: number | undefined) => (x === undefined || y === undefined ? 0 : y - x);
const headToHead = (a: RankedRecord, b: RankedRecord) =>
  a.teamId === undefined || b.teamId === undefined ? undefined : [a.against?.[b.teamId], b.against?.[a.teamId]];

/**
 * Standings order, best first, by the league's published tie-breakers. MLB (the rules since
 * 2022, when tie-breaker games ended): winning percentage, then the head-to-head winning
 * percentage, then within the division, then within the league, then the team further over
 * .500. NHL: points, then fewer games played (the better points percentage), then regulation
 * wins, then regulation and overtime wins, then wins, then points in the games between the two,
 * then goal differential, then goals for. Equal on all: 0.
 */
export function compareStandings(league: 'MLB' | 'NHL', a: RankedRecord, b: RankedRecord): number {
  const [aVsB, bVsA] = headToHead(a, b) ?? [];
  if (league === 'MLB')
    return (
      winPct(b) - winPct(a) ||
      (aVsB && bVsA ? winPct(bVsA) - winPct(aVsB) : 0) ||
      (a.divisionRecord && b.divisionRecord ? winPct(b.divisionRecord) - winPct(a.divisionRecord) : 0) ||
      (a.leagueSplit && b.leagueSplit ? winPct(b.leagueSplit) - winPct(a.leagueSplit) : 0) ||
      b.wins - b.losses - (a.wins - a.losses)
    );
  return (
    nhlPoints(b) - nhlPoints(a) ||
    nhlGamesPlayed(a) - nhlGamesPlayed(b) ||
    (b.regulationWins ?? 0) - (a.regulationWins ?? 0) ||
    better(a.regulationPlusOvertimeWins, b.regulationPlusOvertimeWins) ||
    b.wins - a.wins ||
    better(aVsB?.points, bVsA?.points) ||
    (a.goalsFor !== undefined &&
    a.goalsAgainst !== undefined &&
    b.goalsFor !== undefined &&
    b.goalsAgainst !== undefined
      ? b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst)
      : 0) ||
    better(a.goalsFor, b.goalsFor)
  );
}

/** The last ten as a table writes it: '6-4', or '5-3-2' with overtime losses (NHL). */
export function lastTenText(lastTen: { wins: number; losses: number; ot?: number } | undefined): string {
  if (!lastTen) return '–';
  return lastTen.ot === undefined
    ? `${lastTen.wins}-${lastTen.losses}`
    : `${lastTen.wins}-${lastTen.losses}-${lastTen.ot}`;
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
  let status =
    MLB_STATES[head] ?? Object.entries(MLB_STATES).find(([k]) => k.toLowerCase() === head.toLowerCase())?.[1];
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
  if (status === 'Final' && (lastPeriodType === 'OT' || lastPeriodType === 'SO'))
    return { status, known: true, detail: `Final/${lastPeriodType}` };
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
export function gameStatusText(
  league: League,
  game: Pick<Game, 'status' | 'gametime' | 'period'>,
  timeZone?: string,
): string {
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

/** A team's record as scoreboards write it: W-L (MLB), W-L-OT (NHL). */
export function formatTeamRecord(league: League, record: TeamGameRecord): string {
  return league === 'NHL' ? `${record.wins}-${record.losses}-${record.ot ?? 0}` : `${record.wins}-${record.losses}`;
}
