/** A hidden tab gets no animation frames; past this, the callback runs anyway. */
const HIDDEN_TAB_FALLBACK_MS = 100;

/**
 * Runs `callback` once the browser has painted what is on screen now: a task queued from the
 * next animation frame runs after that frame's paint. Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let pending = true;
  const run = () => {
    if (!pending) return;
    pending = false;
    callback();
  };
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (afterFrame = setTimeout(run, 0)));
  const fallback = setTimeout(run, HIDDEN_TAB_FALLBACK_MS);
  return () => {
    pending = false;
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
  };
}
