import { z } from 'zod/mini';
import { PrioritySchema, TaskIdSchema, TaskTextSchema } from '../tasks/task-schemas';
import { distinctWeekdays, WeekdaySchema } from '../time/weekday-schemas';

/** A routine's schedule: at least one weekday. */
export const RoutineWeekdaysSchema = /* @__PURE__ */ z
  .array(WeekdaySchema)
  .check(
    z.minLength(1, { message: 'must name at least one weekday' }),
    z.maxLength(7),
    z.refine(distinctWeekdays, { message: 'must not repeat a weekday' }),
  );

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
