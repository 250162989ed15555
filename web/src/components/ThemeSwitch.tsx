import { useEffect, useId, useSyncExternalStore } from 'react';
import { applyTheme, readTheme, storeTheme, subscribeToTheme, type ThemeChoice } from '../lib/theme';

const CHOICES: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

// On the server, and while hydrating, no device is known: the system's theme (no mismatch).
const onServer = (): ThemeChoice => 'system';

/**
 * System / Light / Dark, kept on this device. A group of radio buttons: one tab stop, the arrow
 * keys move the choice, and a screen reader hears "Theme" and which one is chosen.
 */
export function ThemeSwitch() {
  const choice = useSyncExternalStore(subscribeToTheme, readTheme, onServer);
  const name = useId();
  // prefs.js set data-theme before the first paint; the browser's bar colour follows here.
  useEffect(() => applyTheme(readTheme()), []);
  return (
    <fieldset className="theme-switch">
      <legend>Theme</legend>
      {CHOICES.map(({ value, label }) => (
        <label key={value}>
          <input type="radio" name={name} value={value} checked={choice === value} onChange={() => storeTheme(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
