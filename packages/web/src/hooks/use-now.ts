import { useEffect, useState } from 'react';

/** The reminder card only needs minute precision: a task turns "too long" at most a minute late. */
export const NOW_REFRESH_MS = 60_000;

/** The current time, refreshed every `intervalMs`, so rules that take `now` re-run on their own. */
export function useNow(intervalMs = NOW_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // Time may pass between the render and this effect (a busy page): the interval's first tick
    // is a whole interval away, so one comes at once too.
    const first = window.setTimeout(tick, 0);
    const id = window.setInterval(tick, intervalMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [intervalMs]);
  return now;
}
