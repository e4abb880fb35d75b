import { signInErrorMessage } from '@dayflow/core';
import { PROVIDER_CHOICE_KEY } from '../lib/storage-keys';

/** The one message the sign-in popup sends its opener; checked by type and origin. */
export const SIGN_IN_MESSAGE_TYPE = 'dayflow:sign-in';

export type SignInResult = { ok: true } | { ok: false; error: string; description?: string; provider?: string };
export type SignInMessage = { type: typeof SIGN_IN_MESSAGE_TYPE } & SignInResult;

export function isSignInMessage(data: unknown): data is SignInMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type !== SIGN_IN_MESSAGE_TYPE) return false;
  if (message.ok === true) return true;
  return (
    message.ok === false &&
    typeof message.error === 'string' &&
    (message.provider === undefined || typeof message.provider === 'string')
  );
}

/** Texts of the popup itself, not of the server's /auth/done codes (those are in core). */
const LOCAL_TEXTS: Record<string, string> = {
  popup_closed: 'The sign-in window was closed before you finished.',
  not_signed_in: 'The sign-in did not complete. Please try again.',
  network: 'Could not reach Dayflow. Check your connection and try again.',
};

/**
 * Our own words for an error code, which may come from a URL anyone can write: only texts of
 * ours are shown (core's list, an unknown code gets its fallback). `provider` is a name from our
 * own provider list (see rememberProviderChoice), never URL text.
 */
export function describeSignInError(code: string, provider?: string): string {
  const key = code.toLowerCase();
  if (key === 'provider_unreachable' && provider) return `Could not reach ${provider}. Please try again in a moment.`;
  return (Object.hasOwn(LOCAL_TEXTS, key) && LOCAL_TEXTS[key]) || signInErrorMessage(key);
}

/**
 * The provider button pressed in this window, so the page the provider returns to can name it.
 * Session storage lives exactly as long as that round trip in the same popup or tab.
 */
export function rememberProviderChoice(name: string): void {
  try {
    sessionStorage.setItem(PROVIDER_CHOICE_KEY, name);
  } catch {
    // Storage can be off; the message then says "the sign-in provider".
  }
}

export function chosenProvider(): string | undefined {
  try {
    return sessionStorage.getItem(PROVIDER_CHOICE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
