import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINT_MD_PX, BREAKPOINT_SM_PX } from '@dayflow/core';

/** Spec §2: 768 px and wider shows the sidebar and all three lists. */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINT_MD_PX}px)`;
/** Under 640 px (spec §2, §9): the profile menu is a bottom sheet there. */
export const NARROW_QUERY = `(max-width: ${BREAKPOINT_SM_PX - 0.02}px)`;
export { REDUCED_MOTION_QUERY } from '../lib/reduced-motion';

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
