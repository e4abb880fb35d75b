import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINT_MD_PX } from '@dayflow/core';

/** Whether a CSS media query matches now; re-renders when it flips (window resize, rotation). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // Read synchronously on the first render, so the first paint already has the right layout.
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

export const DESKTOP_QUERY = `(min-width: ${BREAKPOINT_MD_PX}px)`;

/** Spec §2: 768 px and wider shows the sidebar and all three lists. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
