import { gameStatusText, isFinal, isUnderway, type Game, type League } from '@guide/common/sports';

/** How long before its start a game counts as "about to start" (update button, self-refresh). */
const SOON_MS = 30 * 60_000;

/** Vocabulary words that mean the game is not being played as planned (the tile then says why). */
const INTERRUPTIONS: ReadonlySet<string> = new Set(['Delayed', 'Postponed', 'Suspended', 'Cancelled']);

export const isInterrupted = (game: Pick<Game, 'status'>): boolean => INTERRUPTIONS.has(game.status);

/** Play is on: under way and not merely delayed before a first pitch or face-off. */
export function isLive(game: Pick<Game, 'status'>): boolean {
  return isUnderway(game.status) && !isInterrupted(game);
}

/** Live, in its pre-game, or starting within half an hour: worth refreshing and updating. */
export function isWatchable(game: Pick<Game, 'status' | 'gametime'>, now: number = Date.now()): boolean {
  if (isUnderway(game.status) || game.status === 'Pre-Game') return true;
  if (game.status !== 'Scheduled') return false;
  const start = Date.parse(game.gametime);
  return start - now <= SOON_MS && start - now > -6 * 60 * 60_000;
}

/**
 * The tile's status text: the spec's rule from common (`gameStatusText`), with the one
 * abbreviation a fan would not say ('Pre') written out.
 */
export function statusText(league: League, game: Pick<Game, 'status' | 'gametime' | 'period'>): string {
  const text = gameStatusText(league, game);
  return text === 'Pre' ? 'Pre-game' : text;
}

/** Which side won a finished game, or null (not final, no scores, or a tie). */
export function winnerOf(game: Pick<Game, 'status' | 'home_score' | 'visitor_score'>): 'home' | 'visitor' | null {
  if (!isFinal(game.status) || game.home_score === null || game.visitor_score === null) return null;
  if (game.home_score === game.visitor_score) return null;
  return game.home_score > game.visitor_score ? 'home' : 'visitor';
}

/** The season label is shown only when it says something: not for the regular season. */
export function seasonLabel(description: string): string | null {
  return /^regular season$/i.test(description.trim()) ? null : description;
}

/** What a live game's period is called: 'Inning' for MLB, 'Period' for NHL. */
export function periodName(league: League): string {
  return league === 'MLB' ? 'Inning' : 'Period';
}
