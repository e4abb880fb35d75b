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
  /** A reminder on another day than today: "Reminder Tomorrow 9:00", "Reminder Fri 9:00". */
  rowLabelOn: (when: string) => `Reminder ${when}`,
  /** A reminder's day before its time (reminderDay): "Tomorrow 9:00", "Fri 9:00", "Dec 3, 9:00". */
  tomorrow: 'Tomorrow',
  onDay: (day: string, time: string) => `${day} ${time}`,
  onDate: (date: string, time: string) => `${date}, ${time}`,
  notificationTitle: 'Reminder',
  /** A reminder's notification: "Reminder · Today", with the list the task is in. */
  notificationTitleIn: (list: string) => `Reminder · ${list}`,
  done: 'Done',
  snooze: 'Snooze 10 min',
  /** The in-app toast's snooze choices (snoozeChoices); the notification keeps `snooze` alone. */
  snoozeHeading: 'Snooze',
  snoozeChoices: {
    tenMinutes: '10 min',
    oneHour: '1 hour',
    thisEvening: 'This evening',
    tomorrowMorning: 'Tomorrow morning',
  },
  /** A choice's name to assistive technology: "Snooze 10 min" (as `snooze`), "Snooze this evening". */
  snoozeFor: (choice: string) => `Snooze ${choice.charAt(0).toLowerCase()}${choice.slice(1)}`,
} as const;
