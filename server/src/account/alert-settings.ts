import { DEFAULT_ALERT_SETTINGS } from '@guide/common/account';
import type { AlertSettings } from '@guide/common/contract';

/** A user's row of user_alert_settings (quiet hours in minutes after midnight). */
export interface AlertSettingsRow {
  game_start: boolean;
  game_final: boolean;
  episode_tonight: boolean;
  episode_streaming: boolean;
  film_on_tv: boolean;
  film_streaming: boolean;
  lead_minutes: number;
  quiet_start: number | null;
  quiet_end: number | null;
}

// A user without a row is alerted as the defaults say (the alerts read them from here too).
export { DEFAULT_ALERT_SETTINGS };

/** Minutes after midnight as HH:MM, and back. */
export const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The settings a row holds; the defaults without one. */
export function alertSettingsOf(row: AlertSettingsRow | undefined): AlertSettings {
  if (!row) return DEFAULT_ALERT_SETTINGS;
  return {
    gameStart: row.game_start,
    gameFinal: row.game_final,
    episodeTonight: row.episode_tonight,
    episodeStreaming: row.episode_streaming,
    filmOnTv: row.film_on_tv,
    filmStreaming: row.film_streaming,
    leadMinutes: Number(row.lead_minutes),
    quietHours:
      row.quiet_start === null || row.quiet_end === null
        ? null
        : { start: clockTime(Number(row.quiet_start)), end: clockTime(Number(row.quiet_end)) },
  };
}
