import { useEffect, type RefObject } from 'react';

/**
 * Closes a popover on Escape or on a press outside it and outside the button that opened it.
 * `onDismiss(true)` asks to put focus back on that button (Escape); `false` means the user has
 * already moved on (a press elsewhere).
 */
export function useDismiss(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  anchor: RefObject<HTMLElement | null>,
  onDismiss: (restoreFocus: boolean) => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (panel.current?.contains(target) || anchor.current?.contains(target))) return;
      onDismiss(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onDismiss(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, panel, anchor, onDismiss]);
}
