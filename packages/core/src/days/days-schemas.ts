import { z } from 'zod/mini';
import { LocalDateSchema, TimeZoneSchema } from '../streak/streak-schemas';
import { PrioritySchema, TaskIdSchema, TaskTextSchema } from '../tasks/task-schemas';

/** 0 = Sunday … 6 = Saturday. */
export const WeekdaySchema = /* @__PURE__ */ z.int().check(z.gte(0), z.lte(6));

const distinct = (days: number[]) => new Set(days).size === days.length;

/** Rest days: any set of weekdays, none by default. */
export const RestDaysSchema = /* @__PURE__ */ z
  .array(WeekdaySchema)
  .check(z.maxLength(7), z.refine(distinct, { message: 'must not repeat a weekday' }));

/** A routine's schedule: at least one weekday. */
export const RoutineWeekdaysSchema = /* @__PURE__ */ z
  .array(WeekdaySchema)
  .check(
    z.minLength(1, { message: 'must name at least one weekday' }),
    z.maxLength(7),
    z.refine(distinct, { message: 'must not repeat a weekday' }),
  );

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

export const RoutineSchema = z.object({
  id: z.string(),
  text: z.string(),
  priority: PrioritySchema,
  weekdays: z.array(z.number()),
  paused: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Routine = z.infer<typeof RoutineSchema>;
export const RoutineListSchema = z.object({ routines: z.array(RoutineSchema) });

/** From one of the user's tasks (`taskId`: its text and priority) or from `text` (and `priority`). */
export const CreateRoutineSchema = /* @__PURE__ */ z
  .strictObject({
    taskId: z.optional(TaskIdSchema),
    text: z.optional(TaskTextSchema),
    priority: z.optional(PrioritySchema),
    weekdays: RoutineWeekdaysSchema,
  })
  .check(
    z.refine((v) => (v.taskId === undefined) !== (v.text === undefined), {
      message: 'send either taskId or text',
      path: ['text'],
    }),
  );
export type CreateRoutineInput = z.infer<typeof CreateRoutineSchema>;

export const UpdateRoutineSchema = /* @__PURE__ */ z
  .strictObject({
    text: z.optional(TaskTextSchema),
    priority: z.optional(PrioritySchema),
    weekdays: z.optional(RoutineWeekdaysSchema),
    paused: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => Object.values(v).some((value) => value !== undefined), {
      message: 'must change text, priority, weekdays or paused',
    }),
  );
export type UpdateRoutineInput = z.infer<typeof UpdateRoutineSchema>;

export const RoutineParamsSchema = z.strictObject({ id: z.uuid({ message: 'must be a routine id' }) });

export const MAX_HISTORY_DAYS = 366;
export const DEFAULT_HISTORY_DAYS = 7;

export const HistoryQuerySchema = z.object({
  days: z._default(
    /* @__PURE__ */ z.coerce
      .number()
      .check(
        z.int({ message: `must be a whole number from 1 to ${MAX_HISTORY_DAYS}` }),
        z.gte(1, { message: `must be from 1 to ${MAX_HISTORY_DAYS}` }),
        z.lte(MAX_HISTORY_DAYS, { message: `must be from 1 to ${MAX_HISTORY_DAYS}` }),
      ),
    DEFAULT_HISTORY_DAYS,
  ),
});

const DayCountSchema = z.object({ date: LocalDateSchema, completed: z.number() });

export const HistorySchema = z.object({
  today: LocalDateSchema,
  dailyGoal: z.number(),
  days: z.array(DayCountSchema),
  lastSevenDays: z.array(z.extend(DayCountSchema, { goalMet: z.boolean() })),
  heatmap: z.array(z.extend(DayCountSchema, { level: z.number(), future: z.boolean() })),
  bestStreak: z.number(),
  weekTotal: z.number(),
});
export type History = z.infer<typeof HistorySchema>;

/** The user's current day and the open Today tasks carried over into it (task id → days). */
export const DaySchema = z.object({
  today: z.nullable(LocalDateSchema),
  carriedOver: z.array(z.object({ taskId: z.string(), days: z.number() })),
});
export type Day = z.infer<typeof DaySchema>;
