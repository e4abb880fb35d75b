import { useEffect, useState } from 'react';
import { SPLASH_LINE_INTERVAL_MS, TEXTS } from '@dayflow/core';

export const SPLASH_LAST_INDEX = TEXTS.splashLines.length - 1;

/**
 * Spec §4: the status line index goes 0 → last, one step every 2.2 s, then stays. `startAt` the
 * last line skips the splash (a returning visitor).
 */
export function useSplashLine(startAt = 0): number {
  const [index, setIndex] = useState(startAt);
  useEffect(() => {
    if (index >= SPLASH_LAST_INDEX) return;
    const timer = setTimeout(() => setIndex((i) => Math.min(i + 1, SPLASH_LAST_INDEX)), SPLASH_LINE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index]);
  return index;
}
