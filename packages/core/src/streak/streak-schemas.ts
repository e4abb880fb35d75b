import { z } from 'zod/mini';
import { CALENDAR_DATE_RULE, isCalendarDate } from '../limits/value-bounds';

/** A calendar day in the user's own time zone, e.g. `2026-11-23`. */
export const LocalDateSchema = /* @__PURE__ */ z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a YYYY-MM-DD date' }),
    z.refine(isCalendarDate, { message: CALENDAR_DATE_RULE }),
  );

export const TimeZoneSchema = /* @__PURE__ */ z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(64),
    z.refine(isKnownTimeZone, { message: 'must be an IANA time zone such as Europe/Paris' }),
  );

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
  lastActive: z.nullable(LocalDateSchema),
});
export type Streak = z.infer<typeof StreakSchema>;

/** Epoch milliseconds, as everywhere in the API. */
export const TimestampSchema = /* @__PURE__ */ z.int({ message: 'must be epoch milliseconds' }).check(z.gte(0));

/** A streak as an export file carries it, and an import's summary reports it. */
export const ExportedStreakSchema = z.object({
  count: /* @__PURE__ */ z.int().check(z.gte(0)),
  lastActive: z.nullable(LocalDateSchema),
  /** When the last counted local day ends (epoch ms), so a zone change cannot count a day twice. */
  countedUntil: z.optional(z.nullable(TimestampSchema)),
  /** A new optional key of version 1: the highest count reached (History's best streak). */
  best: z.optional(/* @__PURE__ */ z.int().check(z.gte(0))),
});
export type ExportedStreak = z.infer<typeof ExportedStreakSchema>;

export const StreakActivitySchema = z.strictObject({ timeZone: TimeZoneSchema });

export const StreakEventSchema = z.enum(['welcome', 'same', 'next', 'missed']);
export type StreakEvent = z.infer<typeof StreakEventSchema>;

export const StreakActivityResultSchema = z.extend(StreakSchema, { event: StreakEventSchema });
export type StreakActivityResult = z.infer<typeof StreakActivityResultSchema>;
