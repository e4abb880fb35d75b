/**
 * Every business number of the product specification (§9), defined once.
 * Durations are milliseconds unless the name says otherwise.
 */
export const PRODUCT_NAME = 'Dayflow';

/** The planner's three lists (spec §3), in the order the board shows them. */
export const SECTIONS = ['brainDump', 'today', 'tomorrow'] as const;
/**
 * Where a task planned for a day after tomorrow waits (its `day` says which); the daily loop
 * brings it to Tomorrow or Today when its day comes near. Not one of the board's lists.
 */
export const LATER_SECTION = 'later';
/** Every list a task can be in: the board's three and Later. */
export const TASK_SECTIONS = [...SECTIONS, LATER_SECTION] as const;
export const PRIORITIES = ['High', 'Medium', 'Low'] as const;
export const DEFAULT_PRIORITY = 'Medium';
export const DEFAULT_SECTION = 'brainDump';
export const MOBILE_DEFAULT_SECTION = 'today';

export const DEFAULT_DAILY_GOAL = 5;
export const MIN_DAILY_GOAL = 1;
export const MAX_DAILY_GOAL = 100;

/** Longest task text we accept; the spec sets none, so we pick one roomy enough for a paragraph. */
export const MAX_TASK_TEXT_LENGTH = 2000;
/** A task's notes: room for a page of plain text, pasted or typed, with its line breaks. */
export const MAX_TASK_NOTES_LENGTH = 20_000;
/** A task's checklist: enough steps for any one task; more is a list of tasks of its own. */
export const MAX_CHECKLIST_ITEMS = 100;
/** One checklist step: a line, a little longer than most task texts. */
export const MAX_CHECKLIST_ITEM_LENGTH = 500;

export const DAY_MS = 86_400_000;
export const PENDING_TOO_LONG_MS = 345_600_000; // 4 days
export const PENDING_TOO_LONG_DAYS = 4;
export const COMPLETED_RETENTION_MS = 259_200_000; // 3 days
export const CLEANUP_INTERVAL_MS = 24 * 60 * 60 * 1000;

export const LONG_PRESS_MS = 500;
export const DAY_ROLLOVER_CHECK_MS = 60_000;
export const SPLASH_LINE_INTERVAL_MS = 2200;

export const RESET_TOAST_MS = 2500;
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_LIMIT = 20;

export const SUCCESS_SOUND_VOLUME = 0.25;
export const VIBRATION_MS = 150;
export const CONFETTI_PARTICLES = 120;
export const CONFETTI_SPREAD = 70;

export const RING_DEFAULT_SIZE = 72;
export const RING_DEFAULT_STROKE = 8;
export const RING_MIN_PERCENT = 0;
export const RING_MAX_PERCENT = 150;
export const PROGRESS_PULSE_MS = 600;
/** Upper bounds of the glow bands: under 25, under 50, under 80, 80 and above. */
export const PROGRESS_BANDS = [25, 50, 80] as const;
/** Crossing this progress celebrates (confetti, sound, vibration). */
export const PROGRESS_COMPLETE_PERCENT = 100;
/** Tasks done today needed for each milestone; "Bonus streak" is more than 5, i.e. at least 6. */
export const MILESTONE_MIN_DONE = { planYourDay: 1, completeThree: 3, reachFive: 5, bonusStreak: 6 } as const;

export const BREAKPOINT_SM_PX = 640; // header menu, tab bar
export const BREAKPOINT_MD_PX = 768; // planner layout
export const TAB_BAR_HIDE_SCROLL_PX = 80;

export const DRAG_MOUSE_DISTANCE_PX = 5;
export const DRAG_TOUCH_DELAY_MS = 120;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const STREAK_TOAST_EVERY_DAYS = 5;
/** Every multiple of this many days gets the "Amazing!" streak message. */
export const STREAK_MILESTONE_EVERY_DAYS = 5;
/** The streak card says "You're on fire!" when the count is above this. */
export const STREAK_ON_FIRE_ABOVE = 3;

export const TEMP_ID_PREFIX = 'temp-';

/**
 * The colours behind the app before and around the page (the browser's bar, the installed app's
 * title bar): white like the header in the light theme, slate-950 like the page in the dark one.
 * index.html carries both as media-specific theme-color tags until the app applies the user's
 * choice; the manifest has room for one (the light theme, the default).
 */
export const THEME_COLORS = { light: '#ffffff', dark: '#020617' } as const;
