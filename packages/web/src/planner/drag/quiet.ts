/**
 * What the lists may be in the middle of that a remount would break: a pointer held down (a
 * long press, a drag about to start), a menu or a dialog open (their own focus and state), an
 * edit in place (leaving it saves it), typing in a list's field (a remount mid-word would swap
 * the field under the keyboard), or an IME composition in a field.
 */
const BUSY = '[role="menu"], dialog[open], [data-task-id] textarea, [data-section] :is(textarea, input):focus';
/** How often to look again while busy, besides the events that usually end it. */
const RECHECK_MS = 250;
const ENDINGS = ['pointerup', 'pointercancel', 'touchend', 'keyup', 'focusout', 'click', 'compositionend'] as const;

export interface PressWatch {
  busy: () => boolean;
  stop: () => void;
}

/** Starts following presses and compositions; `busy()` then says whether a remount would hurt. */
export function watchPresses(): PressWatch {
  const pressed = new Set<number>();
  let composing = false;
  const down = (event: PointerEvent) => {
    // Held on a drag handle: the remount does not break it, the press is replayed (early-press).
    if (!(event.target instanceof Element && event.target.closest('[data-drag-handle]'))) pressed.add(event.pointerId);
  };
  const up = (event: PointerEvent) => pressed.delete(event.pointerId);
  const compose = (event: CompositionEvent) => (composing = event.type === 'compositionstart');
  const options = { capture: true, passive: true } as const;
  window.addEventListener('pointerdown', down, options);
  window.addEventListener('pointerup', up, options);
  window.addEventListener('pointercancel', up, options);
  window.addEventListener('compositionstart', compose, options);
  window.addEventListener('compositionend', compose, options);
  return {
    busy: () => pressed.size > 0 || composing || document.querySelector(BUSY) !== null,
    stop: () => {
      window.removeEventListener('pointerdown', down, options);
      window.removeEventListener('pointerup', up, options);
      window.removeEventListener('pointercancel', up, options);
      window.removeEventListener('compositionstart', compose, options);
      window.removeEventListener('compositionend', compose, options);
    },
  };
}

/**
 * Calls `callback` once nothing is busy, always from a task of its own (never inside the caller's
 * render or effect), so the callback can commit the swap synchronously: no press can land between
 * the check and the remount. Returns a cancel.
 */
export function whenQuiet(busy: () => boolean, callback: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  let later: ReturnType<typeof setTimeout> | undefined;
  // After the event has been handled: a click that closes a menu removes it in React's update.
  const soon = () => {
    clearTimeout(later);
    later = setTimeout(check, 0);
  };
  const interval = setInterval(check, RECHECK_MS);
  const stop = () => {
    clearTimeout(later);
    clearInterval(interval);
    ENDINGS.forEach((name) => window.removeEventListener(name, soon, options));
  };
  function check() {
    if (busy()) return;
    stop();
    callback();
  }
  ENDINGS.forEach((name) => window.addEventListener(name, soon, options));
  soon();
  return stop;
}
