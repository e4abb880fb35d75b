import type { ReactNode } from 'react';
import { useProfile } from '../../session/session';
import { DayContext } from './carried-over';
import { dayStore } from './day-store';

/** Gives the planner's rows the signed-in user's day (carried-over badges). */
export function DayProvider({ children }: { children: ReactNode }) {
  return <DayContext.Provider value={dayStore(useProfile().id)}>{children}</DayContext.Provider>;
}
