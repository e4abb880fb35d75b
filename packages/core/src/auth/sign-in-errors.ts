/**
 * The error codes the server can put in `/auth/done?error=…`, each with our own words. Anyone can
 * link to that page with any text, so the page shows only these messages, never the URL's.
 * Codes the sign-in library or a provider sends that are not listed get the fallback.
 */
export const SIGN_IN_ERROR_MESSAGES = {
  access_denied: 'Sign-in was declined at the provider.',
  account_not_linked:
    'This email already has a Dayflow account with another sign-in method. Sign in that way, then link this provider from your profile.',
  provider_unreachable: 'The sign-in provider could not be reached. Please try again in a moment.',
  email_missing: 'The provider did not share an email address, which Dayflow needs.',
  invalid_token_signature: 'The provider’s answer could not be verified. Ask the operator to check its signing keys.',
  state_mismatch: 'That sign-in link expired. Please try again.',
  state_not_found: 'That sign-in link expired. Please try again.',
  invalid_code: 'The provider did not confirm your sign-in. Please try again.',
  unable_to_get_user_info: 'The provider did not share your profile. Please try again.',
  signup_disabled: 'New accounts cannot be created with this provider.',
  account_already_linked_to_different_user: 'This provider account is already linked to another Dayflow account.',
  sign_in_failed: 'Sign-in failed. Please try again.',
} as const;

export type SignInErrorCode = keyof typeof SIGN_IN_ERROR_MESSAGES;

/** What the page shows for a code it does not know. */
export const SIGN_IN_FALLBACK_ERROR: SignInErrorCode = 'sign_in_failed';

/** The sign-in library names a missing email `email_not_found`; both mean the same to a person. */
const ALIASES: Record<string, SignInErrorCode> = { email_not_found: 'email_missing' };

export function isSignInErrorCode(code: string): code is SignInErrorCode {
  return Object.hasOwn(SIGN_IN_ERROR_MESSAGES, code);
}

/** Our message for any code found in a URL; unknown or hostile text gets the fallback. */
export function signInErrorMessage(code: string): string {
  const key = code.toLowerCase();
  const known = Object.hasOwn(ALIASES, key) ? ALIASES[key]! : key;
  return isSignInErrorCode(known) ? SIGN_IN_ERROR_MESSAGES[known] : SIGN_IN_ERROR_MESSAGES[SIGN_IN_FALLBACK_ERROR];
}
