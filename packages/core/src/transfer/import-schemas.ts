import { z } from 'zod/mini';
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

export * from './import-answers';
