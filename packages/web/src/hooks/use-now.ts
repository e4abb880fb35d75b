import { useEffect, useState } from 'react';

/** The reminder card only needs minute precision: a task turns "too long" at most a minute late. */
export const NOW_REFRESH_MS = 60_000;

/** The current time, refreshed every `intervalMs`, so rules that take `now` re-run on their own. */
export function useNow(intervalMs = NOW_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
