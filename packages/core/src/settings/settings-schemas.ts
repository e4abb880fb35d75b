import { z } from 'zod/mini';
import { TimeZoneSchema } from '../streak/streak-schemas';
import { distinctWeekdays, WeekdaySchema } from '../time/weekday-schemas';

/** Rest days: any set of weekdays, none by default. */
export const RestDaysSchema = /* @__PURE__ */ z
  .array(WeekdaySchema)
  .check(z.maxLength(7), z.refine(distinctWeekdays, { message: 'must not repeat a weekday' }));

export const SettingsSchema = z.object({
  /** The user's IANA zone, as last reported by a device or chosen; null until one is known. */
  timeZone: z.nullable(z.string()),
  rollover: z.boolean(),
  restDays: z.array(z.number()),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const UpdateSettingsSchema = /* @__PURE__ */ z
  .strictObject({
    timeZone: z.optional(TimeZoneSchema),
    rollover: z.optional(z.boolean()),
    restDays: z.optional(RestDaysSchema),
  })
  .check(
    z.refine((v) => v.timeZone !== undefined || v.rollover !== undefined || v.restDays !== undefined, {
      message: 'must change timeZone, rollover or restDays',
    }),
  );
export type UpdateSettingsInput = z.infer<typeof UpdateSettingsSchema>;
