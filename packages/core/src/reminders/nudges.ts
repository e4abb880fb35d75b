import { z } from 'zod/mini';
import { weekdayOf } from '../time/calendar-days';
import { nextStreak } from '../streak/next-streak';

export const NUDGE_KINDS = ['plan', 'review', 'streak'] as const;
export type NudgeKind = (typeof NUDGE_KINDS)[number];

/** A nudge that could not go out at its time (a server down, quiet hours) is dropped after this. */
export const NUDGE_LATE_LIMIT_MINUTES = 60;

/** `HH:MM`, 24-hour, local to the user's zone. */
const ClockSchema = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time such as 08:30' }));

/**
 * Daily nudges, each off (null) by default, each at its own local time; quiet hours (both set,
 * may cross midnight) silence every nudge and reminder push inside them.
 */
export const NudgeSettingsSchema = z.strictObject({
  plan: z.nullable(ClockSchema),
  review: z.nullable(ClockSchema),
  streak: z.nullable(ClockSchema),
  quietFrom: z.nullable(ClockSchema),
  quietUntil: z.nullable(ClockSchema),
});
export type NudgeSettings = z.infer<typeof NudgeSettingsSchema>;

export const DEFAULT_NUDGES: NudgeSettings = {
  plan: null,
  review: null,
  streak: null,
  quietFrom: null,
  quietUntil: null,
};

/** Kind words, never guilt. */
export const NUDGE_TEXTS = {
  heading: 'Daily nudges',
  hint: 'Gentle notifications, each off until you turn it on, at the time you choose.',
  plan: 'Plan your day',
  review: 'Evening review',
  streak: 'Streak at risk',
  quiet: 'Quiet hours',
  quietFrom: 'From',
  quietUntil: 'Until',
  at: (label: string) => `${label} at`,
  save: 'Save nudges',
  saved: 'Nudges saved',
  saveFailed: 'The nudges could not be saved. Try again.',
  message: {
    plan: 'Good morning! A few minutes to plan your day?',
    review: 'Evening check-in: a quick look at today, and a head start on tomorrow?',
    // The streak counts the days the planner is opened (spec §4, "activity"), not completions.
    streak: (days: number) => `Your ${days}-day streak is waiting: open your planner today to keep it going.`,
  },
} as const;

export const clockToMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether a local time (minutes after midnight) is inside quiet hours [from, until), across midnight too. */
export function inQuietHours(minutes: number, settings: Pick<NudgeSettings, 'quietFrom' | 'quietUntil'>): boolean {
  if (settings.quietFrom === null || settings.quietUntil === null) return false;
  const from = clockToMinutes(settings.quietFrom);
  const until = clockToMinutes(settings.quietUntil);
  if (from === until) return false;
  return from < until ? minutes >= from && minutes < until : minutes >= from || minutes < until;
}

export interface NudgeContext {
  settings: NudgeSettings;
  /** The user's local date and minutes after midnight, now. */
  today: string;
  minutes: number;
  /** Local date each kind was last sent. */
  sent: Record<NudgeKind, string | null>;
  restDays: readonly number[];
  streak: { count: number; lastActive: string | null } | null;
  openToday: number;
}

/**
 * The nudges due now, each at most once a local day, within an hour of its time, never in quiet
 * hours: plan your day; the evening review when Today has open tasks; streak at risk when a
 * streak of 2 or more would end today because the planner has not been opened yet (the streak
 * counts the days it is opened, whatever is completed), never on a rest day.
 */
export function dueNudges(ctx: NudgeContext): NudgeKind[] {
  if (inQuietHours(ctx.minutes, ctx.settings)) return [];
  return NUDGE_KINDS.filter((kind) => {
    const at = ctx.settings[kind];
    if (at === null || ctx.sent[kind] === ctx.today) return false;
    const late = ctx.minutes - clockToMinutes(at);
    if (late < 0 || late > NUDGE_LATE_LIMIT_MINUTES) return false;
    if (kind === 'review') return ctx.openToday > 0;
    if (kind === 'streak') return streakAtRisk(ctx);
    return true;
  });
}

function streakAtRisk(ctx: NudgeContext): boolean {
  const { streak } = ctx;
  if (!streak || streak.count < 2) return false;
  if (ctx.restDays.includes(weekdayOf(ctx.today))) return false;
  // Still alive, and today not counted yet: opening the planner today would carry it on
  // ('next'); once it has been opened today the step is 'same' and nothing is at risk.
  return nextStreak(streak, ctx.today, ctx.restDays).event === 'next';
}
