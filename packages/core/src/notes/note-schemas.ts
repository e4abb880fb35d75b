import { z } from 'zod/mini';
import {
  hasNoNulOrBrokenUnicode,
  NUL_OR_BROKEN_UNICODE_MESSAGE,
  TaskIdSchema,
  TaskTextSchema,
} from '../tasks/task-schemas';

/** A note's title: what the list shows; it may be left empty (the list then says "Untitled note"). */
export const MAX_NOTE_TITLE_LENGTH = 200;
/** A note's body: plain text with line breaks, links shown as links. */
export const MAX_NOTE_BODY_LENGTH = 20_000;
/** Notes one user may keep, Recently deleted included: far beyond what a person writes. */
export const MAX_NOTES_PER_USER = 1_000;

const limited = (max: number) =>
  /* @__PURE__ */ z
    .string()
    .check(
      z.maxLength(max, { message: `must be at most ${max.toLocaleString('en-US')} characters` }),
      z.refine(hasNoNulOrBrokenUnicode, { message: NUL_OR_BROKEN_UNICODE_MESSAGE }),
    );

/** Kept exactly as typed (no trimming): a note's spaces and blank lines are the writer's. */
export const NoteTitleSchema = limited(MAX_NOTE_TITLE_LENGTH);
export const NoteBodySchema = limited(MAX_NOTE_BODY_LENGTH);

/** A note's one id, made by the client that writes it (UUIDv7), or by the server. */
export const NoteIdSchema = z.uuid({ message: 'must be a note id' });

export const NoteSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  createdAt: z.number(),
  /** Epoch ms of the last change of its title, body or pin: the list is sorted by it. */
  updatedAt: z.number(),
  /** Epoch ms of its delete while it is in Recently deleted; null while it is in the list. */
  deletedAt: z.nullable(z.number()),
});
export type Note = z.infer<typeof NoteSchema>;

/** GET /api/notes: every note, those in Recently deleted too (deletedAt set). */
export const NoteListSchema = z.object({ notes: z.array(NoteSchema) });

export const NoteParamsSchema = z.object({ id: NoteIdSchema });

/** POST /api/notes: idempotent on `id`, so a create sent again (offline, a retry) makes one note. */
export const CreateNoteSchema = /* @__PURE__ */ z.strictObject({
  id: z.optional(NoteIdSchema),
  title: z.optional(NoteTitleSchema),
  body: z.optional(NoteBodySchema),
  pinned: z.optional(z.boolean()),
});
export type CreateNoteInput = z.infer<typeof CreateNoteSchema>;

/** PATCH /api/notes/:id: any of the three; the later write wins. */
export const UpdateNoteSchema = /* @__PURE__ */ z
  .strictObject({
    title: z.optional(NoteTitleSchema),
    body: z.optional(NoteBodySchema),
    pinned: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => v.title !== undefined || v.body !== undefined || v.pinned !== undefined, {
      message: 'must change title, body or pinned',
    }),
  );
export type UpdateNoteInput = z.infer<typeof UpdateNoteSchema>;

/**
 * POST /api/notes/:id/tasks: one line of the note becomes a task in Brain Dump that links back
 * to the note. `id` is the task's, made by the client, so a retried request makes one task.
 */
export const NoteLineToTaskSchema = /* @__PURE__ */ z.strictObject({
  id: z.optional(TaskIdSchema),
  text: TaskTextSchema,
});
export type NoteLineToTaskInput = z.infer<typeof NoteLineToTaskSchema>;

/**
 * The live message a note change sends (`{type: 'note', note}`). The shared live union lets it
 * through with its other fields unread (the planner has no use for notes); the notes page reads
 * the note with this schema.
 */
export const NoteLiveMessageSchema = z.object({ type: z.literal('note'), note: NoteSchema });
