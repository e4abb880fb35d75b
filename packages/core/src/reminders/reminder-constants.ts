/** Reminders (issue 22): delivery windows, snooze, caps. Defined once, used by server, web and tests. */

/** A reminder that fell due while no server ran is still sent up to this late; later, it is missed. */
export const REMINDER_MISSED_AFTER_MS = 60 * 60 * 1000;
/** How often each instance looks for due reminders: well inside the 30-second promise. */
export const REMINDER_CHECK_MS = 5_000;
/** Snooze in a notification or the in-app toast. */
export const REMINDER_SNOOZE_MS = 10 * 60 * 1000;
/** The longer snooze the in-app toast offers beside it. */
export const REMINDER_SNOOZE_LONG_MS = 60 * 60 * 1000;
/** A push not delivered within this many seconds is dropped by the push service (Web Push TTL). */
export const REMINDER_PUSH_TTL_S = 60 * 60;
/** Devices one user may turn notifications on for. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;
/** Preset times in "Remind me…" (local minutes after midnight), and "later today" in ms. */
export const REMIND_EVENING_MINUTES = 18 * 60;
export const REMIND_MORNING_MINUTES = 9 * 60;
export const REMIND_LATER_TODAY_MS = 3 * 60 * 60 * 1000;
