/**
 * Settings → "Your tasks in other apps": connecting a CalDAV client (docs/api.md, "CalDAV").
 * The address is the server's `/dav/`; the password is a personal access token made for it.
 */
export const CALDAV_PATH = '/dav/';

/** The name the token made for CalDAV gets: it is how the Security page lists it. */
export const CALDAV_TOKEN_NAME = 'CalDAV';

export const CALDAV_TEXTS = {
  heading: 'Your tasks in other apps (CalDAV)',
  hint: "Reminders on iPhone and Mac, Thunderbird, tasks.org with DAVx5 and GNOME's apps show your tasks as a list of to-dos, and what you change there comes back here.",
  address: 'Server address',
  userName: 'User name',
  password: 'Password',
  copy: (what: string) => `Copy ${what.toLowerCase()}`,
  copied: (what: string) => `${what} copied`,
  makePassword: 'Make a password for CalDAV',
  passwordHint:
    'The password is a personal access token named "CalDAV". It is shown once; you can revoke it under Security → Personal access tokens.',
  passwordFailed: 'The password could not be made. Try again.',
  howTo: 'How to connect',
  clients: [
    {
      name: 'Apple Reminders and Calendar',
      steps:
        'iPhone or iPad: Settings → Apps → Calendar → Calendar Accounts → Add Account → Other → Add CalDAV Account. Mac: System Settings → Internet Accounts → Add Other Account → CalDAV Account (Manual). Enter the server address, user name and password; the list "Dayflow" appears in Reminders.',
    },
    {
      name: 'Thunderbird',
      steps:
        'Calendar → New Calendar → On the Network. Enter the user name and the server address as the location, choose Find Calendars, give the password when asked, and subscribe to "Dayflow". Its tasks are in the Tasks tab.',
    },
    {
      name: 'Android: DAVx5 and tasks.org',
      steps:
        'In DAVx5: + → Login with URL and user name, with the server address, user name and password. Tick "Dayflow" under CalDAV and choose tasks.org as the tasks app; tasks.org then lists Dayflow under DAVx5.',
    },
    {
      name: 'GNOME (Endeavour, Errands, Evolution)',
      steps:
        'Settings → Online Accounts → Calendar, Contacts and Files (or in Evolution: File → New → Task List, type CalDAV). Enter the server address, user name and password; the task list "Dayflow" appears in your tasks app.',
    },
  ],
} as const;
