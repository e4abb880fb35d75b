import { z } from 'zod/mini';
import { PrioritySchema, TaskIdSchema, TaskTextSchema } from '../tasks/task-schemas';
import { isDateKey } from '../time/local-date';
import { distinctWeekdays, WeekdaySchema } from '../time/weekday-schemas';
import { parseRepeatRule } from './repeat-rule';

/** A routine's schedule: at least one weekday. */
export const RoutineWeekdaysSchema = /* @__PURE__ */ z
  .array(WeekdaySchema)
  .check(
    z.minLength(1, { message: 'must name at least one weekday' }),
    z.maxLength(7),
    z.refine(distinctWeekdays, { message: 'must not repeat a weekday' }),
  );

/**
 * A rhythm beyond weekdays, as RFC 5545 RRULE text without DTSTART: FREQ DAILY, WEEKLY, MONTHLY or
 * YEARLY with INTERVAL (1–99), BYDAY, BYMONTHDAY, BYSETPOS and BYMONTH in the forms the Routines
 * screen offers (repeat-rule.ts). No COUNT or UNTIL: a routine repeats until it is paused or deleted.
 */
export const RoutineRruleSchema = /* @__PURE__ */ z.string().check(
  z.maxLength(200),
  z.refine((text) => parseRepeatRule(text) !== null, {
    message:
      'must be an RRULE the Routines screen offers: FREQ=DAILY, WEEKLY (BYDAY), MONTHLY (BYMONTHDAY or BYDAY=2TU) or YEARLY (BYMONTH and BYMONTHDAY), with INTERVAL 1–99',
  }),
);

/** The first day of a rule: a local date within this century, so expanding it stays cheap. */
export const RoutineStartSchema = /* @__PURE__ */ z.string().check(
  z.refine((key) => isDateKey(key) && key >= '2000-01-01' && key <= '2099-12-31', {
    message: 'must be a date YYYY-MM-DD between 2000 and 2099',
  }),
);

export const RoutineSchema = z.object({
  id: z.string(),
  text: z.string(),
  priority: PrioritySchema,
  /** The weekdays it falls on every week; for other rules the days a weekly rule names, else []. */
  weekdays: z.array(z.number()),
  /** Its rhythm as RRULE text; a weekday routine's is FREQ=WEEKLY;BYDAY=… (FREQ=DAILY: all seven). */
  rrule: z.string(),
  /** The rule's first day (DTSTART), the user's local date; null for weekday routines. */
  startsOn: z.nullable(z.string()),
  paused: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Routine = z.infer<typeof RoutineSchema>;
export const RoutineListSchema = z.object({ routines: z.array(RoutineSchema) });

const oneRhythm = (v: { weekdays?: unknown; rrule?: unknown }) => v.weekdays === undefined || v.rrule === undefined;

/**
 * From one of the user's tasks (`taskId`: its text and priority) or from `text` (and `priority`),
 * on `weekdays` or by an `rrule` (from `startsOn`, by default the user's today).
 */
export const CreateRoutineSchema = /* @__PURE__ */ z
  .strictObject({
    taskId: z.optional(TaskIdSchema),
    text: z.optional(TaskTextSchema),
    priority: z.optional(PrioritySchema),
    weekdays: z.optional(RoutineWeekdaysSchema),
    rrule: z.optional(RoutineRruleSchema),
    startsOn: z.optional(RoutineStartSchema),
  })
  .check(
    z.refine((v) => (v.taskId === undefined) !== (v.text === undefined), {
      message: 'send either taskId or text',
      path: ['text'],
    }),
    // Named as before rules came: a client that only knows weekdays hears about weekdays.
    z.refine((v) => v.weekdays !== undefined || v.rrule !== undefined, {
      message: 'send weekdays or rrule',
      path: ['weekdays'],
    }),
    z.refine(oneRhythm, { message: 'send weekdays or rrule, not both', path: ['rrule'] }),
  );
export type CreateRoutineInput = z.infer<typeof CreateRoutineSchema>;

export const UpdateRoutineSchema = /* @__PURE__ */ z
  .strictObject({
    text: z.optional(TaskTextSchema),
    priority: z.optional(PrioritySchema),
    weekdays: z.optional(RoutineWeekdaysSchema),
    rrule: z.optional(RoutineRruleSchema),
    startsOn: z.optional(RoutineStartSchema),
    paused: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => Object.values(v).some((value) => value !== undefined), {
      message: 'must change text, priority, weekdays, rrule, startsOn or paused',
    }),
    z.refine(oneRhythm, { message: 'send weekdays or rrule, not both', path: ['rrule'] }),
  );
export type UpdateRoutineInput = z.infer<typeof UpdateRoutineSchema>;

export const RoutineParamsSchema = z.strictObject({ id: z.uuid({ message: 'must be a routine id' }) });
