import { useCallback, useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { LONG_PRESS_MS } from '@dayflow/core';

/** A finger drifts a little while holding still; more than this is a scroll or a text selection. */
export const LONG_PRESS_MOVE_TOLERANCE_PX = 8;

/**
 * Where a long press must not start: the drag handle (it owns press-and-hold for touch drags),
 * and controls that act on their own press (checkbox, buttons, fields).
 */
const EXCLUDED = '[data-drag-handle], button, input, textarea, select, a, [role="menu"]';

export interface Point {
  x: number;
  y: number;
}

/**
 * Press and hold for 500 ms (spec §2) on mouse, pen or touch. Moving more than a few pixels,
 * releasing, or the browser taking over the gesture (scrolling: pointercancel) cancels it.
 * The click that follows a completed long press is swallowed, so releasing does not also act.
 */
export function useLongPress(onLongPress: (point: Point) => void, delayMs = LONG_PRESS_MS) {
  const pending = useRef<{ timer: number; start: Point } | null>(null);
  const fired = useRef(false);

  const cancel = useCallback(() => {
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      fired.current = false;
      cancel();
      if (event.button !== 0 || (event.target as Element).closest(EXCLUDED)) return;
      const start = { x: event.clientX, y: event.clientY };
      const timer = window.setTimeout(() => {
        pending.current = null;
        fired.current = true;
        onLongPress(start);
      }, delayMs);
      pending.current = { timer, start };
    },
    [cancel, delayMs, onLongPress],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent) => {
      const start = pending.current?.start;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > LONG_PRESS_MOVE_TOLERANCE_PX) {
        cancel();
      }
    },
    [cancel],
  );

  const onClickCapture = useCallback((event: MouseEvent) => {
    if (!fired.current) return;
    fired.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onClickCapture,
  };
}
