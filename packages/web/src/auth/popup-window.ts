import { SIGN_IN_MESSAGE_TYPE, type SignInResult } from './sign-in-messages';

const POPUP_NAME = 'dayflow-sign-in';
const POPUP_WIDTH = 480;
const POPUP_HEIGHT = 680;

/** Opens our sign-in page in a centred popup; null when the browser blocked it. */
export function openSignInPopup(url: string): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  const features = `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
  return window.open(url, POPUP_NAME, features);
}

/** The window that opened this one, when it is one of our own pages (same origin). */
export function sameOriginOpener(): Window | null {
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return null;
  try {
    // Reading another origin's location throws: then this page was not opened by Dayflow.
    return opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null;
  }
}

/**
 * Tells the opener how the sign-in ended and closes the popup. Returns false when there is no
 * opener of ours to tell (a full-page sign-in), so the caller continues in this window.
 */
export function reportToOpener(result: SignInResult): boolean {
  const opener = sameOriginOpener();
  if (!opener) return false;
  opener.postMessage({ type: SIGN_IN_MESSAGE_TYPE, ...result }, window.location.origin);
  window.close();
  return true;
}
