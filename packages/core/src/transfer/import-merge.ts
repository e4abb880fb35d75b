import { parseRepeatRule, repeatRuleToRrule, simpleWeekdays } from '../routines/repeat-rule';
import type { Routine } from '../routines/routine-schemas';
import type { Settings } from '../settings/settings-schemas';
import { TimeZoneSchema } from '../streak/streak-schemas';
import type { PlannedRoutine, PlannedSettings, SkippedEntry } from './import-plan';
import type { IMPORTED_SETTINGS } from './import-schemas';

/*
 * How the parts of a Dayflow export other than tasks merge into an account: what the account
 * already has wins, and every part of the file left out says why. Into a new account everything
 * is taken, so a round trip reproduces the account.
 */

type SettingName = (typeof IMPORTED_SETTINGS)[number];

/** Routines already here (same text and weekdays) or twice in the file are left out. */
/**
 * Two routines with the same text on the same days are one: an import adds it once. A rule counts
 * as its canonical RRULE (weekday routines have none in old files: their weekdays say it).
 */
export const routineIdentity = (r: Pick<Routine, 'text' | 'weekdays'> & { rrule?: string }) => {
  const rule = r.rrule === undefined ? null : parseRepeatRule(r.rrule);
  const rhythm = rule && !simpleWeekdays(rule) ? repeatRuleToRrule(rule) : [...r.weekdays].sort().join(',');
  return `${rhythm}|${r.text}`;
};

export function mergeRoutines(
  planned: PlannedRoutine[],
  existing: (Pick<Routine, 'text' | 'weekdays'> & { rrule?: string })[],
): { fresh: PlannedRoutine[]; skipped: SkippedEntry[] } {
  const known = new Set(existing.map(routineIdentity));
  const fresh: PlannedRoutine[] = [];
  const skipped: SkippedEntry[] = [];
  for (const routine of planned) {
    if (known.has(routineIdentity(routine))) {
      skipped.push({ where: routine.where, reason: 'already one of your routines (same text and days)' });
    } else {
      known.add(routineIdentity(routine));
      fresh.push(routine);
    }
  }
  return { fresh, skipped };
}

const DEFAULTS: Omit<Settings, 'timeZone'> = { rollover: true, restDays: [] };
const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * A setting from the file is taken where the account still has its default (no zone yet, rollover
 * on, no rest days); one the account has changed itself stays, with the reason.
 */
export function mergeSettings(
  account: Settings,
  file: PlannedSettings,
): { set: Partial<Settings>; names: SettingName[]; skipped: SkippedEntry[] } {
  const set: Partial<Settings> = {};
  const skipped: SkippedEntry[] = [];
  const zone = file.timeZone;
  if (zone !== null && zone !== account.timeZone) {
    if (!TimeZoneSchema.safeParse(zone).success) {
      skipped.push({ where: 'settings.timeZone', reason: `“${zone}” is not a time zone this server knows` });
    } else if (account.timeZone === null) set.timeZone = zone;
    else {
      skipped.push({
        where: 'settings.timeZone',
        reason: `your account uses ${account.timeZone}; choose ${zone} in Settings if you want it`,
      });
    }
  }
  if (file.rollover !== account.rollover) {
    if (account.rollover === DEFAULTS.rollover) set.rollover = file.rollover;
    else
      skipped.push({
        where: 'settings.rollover',
        reason: 'your account has its own choice for moving Tomorrow to Today',
      });
  }
  if (!sameDays(file.restDays, account.restDays)) {
    if (account.restDays.length === 0) set.restDays = [...file.restDays];
    else skipped.push({ where: 'settings.restDays', reason: 'your account has its own rest days' });
  }
  return { set, names: Object.keys(set) as SettingName[], skipped };
}

/** Days of the file's History the account has no count for; a day it has keeps its own count. */
export function mergeHistory(
  planned: { date: string; completed: number; where: string }[],
  existing: { date: string; completed: number }[],
): { fresh: { date: string; completed: number }[]; skipped: SkippedEntry[] } {
  const counts = new Map(existing.map((d) => [d.date, d.completed]));
  const fresh: { date: string; completed: number }[] = [];
  const skipped: SkippedEntry[] = [];
  for (const { date, completed, where } of planned) {
    if (completed === 0) continue;
    const own = counts.get(date);
    if (own !== undefined && own > 0) {
      skipped.push({ where, reason: `History already counts ${own} completed on ${date}` });
    } else {
      counts.set(date, completed);
      fresh.push({ date, completed });
    }
  }
  return { fresh, skipped };
}

/**
 * Opening the planner counts its first day before anyone can import, so a one-day streak in an
 * account that has never completed a task holds nothing of the user's: it counts as no streak,
 * and the file's streak replaces it.
 */
export function streakIsEmpty(streak: { count: number } | undefined, completedDays: number): boolean {
  return streak === undefined || (streak.count <= 1 && completedDays === 0);
}
