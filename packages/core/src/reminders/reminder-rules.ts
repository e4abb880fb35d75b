import { addDays } from '../time/calendar-days';
import type { Section } from '../tasks/task-schemas';
import {
  REMIND_EVENING_MINUTES,
  REMIND_LATER_TODAY_MS,
  REMIND_MORNING_MINUTES,
  REMINDER_MISSED_AFTER_MS,
  REMINDER_SNOOZE_LONG_MS,
  REMINDER_SNOOZE_MS,
} from './reminder-constants';
import { instantAt, localTimeOf } from './zoned-time';

/**
 * A reminder after a move between Today and Tomorrow: the same time of day on the list's date
 * (today's or tomorrow's local date). Brain Dump has no date, so moving there or from there
 * keeps the reminder as it is. Null stays null.
 */
export function reminderAfterMove(
  remindAt: number | null,
  from: Section,
  to: Section,
  now: number,
  timeZone: string,
): number | null {
  if (remindAt === null || from === to) return remindAt;
  if (to !== 'today' && to !== 'tomorrow') return remindAt;
  const today = localTimeOf(now, timeZone).date;
  const { minutes } = localTimeOf(remindAt, timeZone);
  return instantAt(to === 'tomorrow' ? addDays(today, 1) : today, minutes, timeZone);
}

/** A past reminder on an open task: the row shows it as due. */
export const isReminderDue = (task: { remindAt?: string | null; completed: boolean }, now: number) =>
  !task.completed && task.remindAt != null && Date.parse(task.remindAt) <= now;

/** What a scheduler does with a claimed reminder: send it, or, past the grace hour, mark it missed. */
export const reminderFate = (remindAt: number, now: number): 'send' | 'missed' =>
  now - remindAt > REMINDER_MISSED_AFTER_MS ? 'missed' : 'send';

export interface ReminderPresets {
  laterToday: number | null;
  thisEvening: number | null;
  tomorrowMorning: number;
}

/**
 * "Remind me…" choices: later today (three hours on, to the next quarter hour, while still today),
 * this evening at 18:00 (while it is ahead), tomorrow at 09:00.
 */
export function reminderPresets(now: number, timeZone: string): ReminderPresets {
  const today = localTimeOf(now, timeZone).date;
  const quarter = 15 * 60_000;
  const later = Math.ceil((now + REMIND_LATER_TODAY_MS) / quarter) * quarter;
  const evening = instantAt(today, REMIND_EVENING_MINUTES, timeZone);
  return {
    laterToday: localTimeOf(later, timeZone).date === today ? later : null,
    thisEvening: evening > now ? evening : null,
    tomorrowMorning: instantAt(addDays(today, 1), REMIND_MORNING_MINUTES, timeZone),
  };
}

export interface SnoozeChoices {
  tenMinutes: number;
  oneHour: number;
  /** 18:00 today, while it is still ahead; otherwise not offered. */
  thisEvening: number | null;
  tomorrowMorning: number;
}

/** Snooze on a reminder that rang: ten minutes, an hour, this evening, tomorrow morning. */
export function snoozeChoices(now: number, timeZone: string): SnoozeChoices {
  const { thisEvening, tomorrowMorning } = reminderPresets(now, timeZone);
  return { tenMinutes: now + REMINDER_SNOOZE_MS, oneHour: now + REMINDER_SNOOZE_LONG_MS, thisEvening, tomorrowMorning };
}
