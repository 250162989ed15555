/** Shapes and messages of the account API (spec section 7). */

export interface UserData {
  email: string;
  zipcodes: string[];
  shows: number[];
}

export const MIN_PASSWORD_LENGTH = 8;

export const NOT_AUTHORIZED_MESSAGE = 'Not authorized. Please log in to continue';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Log in to use your saved zip codes.';
