/**
 * The colour theme chosen on this device: 'light' or 'dark', or the system's when none is kept.
 * Kept in localStorage, never in a cookie, so a page is the same for everyone and can be kept.
 * `/prefs.js` (web/public) reads the same key and sets `data-theme` before the first paint;
 * this module changes it when the viewer picks another.
 */
import { THEME_COLOURS } from './theme-colours';

export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_KEY = 'theme';

export { THEME_COLOURS };

export function readTheme(): ThemeChoice {
  try {
    const kept = localStorage.getItem(THEME_KEY);
    return kept === 'light' || kept === 'dark' ? kept : 'system';
  } catch {
    // Storage turned off: the system's theme.
    return 'system';
  }
}

/** Keeps the choice on this device ('system' forgets it) and applies it to the page. */
export function storeTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Storage turned off: the choice holds for this page only.
  }
  applyTheme(choice);
  for (const listener of listeners) listener();
}

/**
 * Sets `data-theme` on <html> (none for the system's) and the theme-color of the browser's bar:
 * each `<meta name="theme-color">` keeps its media query, and an explicit choice gives them all its colour.
 */
export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const scheme = meta.getAttribute('media')?.includes('dark') ? 'dark' : 'light';
    meta.content = THEME_COLOURS[choice === 'system' ? scheme : choice];
  }
}

const listeners = new Set<() => void>();

/** For useSyncExternalStore: a choice made here or in another tab of the guide. */
export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_KEY && event.key !== null) return;
    applyTheme(readTheme());
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
