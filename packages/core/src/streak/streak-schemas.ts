import { z } from 'zod';

/** A calendar day in the user's own time zone, e.g. `2026-11-23`. */
export const LocalDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a YYYY-MM-DD date' });

export const TimeZoneSchema = z.string().min(1).max(64).refine(isKnownTimeZone, {
  message: 'must be an IANA time zone such as Europe/Paris',
});

function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const StreakSchema = z.object({
  count: z.number(),
  lastActive: LocalDateSchema.nullable(),
});
export type Streak = z.infer<typeof StreakSchema>;

export const StreakActivitySchema = z.strictObject({ timeZone: TimeZoneSchema });

export const StreakEventSchema = z.enum(['welcome', 'same', 'next', 'missed']);
export type StreakEvent = z.infer<typeof StreakEventSchema>;

export const StreakActivityResultSchema = StreakSchema.extend({ event: StreakEventSchema });
export type StreakActivityResult = z.infer<typeof StreakActivityResultSchema>;
