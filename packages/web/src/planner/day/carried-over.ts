import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Day } from '@dayflow/core';
import type { ServerData } from '../../lib/server-data';

/**
 * The signed-in user's day, provided around the planner (DayProvider); without one (a test's
 * board) nothing is carried over. Apart from the provider so that rows, which the lazy long-list
 * chunk also renders, do not pull its imports into the chunks they share.
 */
export const DayContext = createContext<ServerData<Day> | null>(null);

const none = () => () => {};

/** How many days an open Today task has been carried over (0: not carried over, or not known). */
export function useCarriedOverDays(taskId: string): number {
  const day = useContext(DayContext);
  return useSyncExternalStore(
    day?.subscribe ?? none,
    () => day?.get().data?.carriedOver.find((c) => c.taskId === taskId)?.days ?? 0,
  );
}

/** Whether the user follows a calendar (the day says so): the planner then loads its timeline. */
export function useFollowsCalendars(): boolean {
  const day = useContext(DayContext);
  return useSyncExternalStore(day?.subscribe ?? none, () => day?.get().data?.calendars === true);
}
