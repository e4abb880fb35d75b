import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINT_SM_PX } from '@dayflow/core';

export const NARROW_QUERY = `(max-width: ${BREAKPOINT_SM_PX - 0.02}px)`;

/** Under 640 px (spec §2, §9): the profile menu is a bottom sheet there. */
export function useNarrowScreen(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const list = window.matchMedia(NARROW_QUERY);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_QUERY).matches);
}
