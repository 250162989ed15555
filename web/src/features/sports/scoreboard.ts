import { displayZone, pageNow } from '../../lib/page-clock';
import { gameStatusText, isFinal, isSettled, isUnderway, type Game, type League } from '@guide/common/sports';

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
export function isWatchable(game: Pick<Game, 'status' | 'gametime'>, now: number = pageNow()): boolean {
  if (isUnderway(game.status) || game.status === 'Pre-Game') return true;
  if (game.status !== 'Scheduled') return false;
  const start = Date.parse(game.gametime);
  return start - now <= SOON_MS && start - now > -6 * 60 * 60_000;
}

type TileGame = Pick<
  Game,
  'status' | 'gametime' | 'period' | 'description' | 'detail' | 'inning_half' | 'outs' | 'clock' | 'intermission'
>;

/** '1st', '2nd', '3rd', '4th', '11th', '21st'. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const HALF_WORDS = { Top: 'Top', Middle: 'Mid', Bottom: 'Bot', End: 'End' } as const;

/** A live MLB game in a fan's words: 'Top 5th · 1 out', 'Bot 9th · 2 outs', 'Mid 3rd'. */
function inningWords(game: TileGame): string {
  const inning = ordinal(game.period!);
  if (!game.inning_half) return inning;
  const where = `${HALF_WORDS[game.inning_half]} ${inning}`;
  return game.outs === undefined ? where : `${where} · ${game.outs} ${game.outs === 1 ? 'out' : 'outs'}`;
}

/** An NHL period's name: '2nd', 'OT' (playoffs: '2OT' and on), a regular-season 5th is the shootout. */
function periodWords(game: TileGame): string {
  const period = game.period!;
  if (period <= 3) return ordinal(period);
  const playoffs = /playoff/i.test(game.description);
  if (!playoffs) return period === 4 ? 'OT' : 'Shootout';
  return period === 4 ? 'OT' : `${period - 3}OT`;
}

/** A live NHL game in words: '2nd · 12:31', 'OT · 3:05', 'End of 2nd', 'Shootout'. */
function clockWords(game: TileGame): string {
  const period = periodWords(game);
  if (game.intermission) return `End of ${period}`;
  return game.clock ? `${period} · ${game.clock}` : period;
}

/**
 * The tile's status text. Where play stands is said in words (issue 18 departs from the spec's
 * bare '5' and 'P1' here): the half-inning and outs, the period and its clock; an NHL final
 * says how it was decided ('Final/OT', 'Final/SO', the provider's words). Everything else is
 * the spec's rule from common (`gameStatusText`), with 'Pre' written out.
 */
export function statusText(league: League, game: TileGame): string {
  if (game.status === 'In Progress' && game.period !== null)
    return league === 'MLB' ? inningWords(game) : clockWords(game);
  if (game.status === 'Final' && league === 'NHL' && game.detail?.startsWith('Final/')) return game.detail;
  if (game.status === 'Final' && league === 'NHL' && game.period !== null && game.period > 3) return 'Final/OT';
  const text = gameStatusText(league, game, displayZone());
  return text === 'Pre' ? 'Pre-game' : text;
}

/** Where a game goes in a day's list: live first, then what is still to come, then what is over. */
export function playOrder(game: Pick<Game, 'status'>): number {
  if (isLive(game)) return 0;
  return isSettled(game.status) ? 2 : 1;
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
