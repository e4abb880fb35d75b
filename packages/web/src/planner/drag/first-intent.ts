/**
 * What shows a person is about to use the lists: a pointer moving or pressing, a touch, a
 * scroll, a key, focus moving. Each comes before a drag can start (a hand travels to the handle,
 * a finger lands, Tab reaches it), which is what gives the drag library's code time to arrive.
 */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'] as const;

/** Calls `callback` once, at the first sign of intent anywhere on the page. Returns a cancel. */
export function onFirstIntent(callback: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => INTENT_EVENTS.forEach((name) => window.removeEventListener(name, fire, options));
  function fire() {
    stop();
    callback();
  }
  INTENT_EVENTS.forEach((name) => window.addEventListener(name, fire, options));
  return stop;
}
