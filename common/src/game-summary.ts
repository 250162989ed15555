/**
 * `GET /v1/sports/{mlb|nhl}/game/{id}/summary`: one game in full, shared by the server and the
 * web app. (The server describes the same shape with zod for its OpenAPI document.)
 */
import type { Game, TeamRef } from './sports';

/** One inning (MLB) or period (NHL) of the line score; a side that has not batted or played it (yet) is null. */
export interface LineScorePeriod {
  number: number;
  /** '1'…'9', '10' (MLB); '1st', '2nd', '3rd', 'OT', '2OT', 'SO' (NHL). */
  label: string;
  home: number | null;
  visitor: number | null;
}

export interface MlbTotals {
  runs: number;
  hits: number;
  errors: number;
}

export interface NhlTotals {
  goals: number;
  shots: number;
}

export interface LineScore<T> {
  periods: LineScorePeriod[];
  home: T;
  visitor: T;
}

/** A scoring play and the score after it, so the last one is the final score. */
export interface ScoringPlay {
  period: number;
  label: string;
  team: TeamRef;
  description: string;
  home_score: number;
  visitor_score: number;
}

export type BroadcastMarket = 'national' | 'home' | 'away';

/** Where a game is on: a network, for the whole country or for one team's market. */
export interface Broadcast {
  network: string;
  market: BroadcastMarket;
  /** 'US', 'CA'; null when the provider does not say. */
  country: string | null;
}

/** An airing of the game in our own sports-on-TV listing. */
export interface OnTv {
  station: string;
  /** ISO instant the airing starts. */
  start: string;
  title: string;
}

export interface Star {
  star: number;
  name: string;
  team: TeamRef;
}

export interface Decisions {
  winner: string | null;
  loser: string | null;
  save: string | null;
}

interface SummaryBase {
  /** The game as the day lists give it. */
  game: Game;
  scoring: ScoringPlay[];
  venue: string | null;
  broadcasts: Broadcast[];
  onTv: OnTv[];
}

export interface MlbGameSummary extends SummaryBase {
  league: 'MLB';
  linescore: LineScore<MlbTotals>;
  /** Named once the game is final (the save only when there was one); null before. */
  decisions: Decisions | null;
}

export interface NhlGameSummary extends SummaryBase {
  league: 'NHL';
  linescore: LineScore<NhlTotals>;
  /** The three stars once the game is final; empty before. */
  stars: Star[];
}

export type GameSummary = MlbGameSummary | NhlGameSummary;

/** NHL period names: '1st'…'3rd', then 'OT' (playoffs: '2OT' and on) and, in the regular season, 'SO'. */
export function nhlPeriodLabel(number: number, playoffs: boolean): string {
  if (number <= 3) return ['1st', '2nd', '3rd'][number - 1]!;
  if (playoffs) return number === 4 ? 'OT' : `${number - 3}OT`;
  return number === 4 ? 'OT' : 'SO';
}

/** A game's main network, what a tile names: its first national broadcast (one for the US first, this being a US guide), or undefined. */
export function mainNetwork(broadcasts: readonly Broadcast[]): string | undefined {
  const national = broadcasts.filter((b) => b.market === 'national');
  return (national.find((b) => b.country === 'US' || b.country === null) ?? national[0])?.network;
}
