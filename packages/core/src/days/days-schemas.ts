import { z } from 'zod/mini';
import { LocalDateSchema } from '../streak/streak-schemas';

/** The user's current day and the open Today tasks carried over into it (task id → days). */
export const DaySchema = z.object({
  today: z.nullable(LocalDateSchema),
  carriedOver: z.array(z.object({ taskId: z.string(), days: z.number() })),
  /** True when the user follows a calendar (left out when none): the planner then loads its timeline. */
  calendars: z.optional(z.boolean()),
});
export type Day = z.infer<typeof DaySchema>;
