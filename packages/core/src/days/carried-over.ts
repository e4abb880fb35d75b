import { daysBetween } from '../time/local-date';

/**
 * "Carried over": how many day changes an open Today task has stayed open in Today through.
 * The server keeps, per such task, the local date it was first left open in Today at a day
 * change (`since`); a task that leaves Today, or is completed, loses it at the next day change.
 */

/** Days an open Today task has been carried over on `today`; never negative. */
export function carriedOverDays(since: string, today: string): number {
  return Math.max(0, daysBetween(since, today));
}

export interface CarryOverPlan {
  /** Tracked tasks no longer open in Today: forget them (a later return starts from 0). */
  drop: string[];
  /** Open Today tasks left over from `previousDay` that were not tracked yet. */
  add: { id: string; since: string }[];
}

/**
 * The bookkeeping at a day change, BEFORE Tomorrow's tasks move in (they arrive fresh).
 * `openToday` are the ids of the open Today tasks; `tracked` the ids already carrying a since.
 * After downtime across several days, `previousDay` is the last day that was started, so the
 * count covers the days the server was down too.
 */
export function planCarryOver(
  openToday: readonly string[],
  tracked: readonly string[],
  previousDay: string,
): CarryOverPlan {
  const open = new Set(openToday);
  const known = new Set(tracked);
  return {
    drop: tracked.filter((id) => !open.has(id)),
    add: openToday.filter((id) => !known.has(id)).map((id) => ({ id, since: previousDay })),
  };
}
