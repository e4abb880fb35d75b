import { z } from 'zod/mini';
import { SettingsSchema } from '../settings/settings-schemas';
import { StreakSchema } from '../streak/streak-schemas';
import { TaskSnapshotSchema } from '../tasks/task-schemas';
import { ProfileSchema } from './profile-schemas';

/**
 * What a page for a signed-in user carries (docs/decisions/0017-first-data-with-the-page.md):
 * everything the planner's first render reads from the server, so a cold open needs no request
 * after the page before its first task row.
 */
export const FirstDataSchema = z.object({
  profile: ProfileSchema,
  dailyGoal: z.number(),
  streak: StreakSchema,
  settings: SettingsSchema,
  tasks: TaskSnapshotSchema,
});
export type FirstData = z.infer<typeof FirstDataSchema>;
