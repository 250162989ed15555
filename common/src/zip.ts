/** Rules for US zip codes, shared by the forms and the API. */

export const ZIP_LENGTH = 5;
/** The cinema falls back to this zip when the chosen one is not numeric above 1 (spec section 9). */
export const DEFAULT_CINEMA_ZIP = '20002';

export const ZIP_FORM_MESSAGE = 'Please enter a valid U.S. zip code.';
export const ACCOUNT_ZIP_MESSAGE = 'Please enter a valid zip';
export const zipExistsMessage = (zip: string) => `Zip code ${zip} already exists.`;

/** What the forms accept (spec section 5): non-empty, exactly 5 characters, at least one digit. */
export function isValidZipInput(value: string): boolean {
  return value.length === ZIP_LENGTH && /\d/.test(value);
}

/** What the API stores: exactly five digits, kept as a string so 02134 stays 02134. */
export function isFiveDigitZip(value: unknown): value is string {
  return typeof value === 'string' && /^\d{5}$/.test(value);
}

/** The zip the cinema asks for: the chosen one when it is numeric above 1, else the default. */
export function cinemaZip(value: string | null | undefined): string {
  if (value && isFiveDigitZip(value) && Number(value) > 1) return value;
  return DEFAULT_CINEMA_ZIP;
}
