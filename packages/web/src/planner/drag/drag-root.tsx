import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DragDropContextProps } from '@hello-pangea/dnd';
import { afterNextPaint } from '../../lib/after-next-paint';
import { onDemand } from '../../lib/on-demand';
import { DragKitContext, type DragKit } from './drag-kit-context';
import { restoreRowFocus, rowFocus, rowsAtRest, trackPresses, type RowFocus } from './swap-at-rest';

const dragKit = onDemand<DragKit>(() => import('./drag-kit'));

/** Fetches the drag library now (tests, and anything that knows a drag is coming). */
export const loadDragKit = dragKit.load;

/**
 * The drag library inside a responder: a drag is made by the library's own context, so whenever
 * a responder runs the kit has arrived.
 */
export const dragKitInUse = (): DragKit => dragKit.loaded()!;

/** Performance mark set when the planner has painted and the drag library is asked for. */
export const PLANNER_PAINTED_MARK = 'dayflow:planner-painted';

/** How often a swap that had to wait looks again. */
const REST_CHECK_MS = 100;

/**
 * The lists' drag-and-drop context, brought in after the planner's first paint: the lists are
 * drawn without the library first (drag-parts.tsx), then, once it has arrived and no row holds
 * a press or an edit, with it (swap-at-rest.ts). A page that already has it starts with it.
 */
export function DragRoot({ children, ...context }: DragDropContextProps) {
  const { kit, arriving } = useDragKitAfterPaint();
  const state = useMemo(() => ({ kit, arriving }), [kit, arriving]);
  const provided = <DragKitContext value={state}>{children}</DragKitContext>;
  return kit ? (
    <kit.DragDropContext dragHandleUsageInstructions={kit.DRAG_INSTRUCTIONS} {...context}>
      {provided}
    </kit.DragDropContext>
  ) : (
    provided
  );
}

function useDragKitAfterPaint() {
  const [kit, setKit] = useState<DragKit | null>(() => dragKit.loaded() ?? null);
  const carried = useRef<RowFocus | null>(null);
  const swapping = useRef(false);
  const arriving = useCallback(() => swapping.current, []);

  useEffect(() => {
    if (kit) return;
    trackPresses();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const swapWhenAtRest = (loaded: DragKit) => {
      if (stopped) return;
      if (!rowsAtRest()) {
        timer = setTimeout(() => swapWhenAtRest(loaded), REST_CHECK_MS);
        return;
      }
      carried.current = rowFocus();
      swapping.current = true;
      setKit(loaded);
    };
    const fetchKit = () =>
      dragKit.load().then(swapWhenAtRest, () => {
        // Offline with nothing cached: the lists work without dragging until the network is back.
        window.addEventListener('online', fetchKit, { once: true });
      });
    const cancelPaint = afterNextPaint(() => {
      performance.mark(PLANNER_PAINTED_MARK);
      void fetchKit();
    });
    return () => {
      stopped = true;
      cancelPaint();
      clearTimeout(timer);
      window.removeEventListener('online', fetchKit);
    };
  }, [kit]);

  // After the rows have mounted again (their layout effects run before this one).
  useLayoutEffect(() => {
    swapping.current = false;
    restoreRowFocus(carried.current);
    carried.current = null;
  }, [kit]);

  return { kit, arriving };
}
