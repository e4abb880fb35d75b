import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords from leaked-password corpora (zxcvbn-ts's `passwords-common`
 * list, MIT), bundled with the server: nothing is fetched at run time, and the list never goes to
 * the browser. Compared without case, since "Password" is guessed as early as "password".
 */
let common: Set<string> | undefined;

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones and would be guessed quickly; choose another';

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => String(entry).toLowerCase()));
  return common.has(password.trim().toLowerCase());
}
