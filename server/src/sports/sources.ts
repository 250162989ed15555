import type { Game, MlbTeamPage, NhlTeamPage } from '@guide/common/sports';
import type { League } from '../reference/teams';

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

/** The sports domain's sources, picked once at start-up (choose-sources.ts). */
export interface SportsSources {
  games: Record<League, GamesSource>;
  mlbTeams: MlbTeamSource;
  nhlTeams: NhlTeamSource;
}
