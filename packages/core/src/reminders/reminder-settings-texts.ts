/**
 * What Settings says about notifications and the calendar feed: apart from the row's words
 * (reminder-texts.ts), so a cold planner does not download the Settings page's sentences.
 */
export const REMINDER_SETTINGS_TEXTS = {
  settingsHeading: 'Notifications',
  settingsHint: 'Reminders reach every device you turn notifications on for, even when Dayflow is closed.',
  turnOnFailed: 'Notifications could not be turned on here. Try again later.',
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off notifications on this device',
  on: 'Notifications are on for this device.',
  blocked: 'Notifications are blocked in this browser. Allow them in the site settings to get reminders.',
  unsupported: 'This browser cannot show notifications.',
  feedHeading: 'Calendar feed',
  feedHint:
    'Subscribe from Google Calendar, Apple Calendar or Thunderbird to see timed tasks and routines. Anyone with the link can read them: keep it private. A new link turns the old one off.',
  feedFailed: 'The calendar link could not be changed. Try again.',
  feedCreate: 'Create calendar link',
  feedCopy: 'Copy link',
  feedCopied: 'Link copied',
  feedRevoke: 'Turn off calendar link',
} as const;
