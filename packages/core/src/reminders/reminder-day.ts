import { daysBetween } from '../time/local-date';
import { localTimeOf } from './zoned-time';

/**
 * How a reminder names its day, so nobody has to guess which 9:00 a chip means: only the time
 * when it is today's, "Tomorrow 9:00", the weekday within the coming week ("Fri 9:00", two to six
 * days on, where a weekday name cannot mean a past or a next-week day), else the date
 * ("Dec 3, 9:00"), with the year when it is not this year's. Past days get the date too: a
 * weekday would read as the coming one.
 */
export type ReminderDayForm = 'today' | 'tomorrow' | 'weekday' | 'date';

export interface ReminderDay {
  form: ReminderDayForm;
  /** The reminder's local date, `YYYY-MM-DD`. */
  date: string;
  /** Whether that date is in the year the user is in now. */
  thisYear: boolean;
}

export function reminderDay(remindAt: number, now: number, timeZone: string): ReminderDay {
  const today = localTimeOf(now, timeZone).date;
  const date = localTimeOf(remindAt, timeZone).date;
  const ahead = daysBetween(today, date);
  const form = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : ahead >= 2 && ahead <= 6 ? 'weekday' : 'date';
  return { form, date, thisYear: date.slice(0, 4) === today.slice(0, 4) };
}
