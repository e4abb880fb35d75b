import { PRODUCT_NAME } from './constants';

/** Every user-visible text of the product specification, written once, exactly as specified. */
export const TEXTS = {
  connectButton: `Connect to ${PRODUCT_NAME}`,
  // The spec leaves the lines' words open (§2: "not shown"); each says only what is true.
  splashLines: [
    'Waking up your digital workspace…',
    'Setting out Brain Dump, Today and Tomorrow…',
    'Your day, arranged. Ready when you are.',
  ],
  notesTitle: 'Notes',
  userFallback: 'User',
  avatarFallback: '?',
  logOut: 'Log Out',
  cancel: 'Cancel',

  sectionTitles: { brainDump: 'Brain Dump', today: 'Today', tomorrow: 'Tomorrow', later: 'Later' },
  sectionTabs: { brainDump: 'Brain', today: 'Today', tomorrow: 'Tomorrow' },
  placeholders: {
    brainDump: 'Write down random thoughts...',
    today: "Add today's tasks...",
    tomorrow: "Add tomorrow's tasks...",
  },
  emptyOpen: 'No tasks yet — add one above',
  completedHeading: (n: number) => `Completed Tasks (${n})`,
  noCompleted: 'No completed tasks',
  undo: 'Undo',
  delete: 'Delete',
  edit: 'Edit',
  save: 'Save',
  moveTo: (title: string) => `Move to ${title}`,
  editingTask: 'Editing task',
  dragToMove: 'Drag to move',

  pendingTooLongHeading: (n: number) => `Tasks Pending Too Long (${n})`,
  stillNeedWork: 'Still Need Work',
  markDone: 'Mark Done',
  taskReset: 'Task reset for 4 days',
  somethingWentWrong: 'Something went wrong',

  dailyProductivity: 'Daily Productivity',
  productivityStreak: 'Productivity streak',
  onFire: "You're on fire!",
  keepItBurning: 'Keep it burning',
  milestones: {
    planYourDay: 'Plan your day',
    completeThree: 'Complete 3 tasks',
    reachFive: 'Reach 5 tasks',
    bonusStreak: 'Bonus streak',
  },
  motivation: {
    none: 'Start your day strong!',
    started: 'Good start — keep going!',
    almost: 'Almost there, stay focused',
    done: 'Excellent work!',
    newDay: 'New day, new potential',
  },
  streak: {
    welcome: 'Welcome! Your streak starts today!',
    nextDay: (n: number) => `Day ${n}! Keep it burning!`,
    milestone: (n: number) => `Amazing! You've hit a ${n}-day streak!`,
    missed: 'You missed a day — starting fresh!',
  },

  comingSoonHeading: 'Coming Soon',
  comingSoonMessage: 'A personal Notes section will be here soon.',
  comingSoonBadge: 'Notes Workspace Loading...',

  loginFailedLog: 'Login failed:',
  logoutErrorLog: 'Logout error:',
} as const;
