/**
 * Spoiler-free mode as the screens that act on it read it (spoilers.ts keeps it): whether it is on,
 * and whether a game's score is hidden here now. Not needed by the landing page's tiles, whose
 * scores the stylesheet hides, so not in the first script (docs/decisions/0225).
 */
import { useSyncExternalStore } from 'react';
import type { League } from '@guide/common/sports';
import {
  SPOILER_TEAMS_KEY,
  gameKey,
  isSpoilerFree,
  read,
  subscribe,
  teamKey,
  useGameRevealed,
  words,
} from './spoilers';

/**
 * Whether spoiler-free mode is on here. A server's render (and the hydration that follows it)
 * says off: what is hidden before the app runs is hidden by the stylesheet, whatever React drew.
 */
export const useSpoilerFree = () => useSyncExternalStore(subscribe, isSpoilerFree, () => false);

/**
 * Whether the game's score is hidden here now: spoiler-free mode on, one of its teams kept on the
 * device, and the game not revealed (what the stylesheet hides, for the parts it cannot reach,
 * such as the document's title). False on the server and while hydrating.
 */
export function useHidesGame(
  league: League,
  game: { id: number; home: { id: number }; visitor: { id: number } },
): boolean {
  const on = useSpoilerFree();
  const revealed = useGameRevealed(gameKey(league, game.id));
  const teams = useSyncExternalStore(
    subscribe,
    () => read(SPOILER_TEAMS_KEY) ?? '',
    () => '',
  );
  const followed = words(teams);
  return (
    on &&
    !revealed &&
    (followed.includes(teamKey(league, game.home.id)) || followed.includes(teamKey(league, game.visitor.id)))
  );
}
