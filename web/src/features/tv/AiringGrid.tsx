import { useState, type ReactNode } from 'react';
import { LoadFailure, type Retryable } from '../../components/LoadFailure';
import { LoadingDots } from '../../components/LoadingDots';
import { localToday } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { aroundNow, isOnNow, type Timed } from './on-now';

interface AiringGridProps<T extends Timed> {
  state: { isPending: boolean; isError: boolean } & Retryable;
  /** The page's own failure text (the spec gives movies and sports different ones). */
  failure: string;
  /** The day shown: today opens at the current time. */
  day: string;
  airings: T[];
  tile(airing: T, onNow: boolean): ReactNode;
}

/**
 * A day's airings as tiles, with the loading dots and failure message both TV lists share.
 * Today opens at the current time: everything on now first (marked, with how far along), then
 * what starts later, and the airings already over behind one button that shows them above.
 */
export function AiringGrid<T extends Timed>({ state, failure, day, airings, tile }: AiringGridProps<T>) {
  const [showEarlier, setShowEarlier] = useState(false);
  const now = useNow();
  if (state.isPending) return <LoadingDots />;
  if (state.isError) return <LoadFailure retry={state}>{failure}</LoadFailure>;
  // Today: all that is on now first, then what starts later; what is over waits behind a button.
  const { onNow, later, earlier } =
    day === localToday() ? aroundNow(airings, now) : { onNow: [], later: airings, earlier: [] };
  const rest = [...onNow, ...later];
  const visible = showEarlier ? [...earlier, ...rest] : rest;
  return (
    <>
      {earlier.length > 0 && (
        <button
          type="button"
          className="earlier-toggle small"
          aria-expanded={showEarlier}
          onClick={() => setShowEarlier((s) => !s)}
        >
          {showEarlier ? 'Hide' : 'Show'} {earlier.length} earlier {earlier.length === 1 ? 'airing' : 'airings'}
        </button>
      )}
      <div className="tile-grid airing-grid">{visible.map((a) => tile(a, isOnNow(a, now)))}</div>
    </>
  );
}
