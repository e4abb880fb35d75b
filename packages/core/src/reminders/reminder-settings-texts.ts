/**
 * What Settings says about notifications: apart from the row's words
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
} as const;
