import { useEffect, useState } from 'react';
import { DAY_ROLLOVER_CHECK_MS, localDateKey } from '@dayflow/core';

export interface LocalDay {
  timeZone: string;
  /** Today's local date, `YYYY-MM-DD`. */
  today: string;
  /** An instant within `today`, for rules that take `now`. */
  now: number;
  /** True once the day has changed while the planner was open (spec §4 'New day, new potential'). */
  rolledOver: boolean;
}

/** The browser's IANA zone; UTC when the runtime cannot tell or names one Intl rejects. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) {
      localDateKey(0, zone);
      return zone;
    }
  } catch {
    // fall through
  }
  return 'UTC';
}

function readDay(timeZone: string, rolledOver: boolean): LocalDay {
  const now = Date.now();
  return { timeZone, today: localDateKey(now, timeZone), now, rolledOver };
}

/**
 * The user's local day, re-checked every 60 s (spec §9) and whenever the tab becomes visible
 * again (a sleeping laptop misses its timers). Only a change of date re-renders.
 */
export function useLocalDay(): LocalDay {
  const [day, setDay] = useState(() => readDay(browserTimeZone(), false));

  useEffect(() => {
    const check = () => {
      const next = readDay(day.timeZone, true);
      if (next.today !== day.today) setDay(next);
    };
    const timer = setInterval(check, DAY_ROLLOVER_CHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [day.timeZone, day.today]);

  return day;
}
