/** What the product says about reminders. Kind words, never guilt. */
export const REMINDER_TEXTS = {
  menu: 'Remind me…',
  dialogTitle: 'Remind me',
  laterToday: 'Later today',
  thisEvening: 'This evening',
  tomorrowMorning: 'Tomorrow morning',
  pickTime: 'Pick a time',
  set: 'Set reminder',
  clear: 'No reminder',
  due: 'Due',
  missed: 'Missed',
  rowLabel: (time: string) => `Reminder at ${time}`,
  notificationTitle: 'Reminder',
  done: 'Done',
  snooze: 'Snooze 10 min',
} as const;
