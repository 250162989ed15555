/** Sports payloads (spec section 7) and the one rule for a game's status text. */

export type League = 'MLB' | 'NHL';

/** Our statuses: MLB's `detailedState` as is; NHL's states mapped to Scheduled, Pre-Game, In Progress, Final. */
export type GameStatus = 'Scheduled' | 'Pre-Game' | 'In Progress' | 'Final' | (string & {});

export interface TeamRef {
  id: number;
  name: string;
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
}

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
  leagueRecord: { wins: number; losses: number; ties: number; pct: string };
}

/** `GET /sports/mlb/team/{id}`. */
export interface MlbTeamPage {
  Team: TeamRef;
  NextGames: Game[];
  PastGames: Game[];
  Standings: { division: { name: string }; teamRecords: StandingRecord[] };
}

export function isFinal(status: GameStatus): boolean {
  return status === 'Final';
}

/** Play is under way: not before the start and not finished (MLB's Delayed, Warmup… count). */
export function isUnderway(status: GameStatus): boolean {
  return !['Scheduled', 'Pre-Game', 'Final', 'Postponed', 'Cancelled', 'Canceled', 'Suspended'].includes(status);
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
  return new Date(gametime).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });
}

/**
 * The status text of a game tile (spec section 4): Final → 'Final' (NHL: 'F/{period}' after
 * overtime); Scheduled → the start time; Pre-Game → 'Pre'; otherwise the inning (MLB) or
 * 'P{period}' (NHL), and the start time when there is no period yet.
 */
export function gameStatusText(league: League, game: Pick<Game, 'status' | 'gametime' | 'period'>, timeZone?: string): string {
  const { status, period } = game;
  if (status === 'Final') return league === 'NHL' && period !== null && period > 3 ? `F/${period}` : 'Final';
  if (status === 'Scheduled') return formatStartTime(game.gametime, timeZone);
  if (status === 'Pre-Game') return 'Pre';
  if (period === null || period === undefined) return formatStartTime(game.gametime, timeZone);
  return league === 'MLB' ? String(period) : `P${period}`;
}
