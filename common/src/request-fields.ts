import { z } from 'zod';
import { isIsoDay } from './dates';

/**
 * Request fields more than one endpoint reads, declared once. Each takes the sentences its
 * endpoint answers with (a missing field names where it goes: `?zip=`, `?show=`…); the rules are
 * the same.
 */

/** A U.S. zip code: exactly five digits, kept as a string so 02134 stays 02134. */
export const zipCode = (
  messages: { required: string; invalid: string } = {
    required: 'A zip code is required, for example ?zip=10001.',
    invalid: 'The zip code must be 5 digits, for example 10001.',
  },
) => z.string({ message: messages.required }).regex(/^\d{5}$/, { message: messages.invalid });

/** A positive id written as digits (at most `maxDigits`), as a number. */
export const positiveId = (invalid: string, options: { required?: string; maxDigits?: number } = {}) =>
  z
    .string(options.required ? { message: options.required } : undefined)
    .regex(new RegExp(`^[1-9]\\d{0,${(options.maxDigits ?? 9) - 1}}$`), invalid)
    .transform(Number);

/**
 * A provider's numeric id in a path (games, teams): a positive safe integer written one way only,
 * in plain decimal digits. `1e3`, `0x10`, ` 147`, `+147`, `0147` and `147.0` are refused rather
 * than read as numbers, so one id has one address (and one kept answer). `what` names the field
 * in the sentence (`game id`, `team id`).
 */
export const numericId = (what: string) => {
  const sentence = `The ${what} must be a positive whole number written in digits only, such as 147.`;
  return z
    .string({ message: sentence })
    .regex(/^[1-9]\d{0,15}$/, sentence)
    .transform(Number)
    .refine((id) => Number.isSafeInteger(id), `The ${what} is too large.`);
};

/** A calendar day, YYYY-MM-DD, that exists. */
export const isoDay = (
  required: string,
  invalid = 'The date must be a real day written as YYYY-MM-DD, for example 2026-11-21.',
) => z.string({ message: required }).refine((v) => isIsoDay(v), { message: invalid });
