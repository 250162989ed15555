import { isSettled, type Game, type MlbTeamPage, type NhlTeamPage } from '@guide/common/sports';
import type { League } from './teams';

/** What a lookup of one game can find: the game, nothing, or a game that was called off. */
export type GameLookup = { kind: 'game'; game: Game } | { kind: 'gone' } | { kind: 'unknown' };

/** One league's games, offline or from its provider. */
export interface GamesSource {
  readonly league: League;
  /** The games whose official date is `day`, by gametime; `fresh` skips cached provider answers. */
  gamesOn(day: string, options?: { fresh?: boolean }): Promise<Game[]>;
  game(id: number): Promise<GameLookup>;
  /** The first day after `after` that has games (looking up to about two months ahead live, a year offline). */
  nextGameDay(after: string): Promise<string | undefined>;
}

export interface MlbTeamSource {
  /** The team page payload, or undefined for a team id that is not an MLB club. */
  team(id: number, today: string): Promise<MlbTeamPage | undefined>;
}

export interface NhlTeamSource {
  /** The team page payload, or undefined for an id that is not a current NHL club. */
  team(id: number, today: string): Promise<NhlTeamPage | undefined>;
}

export const byGametime = (a: Game, b: Game) => a.gametime.localeCompare(b.gametime) || a.id - b.id;

/**
 * The team page's two lists, one rule for every source: upcoming is what is on a later day or
 * still open today; recent is what is settled (Final, Postponed, Suspended, Cancelled) today or
 * before. A postponed game stays on its own day; its make-up is a game of its new day.
 */
export const isUpcoming = (game: Game, today: string) => game.date > today || (game.date === today && !isSettled(game.status));
export const isRecent = (game: Game, today: string) => game.date <= today && isSettled(game.status);

/** A team's games (by gametime) split into upcoming and recent, both by gametime. */
export function splitTeamGames(games: Game[], today: string): { next: Game[]; past: Game[] } {
  return { next: games.filter((g) => isUpcoming(g, today)), past: games.filter((g) => isRecent(g, today)) };
}
