import { LATER_SECTION } from '../constants';
import type { TaskSection } from '../tasks/task-schemas';
import { resolveReminderWhen } from '../reminders/reminder-when';
import { instantAt, localTimeOf } from '../reminders/zoned-time';
import { addDays } from '../time/calendar-days';
import { placeDay, resolveDay, type DayPlacement } from '../time/day-words';
import type { QuickAdd } from './parse-quick-add';

/** The lists a composer stands in, and a quick-add token can name. */
export type QuickAddList = 'brainDump' | 'today' | 'tomorrow';

/** Where a typed task goes: a list, or Later on its day (see placeDay). */
export type QuickAddPlace = { list: QuickAddList } | Extract<DayPlacement, { later: string }>;

export interface QuickAddPlan {
  place: QuickAddPlace;
  /** The reminder's instant, or null without one. */
  remindAt: number | null;
}

/**
 * What a composer does with a parsed quick-add, seen from the user's local clock: its list and its
 * reminder. A list or day token says where the task goes. Without one, a reminder's date plans it
 * (`@tomorrow 9:00` typed in Today goes to Tomorrow, `@fri 10:00` to Friday, `@9:00` typed after
 * nine to Tomorrow) — except in Brain Dump, which keeps a task with a reminder that names no day.
 * A reminder that names no day falls on the day of the list it goes to (`@15:00` typed in Tomorrow
 * is tomorrow's); in Today or Brain Dump, the next time the clock shows it.
 */
export function planQuickAdd(
  quick: Pick<QuickAdd, 'section' | 'day' | 'remind'>,
  from: { list: QuickAddList; now: number; timeZone: string },
): QuickAddPlan {
  const today = localTimeOf(from.now, from.timeZone).date;
  const chosen: QuickAddPlace | null = quick.section
    ? { list: quick.section as QuickAddList }
    : quick.day
      ? placeDay(resolveDay(quick.day, today), today)
      : null;
  const { remind } = quick;
  if (!remind) return { place: chosen ?? { list: from.list }, remindAt: null };

  const listDay = dayOfPlace(chosen ?? { list: from.list }, today);
  const remindAt =
    remind.day === null && listDay !== null && (chosen !== null || from.list === 'tomorrow')
      ? instantAt(listDay, remind.minutes, from.timeZone)
      : resolveReminderWhen(remind, from.now, from.timeZone);
  if (chosen) return { place: chosen, remindAt };
  if (from.list === 'brainDump' && remind.day === null) return { place: { list: 'brainDump' }, remindAt };
  return { place: placeDay(localTimeOf(remindAt, from.timeZone).date, today), remindAt };
}

/**
 * A place as a task's list and day, as the store and the API take them: Later with its day, a
 * list without one.
 */
export function placeSection(place: QuickAddPlace): { section: TaskSection; day?: string } {
  return 'later' in place ? { section: LATER_SECTION, day: place.later } : { section: place.list };
}

/** The date a place stands for; Brain Dump has none. */
function dayOfPlace(place: QuickAddPlace, today: string): string | null {
  if ('later' in place) return place.later;
  if (place.list === 'today') return today;
  if (place.list === 'tomorrow') return addDays(today, 1);
  return null;
}
