/**
 * What the Settings page says. Not in the product specification (TEXTS): written once here, for
 * the web app and the end-to-end tests.
 */
export const SETTINGS_TEXTS = {
  backToPlanner: 'Back to planner',
  loadFailed: 'Could not load this section.',
  retry: 'Try again',
  saved: 'Saved',

  profile: 'Profile',
  profileHint: 'From your sign-in provider or your Dayflow account.',
  name: 'Name',
  email: 'Email',

  yourDay: 'Your day',
  rollover: 'Move Tomorrow to Today when a new day starts',
  rolloverHint: 'Open Tomorrow tasks move to Today at the start of each day.',
  restDays: 'Rest days',
  restDaysHint: 'Rest days neither extend nor break your streak.',
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  timeZone: 'Time zone',
  timeZoneHint: 'Decides when your day starts. Every device you open Dayflow on reports its own zone.',
  timeZoneUnknown: 'Not known yet',
  deviceZoneButton: (zone: string) => `Use this device’s (${zone})`,
  saveTimeZone: 'Save time zone',

  export: 'Export',
  exportHint: 'Download everything you keep in Dayflow.',
  exportJson: 'Download JSON (everything)',
  exportCsv: 'Download CSV (tasks)',

  import: 'Import',
  importHint:
    'Add tasks from a file: the format is recognised when you choose it. You see what will be added before anything is written.',
  importFormat: 'Format',
  importKinds: {
    'dayflow-json': 'Dayflow export (JSON)',
    'todoist-csv': 'Todoist (CSV template)',
    text: 'Plain text, one task per line',
  },
  importList: 'Into list',
  importFile: 'File',
  importPaste: 'Or paste the text',
  preview: 'Preview',
  importNow: (n: number, routines = 0) =>
    `Import ${n} ${n === 1 ? 'task' : 'tasks'}` +
    (routines > 0 ? ` and ${routines} ${routines === 1 ? 'routine' : 'routines'}` : ''),
  importEmpty: 'Choose a file or paste some text first.',
  fileTooLarge: 'The file is larger than 5 MB, the most one import reads.',
  previewTitle: 'What will be imported',
  previewTasks: (n: number) => `${n} ${n === 1 ? 'task' : 'tasks'}`,
  previewCompleted: (n: number) => `${n} completed`,
  previewGoal: (goal: number) => `Daily goal: ${goal}`,
  previewStreak: (days: number) => `Day streak: ${days}`,
  previewRoutines: (n: number) =>
    `${n} ${n === 1 ? 'routine' : 'routines'} (the first copy comes on its next scheduled day)`,
  previewSettings: (names: readonly ('timeZone' | 'rollover' | 'restDays')[]) =>
    `Settings: ${names.map((name) => ({ timeZone: 'time zone', rollover: 'moving Tomorrow to Today', restDays: 'rest days' })[name]).join(', ')}`,
  previewHistory: (n: number) => `History: ${n} ${n === 1 ? 'day' : 'days'}`,
  previewDeleted: (n: number) => `Recently deleted: ${n} ${n === 1 ? 'task' : 'tasks'}`,
  importAll: 'Import',
  notes: (n: number) => `Imported differently (${n})`,
  unreadDates: (n: number) =>
    `${n} ${n === 1 ? 'date' : 'dates'} could not be read: ${n === 1 ? 'that task goes' : 'those tasks go'} to Brain Dump without a day (named below).`,
  repeatedOnce: (n: number) =>
    `${n} repeating ${n === 1 ? 'task is' : 'tasks are'} added once, as a single task: routines repeat on weekdays.`,
  /** A Todoist file's extras, kept in the tasks' notes and checklists; only the counts above 0. */
  kept: (kept: { descriptions: number; subTasks: number; comments: number; sections: number }) => {
    const parts = [
      kept.descriptions > 0 && `${kept.descriptions} ${kept.descriptions === 1 ? 'description' : 'descriptions'}`,
      kept.subTasks > 0 && `${kept.subTasks} ${kept.subTasks === 1 ? 'sub-task' : 'sub-tasks'} as checklist steps`,
      kept.comments > 0 && `${kept.comments} ${kept.comments === 1 ? 'comment' : 'comments'}`,
      kept.sections > 0 && `the section of ${kept.sections} ${kept.sections === 1 ? 'task' : 'tasks'}`,
    ].filter(Boolean);
    return parts.length === 0 ? '' : `Kept in the tasks' notes and checklists: ${parts.join(', ')}.`;
  },
  skipped: (n: number) => `Skipped (${n})`,
  skippedMore: (n: number) => `…and ${n} more`,
  refused: 'Nothing was imported:',
  imported: (n: number, routines = 0) =>
    `Imported ${n} ${n === 1 ? 'task' : 'tasks'}` +
    (routines > 0 ? ` and ${routines} ${routines === 1 ? 'routine' : 'routines'}` : ''),
  /** After `imported`, when some tasks were planned for days after tomorrow (they are not on the board). */
  importedLater: (n: number) =>
    `${n === 1 ? 'One waits' : `${n} wait`} in Later for ${n === 1 ? 'its day' : 'their days'}.`,

  deleteAccount: 'Delete my account',
  deleteAccountHint:
    'Deletes your tasks, goal, streak, settings, tokens and sign-ins, on every device. This cannot be undone.',
  confirmEmail: (email: string) => `Type your email (${email}) to confirm`,
  deleteForever: 'Delete my account forever',
} as const;
