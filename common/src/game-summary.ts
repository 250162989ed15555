/** `GET /v1/sports/{mlb|nhl}/game/{id}/summary`: one game in full (its payload is declared in contract.ts), and its rules. */
import type { Broadcast } from './contract';

export type {
  Broadcast,
  BroadcastMarket,
  Decisions,
  GameSummary,
  LineScorePeriod,
  MlbGameSummary,
  MlbTotals,
  NhlGameSummary,
  NhlTotals,
  OnTv,
  ScoringPlay,
  Star,
} from './contract';

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
