import { isSettled, type Game } from '@guide/common/sports';

export const byGametime = (a: Game, b: Game) => a.gametime.localeCompare(b.gametime) || a.id - b.id;

/**
 * The team page's two lists, one rule for every source: upcoming is what is on a later day or
 * still open today; recent is what is settled (Final, Postponed, Suspended, Cancelled) today or
 * before. A postponed game stays on its own day; its make-up is a game of its new day.
 */
export const isUpcoming = (game: Game, today: string) =>
  game.date > today || (game.date === today && !isSettled(game.status));
export const isRecent = (game: Game, today: string) => game.date <= today && isSettled(game.status);

/** A team's games (by gametime) split into upcoming and recent, both by gametime. */
export function splitTeamGames(games: Game[], today: string): { next: Game[]; past: Game[] } {
  return { next: games.filter((g) => isUpcoming(g, today)), past: games.filter((g) => isRecent(g, today)) };
}
