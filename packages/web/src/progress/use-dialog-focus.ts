import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Modal focus handling: focus moves into the dialog on open and back to `returnTo` on close;
 * Tab and Shift+Tab wrap inside; Escape closes.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  returnTo: RefObject<HTMLElement | null>,
  onClose: () => void,
) {
  useEffect(() => {
    const opener = returnTo.current;
    dialog.current?.focus();
    return () => opener?.focus();
  }, [dialog, returnTo]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
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
