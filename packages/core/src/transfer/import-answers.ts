import { z } from 'zod/mini';
import { ExportedStreakSchema } from '../streak/streak-schemas';

// The import's answer, in a module of its own: Settings parses it, and a schema that reached the
// export format would make the bundler split the planner's schemas into more chunks (ADR 19).

const Count = z.int();
const Entries = z.array(z.object({ where: z.string(), reason: z.string() }));

/** The day settings an import can set. */
export const IMPORTED_SETTINGS = ['timeZone', 'rollover', 'restDays'] as const;

export const ImportSummarySchema = z.object({
  /** Tasks the import adds (preview) or added (import). */
  tasks: Count,
  lists: z.object({ brainDump: Count, today: Count, tomorrow: Count, later: Count }),
  completed: Count,
  /** Set from a Dayflow export when the account had none. */
  dailyGoal: z.nullable(Count),
  streak: z.nullable(ExportedStreakSchema),
  /** Routines added: a Dayflow export's, or Todoist tasks that recur on weekdays. */
  routines: Count,
  /** The day settings set from a Dayflow export, where the account had its defaults. */
  settings: z.array(z.enum(IMPORTED_SETTINGS)),
  /** Days of History added. */
  historyDays: Count,
  /** Tasks put back in Recently deleted. */
  recentlyDeleted: Count,
  skipped: z.object({ total: Count, entries: Entries }),
  /** Rows imported otherwise than the file says, and why (the first 100). */
  notes: Entries,
  /** A Todoist file's dates the import could not follow, in full; the notes name the rows. */
  dates: z.object({ unread: Count, repeatedOnce: Count }),
  /**
   * What a Todoist file's tasks bring besides their text, kept in the tasks added: descriptions
   * and section names (in the notes), sub-tasks (the checklist) and comments (in the notes).
   */
  kept: z.optional(z.object({ descriptions: Count, subTasks: Count, comments: Count, sections: Count })),
  /** The import only (a preview writes nothing): the user's change version after it. */
  version: z.optional(Count),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;
