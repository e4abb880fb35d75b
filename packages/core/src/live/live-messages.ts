import { z } from 'zod/mini';
import { DaySchema, RoutineSchema, SettingsSchema } from '../days/days-schemas';
import { TasksSchema } from '../tasks/task-schemas';

/**
 * What the server sends on `GET /api/live`: a snapshot on connect, then one `changes` message
 * per committed change (a move renumbers many tasks, so it upserts several at once).
 * A plain union rather than a discriminated one: the `type` literals already make the options
 * exclusive, and the browser is spared the discriminator lookup's 0.5 kB gzip.
 */
export const LiveMessageSchema = z.union([
  z.object({ type: z.literal('snapshot'), tasks: TasksSchema }),
  z.object({
    type: z.literal('changes'),
    upserts: TasksSchema,
    deletes: z.array(z.string()),
  }),
  z.object({ type: z.literal('goal'), dailyGoal: z.number() }),
  z.object({ type: z.literal('ping') }),
  // The daily loop: settings changed on another device; a new day started (date, carried-over
  // badges); the routine list changed.
  z.object({ type: z.literal('settings'), settings: SettingsSchema }),
  z.object({ type: z.literal('day'), day: DaySchema }),
  z.object({ type: z.literal('routines'), routines: z.array(RoutineSchema) }),
]);
export type LiveMessage = z.infer<typeof LiveMessageSchema>;
export type TaskChanges = Extract<LiveMessage, { type: 'changes' }>;
