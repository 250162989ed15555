import { useState, useSyncExternalStore } from 'react';
import { pageNow } from './page-clock';

/** A clock read every `everyMs` while someone listens. */
function ticking(everyMs: number) {
  let now = Date.now();
  return {
    read: () => now,
    subscribe(onTick: () => void) {
      now = Date.now();
      const timer = setInterval(() => {
        now = Date.now();
        onTick();
      }, everyMs);
      return () => clearInterval(timer);
    },
  };
}

/**
 * The current time in ms, moving on every `everyMs` while the screen is shown. A page rendered
 * on the server is hydrated at the instant it was drawn (page-clock.ts), then follows the clock.
 */
export function useNow(everyMs = 60_000): number {
  const [clock] = useState(() => ticking(everyMs));
  return useSyncExternalStore(clock.subscribe, clock.read, pageNow);
}
