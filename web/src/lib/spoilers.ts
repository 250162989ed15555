/**
 * Spoiler-free mode, kept on this device (docs/decisions/0165): whether it is on, the followed
 * teams whose games it hides, and the games revealed here. `/prefs.js` (web/public) reads the same
 * keys before the first paint, marks <html> with `data-spoilers` and writes the stylesheet rules
 * that hide those teams' scores; this module changes the keys and asks prefs.js to apply them
 * again. The account's own setting (GET /v1/users/watching-settings) is copied here when it loads.
 */
import { useSyncExternalStore } from 'react';
import type { League } from '@guide/common/sports';

export const SPOILERS_KEY = 'spoilers';
export const SPOILER_TEAMS_KEY = 'spoiler-teams';
export const SPOILER_REVEALED_KEY = 'spoiler-revealed';
/** Revealed games kept on the device: the newest ones (older games are long over). */
const MAX_REVEALED = 200;

declare global {
  interface Window {
    /** Defined by /prefs.js: applies the kept preferences to the page again. */
    guidePrefs?: { apply(): void };
  }
}

/** A game's key in the spoiler attributes and on the device: `mlb-745123`. */
export const gameKey = (league: League, id: number) => `${league.toLowerCase()}-${id}`;
/** A team's key: `nhl-3`. */
export const teamKey = (league: League | 'mlb' | 'nhl', id: number) => `${league.toLowerCase()}-${id}`;

/** A key kept on the device (null when none, or storage is off). */
export function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage turned off: nothing kept.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage turned off: the choice holds for this page only.
  }
}

export const words = (value: string | null) => (value ?? '').split(' ').filter(Boolean);

export const isSpoilerFree = () => read(SPOILERS_KEY) === 'hidden';

const listeners = new Set<() => void>();
function changed(): void {
  window.guidePrefs?.apply();
  for (const listener of listeners) listener();
}

/** Turns the mode on or off on this device. */
export function storeSpoilerFree(on: boolean): void {
  if (on === isSpoilerFree()) return;
  write(SPOILERS_KEY, on ? 'hidden' : null);
  changed();
}

/** Keeps the followed teams on the device, so their games' scores are hidden before the app runs. */
export function storeSpoilerTeams(teams: readonly { league: string; id: number }[]): void {
  const value = teams.map((t) => teamKey(t.league as 'mlb' | 'nhl', t.id)).join(' ');
  if (value === (read(SPOILER_TEAMS_KEY) ?? '')) return;
  write(SPOILER_TEAMS_KEY, value || null);
  changed();
}

/** Reveals a game on this device (its score, winner and series stay shown from now on). */
export function revealGame(key: string): void {
  const kept = words(read(SPOILER_REVEALED_KEY)).filter((k) => k !== key);
  write(SPOILER_REVEALED_KEY, [...kept, key].slice(-MAX_REVEALED).join(' '));
  changed();
}

/** For useSyncExternalStore: a change made here or in another tab of the guide. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && ![SPOILERS_KEY, SPOILER_TEAMS_KEY, SPOILER_REVEALED_KEY].includes(event.key)) return;
    window.guidePrefs?.apply();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the game was revealed on this device (false on the server and while hydrating). */
export function useGameRevealed(key: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => words(read(SPOILER_REVEALED_KEY)).includes(key),
    () => false,
  );
}
