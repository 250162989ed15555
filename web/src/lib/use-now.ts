import { startTransition, useEffect, useState } from 'react';
import { pageNow } from './page-clock';

/**
 * The current time in ms, moving on every `everyMs` while the screen is shown. A page rendered
 * on the server is hydrated at the instant it was drawn (page-clock.ts), then follows the clock.
 * Each move is a transition: React draws it in slices, so a page of hundreds of airings that
 * moves to the viewer's clock after hydrating keeps answering input (a store read with
 * useSyncExternalStore would redraw them all at once, in one long task).
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(pageNow);
  useEffect(() => {
    const tick = () => startTransition(() => setNow(Date.now()));
    tick();
    const timer = setInterval(tick, everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
