import { z } from 'zod/mini';
import { DaySchema } from '../days/days-schemas';
import { RoutineSchema } from '../routines/routine-schemas';
import { SettingsSchema } from '../settings/settings-schemas';
import { TasksSchema } from '../tasks/task-schemas';

/**
 * What the server sends on `GET /api/live`: a snapshot on connect, then one `changes` message
 * per committed change (a move renumbers many tasks, so it upserts several at once).
 *
 * Versions (docs/api.md, "Change feed"): a `snapshot` holds every change up to `version`; a
 * `changes` message holds the changes after `since` up to `version`. A client that holds version V
 * and receives `changes` with `since` ≤ V now holds `version`; one with `since` > V has missed
 * something and resumes (`/api/live?since=V`). Connecting with `since=V` starts with a `changes`
 * message from V (every task changed or deleted after V) instead of a snapshot, or with a snapshot
 * when V is unknown or too old. Other messages may carry the version current when they were sent.
 * A plain union rather than a discriminated one: the `type` literals already make the options
 * exclusive, and the browser is spared the discriminator lookup's 0.5 kB gzip.
 */
export const LiveMessageSchema = z.union([
  z.object({ type: z.literal('snapshot'), tasks: TasksSchema, version: z.number() }),
  z.object({
    type: z.literal('changes'),
    upserts: TasksSchema,
    deletes: z.array(z.string()),
    since: z.number(),
    version: z.number(),
  }),
  z.object({ type: z.literal('goal'), dailyGoal: z.number(), version: z.optional(z.number()) }),
  z.object({ type: z.literal('ping') }),
  // The daily loop: settings changed on another device; a new day started (date, carried-over
  // badges); the routine list changed.
  z.object({ type: z.literal('settings'), settings: SettingsSchema, version: z.optional(z.number()) }),
  z.object({ type: z.literal('day'), day: DaySchema, version: z.optional(z.number()) }),
  z.object({ type: z.literal('routines'), routines: z.array(RoutineSchema), version: z.optional(z.number()) }),
  // A note was written, deleted or restored. Loose: its note is read by the notes page alone
  // (NoteLiveMessageSchema), so the planner, which parses every message, carries no note schema.
  z.looseObject({ type: z.literal('note') }),
  // This client is older than the server's sync protocol (live/protocol.ts); close 4426 follows.
  z.object({ type: z.literal('upgrade-required'), protocol: z.number() }),
]);
export type LiveMessage = z.infer<typeof LiveMessageSchema>;
export type TaskChanges = Extract<LiveMessage, { type: 'changes' }>;
