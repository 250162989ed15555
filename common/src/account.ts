/** Limits and messages of the account API (spec section 7); its payloads are declared in contract.ts. */
export type {
  AccountDeleted,
  AccountExport,
  AccountMessage,
  CalendarFeed,
  PasswordChanged,
  CreatedUser,
  FavouriteLeague,
  FavouriteTeam,
  FavouriteTeams,
  RevokedToken,
  SavedShows,
  SavedZips,
  UserData,
  UserTvLineup,
} from './contract';
import type { AlertSettings } from './contract';

export const MIN_PASSWORD_LENGTH = 8;
/** RFC 5321's limit on a forward path. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_SAVED_ZIPS = 50;
export const MAX_SAVED_SHOWS = 500;

export const NOT_AUTHORIZED_MESSAGE = 'Not authorized. Please log in to continue';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Log in to use your saved zip codes.';

/** What a user who has changed none of the alert settings is alerted of. */
export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  gameStart: true,
  gameFinal: true,
  episodeTonight: true,
  episodeStreaming: true,
  filmOnTv: true,
  filmStreaming: true,
  leadMinutes: 15,
  quietHours: null,
};
