import { daysBetween } from '../time/local-date';
import { addDays, startOfWeek } from '../time/calendar-days';

/**
 * History figures, as pure functions over per-day completed counts (the user's local dates).
 * Days missing from the input had no completion.
 */

export interface DayCount {
  date: string;
  completed: number;
}

export interface GoalDay extends DayCount {
  goalMet: boolean;
}

export interface HeatmapCell extends DayCount {
  /** 0 nothing, 1 under half the goal, 2 under the goal, 3 the goal or more. */
  level: 0 | 1 | 2 | 3;
  /** A day of this week still to come: drawn empty, not as a miss. */
  future: boolean;
}

export const HEATMAP_WEEKS = 12;

function countsByDate(counts: readonly DayCount[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const { date, completed } of counts) map.set(date, (map.get(date) ?? 0) + Math.max(0, completed));
  return map;
}

/** The `days` days ending on `today`, oldest first, each with its count (0 when missing). */
export function dayRange(counts: readonly DayCount[], today: string, days: number): DayCount[] {
  const map = countsByDate(counts);
  return Array.from({ length: Math.max(0, days) }, (_, i) => {
    const date = addDays(today, i - days + 1);
    return { date, completed: map.get(date) ?? 0 };
  });
}

/** The last 7 days (today included), each against the daily goal. */
export function lastSevenDays(counts: readonly DayCount[], today: string, goal: number): GoalDay[] {
  return dayRange(counts, today, 7).map((day) => ({ ...day, goalMet: day.completed >= goal }));
}

export function heatLevel(completed: number, goal: number): HeatmapCell['level'] {
  if (completed <= 0) return 0;
  if (completed >= goal) return 3;
  return completed * 2 < goal ? 1 : 2;
}

/**
 * A 12-week heatmap: whole weeks Monday to Sunday, the last one being this week, in date order
 * (column by column). Days after today are `future`.
 */
export function heatmap(
  counts: readonly DayCount[],
  today: string,
  goal: number,
  weeks = HEATMAP_WEEKS,
): HeatmapCell[] {
  const map = countsByDate(counts);
  const first = addDays(startOfWeek(today), -7 * (weeks - 1));
  return Array.from({ length: weeks * 7 }, (_, i) => {
    const date = addDays(first, i);
    const future = daysBetween(today, date) > 0;
    const completed = future ? 0 : (map.get(date) ?? 0);
    return { date, completed, level: heatLevel(completed, goal), future };
  });
}

/** Tasks completed this week (Monday to today). */
export function weekTotal(counts: readonly DayCount[], today: string): number {
  const monday = startOfWeek(today);
  let total = 0;
  for (const [date, completed] of countsByDate(counts)) {
    const offset = daysBetween(monday, date);
    if (offset >= 0 && daysBetween(date, today) >= 0) total += completed;
  }
  return total;
}

export interface HistorySummary {
  today: string;
  dailyGoal: number;
  days: DayCount[];
  lastSevenDays: GoalDay[];
  heatmap: HeatmapCell[];
  bestStreak: number;
  weekTotal: number;
}

/**
 * Everything the history view shows, from all of a user's day counts, and the best streak as the
 * streak itself keeps it (core streak/bestStreak): the card and History never count two ways.
 */
export function summarizeHistory(input: {
  counts: readonly DayCount[];
  today: string;
  days: number;
  dailyGoal: number;
  bestStreak: number;
}): HistorySummary {
  const { counts, today, days, dailyGoal, bestStreak } = input;
  return {
    today,
    dailyGoal,
    days: dayRange(counts, today, days),
    lastSevenDays: lastSevenDays(counts, today, dailyGoal),
    heatmap: heatmap(counts, today, dailyGoal),
    bestStreak,
    weekTotal: weekTotal(counts, today),
  };
}
