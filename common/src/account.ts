/** Shapes and messages of the account API (spec section 7). */

export interface UserData {
  email: string;
  zipcodes: string[];
  shows: number[];
  teams: FavouriteTeam[];
}

export type FavouriteLeague = 'mlb' | 'nhl';

/** A team a user follows, as the account API answers it. */
export interface FavouriteTeam {
  league: FavouriteLeague;
  id: number;
  name: string;
}

/** The secret address of a user's calendar feed. */
export interface CalendarFeed {
  url: string;
}

/** `POST /users/create` answers 201 with this. */
export interface CreatedUser {
  email: string;
  message: string;
}

/** `POST /users/revoke` answers this (also for a token that had expired already). */
export interface RevokedToken {
  revoked: true;
  message: string;
}

export const MIN_PASSWORD_LENGTH = 8;
/** RFC 5321's limit on a forward path. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_SAVED_ZIPS = 50;
export const MAX_SAVED_SHOWS = 500;

export const NOT_AUTHORIZED_MESSAGE = 'Not authorized. Please log in to continue';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Log in to use your saved zip codes.';
