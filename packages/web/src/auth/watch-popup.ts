import { isSignInMessage, type SignInResult } from './sign-in-messages';

export type PopupOutcome = SignInResult | { ok: false; error: 'popup_closed'; cancelled: true };

/** How often the opener looks whether the user closed the popup; there is no event for it. */
export const POPUP_CLOSED_POLL_MS = 500;
/**
 * The popup posts its result and closes at once; the message can arrive just after the poll
 * sees the window closed. A result that arrives within this grace still wins over "cancelled".
 */
export const POPUP_CLOSED_GRACE_MS = 800;

/**
 * Waits for the sign-in popup to report back (a message from our own origin and from that very
 * window), or to be closed by the user. Calls `onOutcome` once. Returns a function that stops
 * watching.
 */
export function watchPopup(popup: Window, onOutcome: (outcome: PopupOutcome) => void): () => void {
  let settled = false;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;

  const settle = (outcome: PopupOutcome) => {
    if (settled) return;
    settled = true;
    stop();
    onOutcome(outcome);
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || event.source !== popup) return;
    if (!isSignInMessage(event.data)) return;
    const { type: _type, ...result } = event.data;
    settle(result);
  };

  const poll = setInterval(() => {
    if (!popup.closed || graceTimer) return;
    graceTimer = setTimeout(() => settle({ ok: false, error: 'popup_closed', cancelled: true }), POPUP_CLOSED_GRACE_MS);
  }, POPUP_CLOSED_POLL_MS);

  function stop() {
    window.removeEventListener('message', onMessage);
    clearInterval(poll);
    clearTimeout(graceTimer);
  }

  window.addEventListener('message', onMessage);
  return () => {
    settled = true;
    stop();
  };
}
