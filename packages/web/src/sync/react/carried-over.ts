import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Day } from '@dayflow/core';
import { createResource } from '../../lib/resource-store';

/**
 * The signed-in user's day, provided by TaskStoreProvider; a test's ready store has none (nothing
 * carried over). Apart from the provider so that rows, which a lazy chunk also renders, do not
 * pull the provider's imports into the chunks they share.
 */
export const DayContext = createContext(createResource<Day | null>(null));

/** How many days an open Today task has been carried over (0: not carried over, or not known). */
export function useCarriedOverDays(taskId: string): number {
  const day = useContext(DayContext);
  return useSyncExternalStore(day.subscribe, () => day.get()?.carriedOver.find((c) => c.taskId === taskId)?.days ?? 0);
}
