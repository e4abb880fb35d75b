import { z } from 'zod/mini';
import { ExportedStreakSchema } from './export-format';
import { SectionSchema } from '../tasks/task-schemas';
import { TimeZoneSchema } from '../streak/streak-schemas';
import { IMPORT_KINDS } from './import-limits';

export * from './import-limits';

export const ImportKindSchema = z.enum(IMPORT_KINDS);
export type ImportKind = z.infer<typeof ImportKindSchema>;

/** Body of both POST /api/import/preview and POST /api/import. */
export const ImportRequestSchema = z.strictObject({
  kind: ImportKindSchema,
  /** The file's whole text (the browser reads the file; a paste is the same). */
  text: z.string(),
  /** Where plain text goes; required for `text`, ignored otherwise. */
  list: z.optional(SectionSchema),
  /** The user's IANA zone: which Todoist dates are today and tomorrow. Required for `todoist-csv`. */
  timeZone: z.optional(TimeZoneSchema),
});
export type ImportRequest = z.infer<typeof ImportRequestSchema>;

const Count = z.int();
const Entries = z.array(z.object({ where: z.string(), reason: z.string() }));

/** The day settings an import can set. */
export const IMPORTED_SETTINGS = ['timeZone', 'rollover', 'restDays'] as const;

export const ImportSummarySchema = z.object({
  /** Tasks the import adds (preview) or added (import). */
  tasks: Count,
  lists: z.object({ brainDump: Count, today: Count, tomorrow: Count }),
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
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;
