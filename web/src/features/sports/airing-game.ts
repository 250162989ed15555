import type { Game, League } from '@guide/common/sports';

/** A game we list, with its league (its page's address depends on it). */
export interface ListedGame {
  league: League;
  game: Game;
}

/** How far a TV airing's start may be from a game's start for the airing to be that game (pre-game shows start early). */
const START_WINDOW_MS = 90 * 60_000;

/**
 * The listed game a TV airing shows: one whose two teams the airing's title names in full and
 * whose start is within the window of the airing's. A replay hours later is not the game.
 */
export function gameOfAiring(title: string, startTime: string, games: readonly ListedGame[]): ListedGame | undefined {
  const text = title.toLowerCase();
  const start = Date.parse(startTime);
  return games.find(
    ({ game }) =>
      text.includes(game.home.name.toLowerCase()) &&
      text.includes(game.visitor.name.toLowerCase()) &&
      Math.abs(Date.parse(game.gametime) - start) <= START_WINDOW_MS,
  );
}
