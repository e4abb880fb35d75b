import { z } from 'zod/mini';
import { NoteBodySchema, NoteTitleSchema, type Note } from '../notes/note-schemas';
import { TimestampSchema } from '../streak/streak-schemas';
import type { SkippedEntry } from './import-plan';

/**
 * The Notes workspace's part of Dayflow's export (`notes`, a new optional key of version 1), and
 * how an import reads it back. Kept apart from the task parts: a note is its own record.
 */
export const ExportedNoteSchema = z.object({
  id: /* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(64)),
  // Any string: a note over the limits is skipped with its reason, not the whole file refused.
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  /** Set on a note in Recently deleted (it comes back there). */
  deletedAt: z.optional(z.nullable(TimestampSchema)),
});
export type ExportedNote = z.infer<typeof ExportedNoteSchema>;

/** A note as the export writes it: every field, Recently deleted ones with their deletedAt. */
export const exportedNote = (note: Note): ExportedNote => ({ ...note });

/** A note an import will write, with the file's id (importing the same file again finds it). */
export interface PlannedNote {
  sourceId: string;
  title: string;
  body: string;
  pinned: boolean;
  createdAt: number;
  updatedAt: number;
  deletedAt: number | null;
  where: string;
}

/** The file's notes that fit the rules; each that does not is skipped with its reason. */
export function planNotes(notes: ExportedNote[], skipped: SkippedEntry[]): PlannedNote[] {
  const planned: PlannedNote[] = [];
  const seen = new Set<string>();
  notes.forEach(({ id, deletedAt, ...note }, index) => {
    const where = `notes.${index}`;
    const problem = seen.has(id)
      ? 'the same note (id) appears earlier in the file'
      : (['title', 'body'] as const)
          .map((field) => {
            const issue = (field === 'title' ? NoteTitleSchema : NoteBodySchema).safeParse(note[field]).error
              ?.issues[0];
            return issue && `the ${field} ${issue.message}`;
          })
          .find(Boolean);
    if (problem) skipped.push({ where, reason: problem });
    else planned.push({ ...note, sourceId: id, deletedAt: deletedAt ?? null, where });
    seen.add(id);
  });
  return planned;
}
