import { REMINDER_TEXTS, reminderDay } from '@dayflow/core';

/** This device's IANA time zone: where the user is now, so a typed `@9:00` means their 9 o'clock. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A reminder's time as the user reads it (`15:00` or `3:00 PM`, as their locale writes times). */
export const formatReminderTime = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/**
 * A reminder with its day, as its chip says it (core reminderDay): "9:00" today, "Tomorrow 9:00",
 * "Fri 9:00" within the coming week, else "Dec 3, 9:00" (with the year when not this year's), in
 * the user's locale. `today` tells a label whether it reads "at 9:00".
 */
export function formatReminderWhen(iso: string, now: number): { text: string; today: boolean } {
  const at = new Date(iso);
  const time = formatReminderTime(iso);
  const { form, thisYear } = reminderDay(at.getTime(), now, deviceTimeZone());
  switch (form) {
    case 'today':
      return { text: time, today: true };
    case 'tomorrow':
      return { text: REMINDER_TEXTS.onDay(REMINDER_TEXTS.tomorrow, time), today: false };
    case 'weekday':
      return { text: REMINDER_TEXTS.onDay(at.toLocaleDateString(undefined, { weekday: 'short' }), time), today: false };
    case 'date': {
      const date = at.toLocaleDateString(undefined, {
        month: 'short',
        day: 'numeric',
        ...(thisYear ? {} : { year: 'numeric' }),
      });
      return { text: REMINDER_TEXTS.onDate(date, time), today: false };
    }
  }
}

/** A local date key (`YYYY-MM-DD`) as the user reads a planned day: "Fri, Dec 4". */
export function formatPlanDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Midnight UTC shown in UTC: the key's own date, whatever this device's zone.
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
