import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { onDemand, useOnDemand, type OnDemand } from '../../lib/on-demand';
import type { DragParts } from './drag-parts-types';
import { onFirstIntent } from './first-intent';
import { locateFocus, restoreFocus, type FocusSpot } from './focus-spot';
import { PLAIN_PARTS } from './plain-parts';
import { watchPresses, whenQuiet } from './quiet';
import { replayPress, watchEarlyPresses, type EarlyPress, type EarlyPresses } from './early-press';

/**
 * The drag library (~29 kB gzip with its redux) stays out of the planner's first download: a
 * planner opened to read or tick off tasks never needs it, and the first row should not wait
 * for its code to be fetched, parsed and run.
 */
const libraryParts = onDemand(() => import('./library-parts').then((module) => module.LIBRARY_PARTS));

export const loadDragParts = libraryParts.load;

/** Where the library's parts come from: a test gives a fresh source to see the swap happen. */
export const DragPartsSource = createContext<OnDemand<DragParts>>(libraryParts);

/**
 * The parts the board draws its lists with: plain ones first; the library's from the first sign
 * of intent (fetched then), swapped in once nothing is under way that a remount would break.
 * The swap remounts the lists: their state lives above it (kept-state), and focus is put back
 * where it was. Already-fetched code is used from the first render.
 */
export function useDragKit(): DragParts {
  const source = useContext(DragPartsSource);
  const [wanted, setWanted] = useState(() => source.loaded() !== undefined);
  const { value: library } = useOnDemand(source, wanted);
  const [mounted, setMounted] = useState(() => library !== undefined);
  const presses = useRef<ReturnType<typeof watchPresses> | null>(null);
  const early = useRef<EarlyPresses | null>(null);
  const focus = useRef<FocusSpot | null>(null);

  useEffect(() => {
    if (mounted) return;
    const watch = watchPresses();
    const handles = watchEarlyPresses();
    presses.current = watch;
    early.current = handles;
    return () => {
      watch.stop();
      presses.current = null;
      // What it caught stays to be taken by the effect below.
      handles.stop();
    };
  }, [mounted]);
  useEffect(() => (wanted ? undefined : onFirstIntent(() => setWanted(true))), [wanted]);
  useEffect(() => {
    if (!library || mounted) return;
    return whenQuiet(
      () => presses.current?.busy() ?? false,
      () => {
        focus.current = locateFocus();
        // Committed in this task: a press arriving meanwhile would start on a row about to go.
        flushSync(() => setMounted(true));
      },
    );
  }, [library, mounted]);
  // After the lists' own layout effects (this component is above them), before the paint.
  useLayoutEffect(() => {
    if (mounted && focus.current && restoreFocus(focus.current)) focus.current = null;
  }, [mounted]);
  useEffect(() => {
    if (!mounted) return;
    const press = early.current?.take() ?? null;
    early.current = null;
    return settle(focus, press);
  }, [mounted]);

  return mounted && library ? library : PLAIN_PARTS;
}

const SETTLE_FRAMES = 10;

/**
 * After the swap: focus back where it was, over a few frames if its row is not drawn yet (a
 * virtual list draws its rows a render later), then the early press replayed once its handle is
 * drawn, on the focused handle for a key. The library's sensors are listening by then (they bind
 * in layout effects).
 */
function settle(focus: { current: FocusSpot | null }, press: EarlyPress | null): () => void {
  let frames = 0;
  let frame = 0;
  let pending = press;
  // Focus is on nothing until its row is drawn: a Space meant for that handle is kept for it.
  const onKey = (event: KeyboardEvent) => {
    const taskId = focus.current?.handleOf;
    if (event.key !== ' ' || !taskId || document.activeElement !== document.body) return;
    event.preventDefault();
    pending = { kind: 'key', taskId };
  };
  window.addEventListener('keydown', onKey, true);
  const done = () => window.removeEventListener('keydown', onKey, true);
  const step = () => {
    if (focus.current && restoreFocus(focus.current)) focus.current = null;
    const last = ++frames >= SETTLE_FRAMES;
    if (last) focus.current = null;
    // The press waits for focus (a key drag moves the focused task), then for its handle.
    if (pending && !focus.current && replayPress(pending)) pending = null;
    if (!last && (focus.current || pending)) frame = requestAnimationFrame(step);
    else done();
  };
  step();
  return () => {
    cancelAnimationFrame(frame);
    done();
  };
}
