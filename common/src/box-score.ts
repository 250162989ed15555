/** `GET /v1/sports/{mlb|nhl}/game/{id}/boxscore`: each side's lines (payloads in contract.ts), and what a box score says when it has none. */
import type { Game } from './contract';
import { hasBegun } from './sports';

export type {
  BoxScore,
  MlbBatterLine,
  MlbBoxScore,
  MlbPitcherLine,
  MlbTeamBox,
  NhlBoxScore,
  NhlGoalieLine,
  NhlSkaterLine,
  NhlTeamBox,
} from './contract';

/** Whether a game can have a box score yet: play has begun (a postponed or not-yet-started game has none). */
export const mayHaveBoxScore = (game: Game): boolean => hasBegun(game.status);

/** Why a game has no box score, in a sentence: not started, postponed, or not published by the provider yet. */
export function noBoxScoreNote(game: Game): string {
  if (game.status === 'Postponed') return 'No box score: the game was postponed before it started.';
  if (!hasBegun(game.status)) return 'No box score yet: the lines appear once the game starts.';
  return 'The box score is not available yet; the score and the scoring plays stand.';
}

/** A save percentage as NHL box scores write it: '.917', '1.000'; a dash when he faced no shot. */
export function savePercentage(value: number | null): string {
  if (value === null) return '–';
  return value >= 1 ? '1.000' : value.toFixed(3).replace(/^0/, '');
}
