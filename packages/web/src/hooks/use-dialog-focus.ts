import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogFocusOptions {
  /** What takes focus on open; the dialog itself when absent. */
  initial?: RefObject<HTMLElement | null>;
  /** Where focus goes back on close, when the opener does not handle it itself. */
  returnTo?: RefObject<HTMLElement | null>;
  /** Escape closes; leave out when something else (a dismiss hook) already listens for it. */
  onEscape?: () => void;
}

/**
 * Modal focus handling, for every dialog of the app: focus moves in on open (and back on close
 * when asked), Tab and Shift+Tab wrap inside. Returns the dialog's keydown handler.
 */
export function useDialogFocus(dialog: RefObject<HTMLElement | null>, options: DialogFocusOptions = {}) {
  const { initial, returnTo, onEscape } = options;
  useEffect(() => {
    const opener = returnTo?.current;
    (initial?.current ?? dialog.current)?.focus();
    return () => opener?.focus();
  }, [dialog, initial, returnTo]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
