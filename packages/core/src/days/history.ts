import { daysBetween } from '../time/local-date';
import { addDays, startOfWeek, weekdayOf } from './calendar';

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

/**
 * The longest run ever of days with at least one completion. Rest days neither extend nor
 * break a run: a rest day with no completion is skipped, and completions on a rest day do not
 * add to it.
 */
export function bestStreak(counts: readonly DayCount[], restDays: readonly number[] = []): number {
  const active = [...countsByDate(counts)].filter(([, n]) => n > 0).map(([date]) => date);
  active.sort();
  const rest = new Set(restDays);
  let best = 0;
  let run = 0;
  let last: string | null = null;
  for (const date of active) {
    if (rest.has(weekdayOf(date))) continue;
    run = last !== null && onlyRestDaysBetween(last, date, rest) ? run + 1 : 1;
    best = Math.max(best, run);
    last = date;
  }
  return best;
}

function onlyRestDaysBetween(from: string, to: string, rest: ReadonlySet<number>): boolean {
  const gap = daysBetween(from, to);
  if (gap - 1 >= 7 && rest.size < 7) return false;
  for (let i = 1; i < gap; i += 1) if (!rest.has(weekdayOf(addDays(from, i)))) return false;
  return true;
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

/** Everything the history view shows, from all of a user's day counts. */
export function summarizeHistory(input: {
  counts: readonly DayCount[];
  today: string;
  days: number;
  dailyGoal: number;
  restDays: readonly number[];
}): HistorySummary {
  const { counts, today, days, dailyGoal, restDays } = input;
  return {
    today,
    dailyGoal,
    days: dayRange(counts, today, days),
    lastSevenDays: lastSevenDays(counts, today, dailyGoal),
    heatmap: heatmap(counts, today, dailyGoal),
    bestStreak: bestStreak(counts, restDays),
    weekTotal: weekTotal(counts, today),
  };
}
