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
  privateWindow:
    'Notifications cannot work in this window: private windows (and some browser settings) turn off what they need. Open Dayflow in a normal window to turn them on.',
  pushUnreachable:
    "This browser's push service did not answer within 10 seconds, so notifications are off. If this network blocks outgoing HTTPS, whoever runs it can allow the browsers' push services (such as fcm.googleapis.com and updates.push.services.mozilla.com); the Dayflow server needs to reach them too. Then try again.",
  workerMissing:
    'Notifications need the page’s background worker, which did not start within 10 seconds. Reload the page and try again.',
  serverSlow: 'The Dayflow server did not answer within 10 seconds. Check your connection and try again.',
  devicesHeading: 'Devices that receive notifications',
  noDevices: 'No device receives notifications yet.',
  unknownDevice: 'Unknown browser',
  deviceAdded: (date: string) => `Added ${date}`,
  lastDelivered: (date: string | null) => (date ? `Last notification ${date}` : 'No notification yet'),
  removeDevice: 'Remove',
  removeFailed: 'The device could not be removed. Try again.',
} as const;
