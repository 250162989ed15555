import { isSettled, type Game, type League } from '@guide/common/sports';
import { useState } from 'react';
import { formatLocalTime } from '../../lib/format';
import { useGameUpdater } from './game-update-api';
import { isWatchable } from './scoreboard';

/**
 * A tile's Update button, only while the game is worth updating, and "Updated 7:42 PM" once it
 * was. A lazy part of the tile (GameTile.tsx): the server draws it, and it answers once its
 * code, which comes after the app's, is here. `onUpdated` hears of the fresh game.
 */
export function GameUpdate({
  league,
  game,
  matchup,
  onUpdated,
}: {
  league: League;
  game: Game;
  matchup: string;
  onUpdated: (fresh: Game) => void;
}) {
  const update = useGameUpdater(league);
  const [state, setState] = useState<'idle' | 'updating' | 'updated'>('idle');
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  // A button that was pressed stays (disabled) so focus stays on it, unless the game can no longer change.
  const showButton = !isSettled(game.status) && (isWatchable(game) || state !== 'idle');

  const onUpdate = () => {
    if (state !== 'idle') return;
    setState('updating');
    update(game).then(
      (fresh) => {
        setUpdatedAt(Date.now());
        setState('updated');
        onUpdated(fresh);
      },
      () => setState('idle'),
    );
  };

  return (
    <>
      {state === 'updated' && (
        <span className="game-updated">
          Updated {updatedAt !== null && formatLocalTime(new Date(updatedAt).toISOString())}
        </span>
      )}
      {showButton && (
        // aria-disabled rather than disabled: a disabled button would drop the keyboard focus.
        <button
          type="button"
          className="game-update"
          onClick={onUpdate}
          aria-disabled={state !== 'idle'}
          aria-label={`Update ${matchup}`}
        >
          Update
        </button>
      )}
    </>
  );
}
