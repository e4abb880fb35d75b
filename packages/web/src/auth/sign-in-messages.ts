/** The one message the sign-in popup sends its opener; checked by type and origin. */
export const SIGN_IN_MESSAGE_TYPE = 'dayflow:sign-in';

export type SignInResult = { ok: true } | { ok: false; error: string; description?: string };
export type SignInMessage = { type: typeof SIGN_IN_MESSAGE_TYPE } & SignInResult;

export function isSignInMessage(data: unknown): data is SignInMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type !== SIGN_IN_MESSAGE_TYPE) return false;
  return message.ok === true || (message.ok === false && typeof message.error === 'string');
}

/** Error codes from the provider or the sign-in library, in words a person can act on. */
const ERROR_TEXTS: Record<string, string> = {
  access_denied: 'Sign-in was declined at the provider.',
  popup_closed: 'The sign-in window was closed before you finished.',
  state_mismatch: 'That sign-in link expired. Please try again.',
  state_not_found: 'That sign-in link expired. Please try again.',
  invalid_code: 'The provider did not confirm your sign-in. Please try again.',
  email_not_found: 'The provider did not share an email address, which Dayflow needs.',
  unable_to_get_user_info: 'The provider did not share your profile. Please try again.',
  account_not_linked: 'This email already has a Dayflow account with another sign-in method.',
  signup_disabled: 'New accounts cannot be created with this provider.',
  network: 'Could not reach Dayflow. Check your connection and try again.',
};

export function describeSignInError(code: string, description?: string): string {
  return ERROR_TEXTS[code.toLowerCase()] ?? (description?.trim() || 'Sign-in failed. Please try again.');
}
