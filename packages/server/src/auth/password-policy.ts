import { dictionary } from '@zxcvbn-ts/language-common';
import { NewPasswordSchema } from '@dayflow/core';

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

const NOT_EMAIL_MESSAGE = 'Choose a password that is not your email address';

/**
 * Why a new password for the account with this email is refused, or undefined when it is fine:
 * sign-up's rules, for every other way to set one (reset link, change-password, the shell).
 */
export function newPasswordProblem(password: unknown, email: string | undefined): string | undefined {
  const checked = NewPasswordSchema.safeParse(password);
  if (!checked.success) return checked.error.issues[0]!.message;
  if (isCommonPassword(checked.data)) return COMMON_PASSWORD_MESSAGE;
  if (email && email.trim().toLowerCase() === checked.data.trim().toLowerCase()) return NOT_EMAIL_MESSAGE;
  return undefined;
}
