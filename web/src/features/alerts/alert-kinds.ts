import type { AlertKind, AlertSettings } from '@guide/common/contract';

/** A switch of the alert settings: one per kind of alert. */
export type AlertSwitch = {
  [K in keyof AlertSettings]: AlertSettings[K] extends boolean ? K : never;
}[keyof AlertSettings];

/** Each kind of alert: its switch, its name on the Alerts page, and what it tells in the settings and on Notify me. */
export const ALERT_KINDS: readonly { kind: AlertKind; key: AlertSwitch; name: string; label: string }[] = [
  { kind: 'game-start', key: 'gameStart', name: 'Game starting', label: 'My team’s game is about to start' },
  {
    kind: 'game-final',
    key: 'gameFinal',
    name: 'Final',
    label: 'My team’s game has ended (no score in spoiler-free mode)',
  },
  {
    kind: 'episode-tonight',
    key: 'episodeTonight',
    name: 'On tonight',
    label: 'A show I follow has an episode tonight (in the afternoon)',
  },
  {
    kind: 'episode-streaming',
    key: 'episodeStreaming',
    name: 'New episode streaming',
    label: 'A show I follow has a new episode out on one of my services',
  },
  { kind: 'film-on-tv', key: 'filmOnTv', name: 'Film on TV', label: 'A film on my watchlist is on TV in the next day' },
  {
    kind: 'film-streaming',
    key: 'filmStreaming',
    name: 'Film now streaming',
    label: 'A film on my watchlist arrives on one of my services',
  },
];

export const alertKindName = (kind: AlertKind) => ALERT_KINDS.find((k) => k.kind === kind)?.name ?? 'Alert';
