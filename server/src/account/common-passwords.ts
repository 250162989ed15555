import { MIN_PASSWORD_LENGTH } from '@guide/common/account';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords, from zxcvbn-ts's maintained list (offline, in the package): the ones
 * tried first by anyone guessing. Only those long enough to pass the length rule are kept.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= MIN_PASSWORD_LENGTH));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones, which are tried first. Please choose another.';
