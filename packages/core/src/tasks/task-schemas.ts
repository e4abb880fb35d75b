import { z } from 'zod/mini';
import {
  DEFAULT_PRIORITY,
  DEFAULT_SECTION,
  LATER_SECTION,
  MAX_CHECKLIST_ITEM_LENGTH,
  MAX_CHECKLIST_ITEMS,
  MAX_TASK_NOTES_LENGTH,
  MAX_TASK_TEXT_LENGTH,
  PRIORITIES,
  SECTIONS,
  TASK_SECTIONS,
} from '../constants';
import { LocalDateSchema } from '../streak/streak-schemas';

/*
 * Core's schemas use zod's functional API (`zod/mini`): the browser parses with them, and there
 * the classic API's chained methods cost ~20 kB gzip that tree-shaking cannot remove. The server
 * validates with the very same schemas (fastify-type-provider-zod works on any zod 4 schema);
 * default messages in English come from the locale the server installs (http/errors.ts).
 * A chained `.check(...)` is a method call, which a bundler must keep even when nothing imports
 * the schema: hence the `@__PURE__` marks, so a page only downloads the schemas it uses.
 */

/** An ISO 8601 instant with its offset (`2026-11-26T15:00:00Z`, `…+01:00`); null clears a reminder. */
export const RemindAtSchema = z.nullable(
  z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date and time with an offset, or null' }),
);

/** One of the board's three lists. */
export const SectionSchema = z.enum(SECTIONS);
export type Section = z.infer<typeof SectionSchema>;

/** Any list a task can be in: the board's three, or Later (a task planned for a day). */
export const TaskSectionSchema = z.enum(TASK_SECTIONS);
export type TaskSection = z.infer<typeof TaskSectionSchema>;

/** The user's local date a Later task is planned for (`YYYY-MM-DD`). */
export const PlannedDaySchema = LocalDateSchema;

export const DAY_ONLY_IN_LATER = `must be left out (or null) unless section is "${LATER_SECTION}"`;
export const DAY_NEEDED_IN_LATER = `must be given: a task in "${LATER_SECTION}" is planned for a day`;

/**
 * A day goes with Later and Later with a day, whatever the request: a create, a move, an import.
 * Whether the day is after tomorrow depends on the user's zone and the clock, so the server checks
 * that (core days/planned-days.ts), not the schema.
 */
export const dayGoesWithLater = <
  T extends { section?: TaskSection | undefined; day?: string | null | undefined },
>() => [
  z.refine<T>((v) => v.section !== LATER_SECTION || v.day != null, { message: DAY_NEEDED_IN_LATER, path: ['day'] }),
  z.refine<T>((v) => v.section === LATER_SECTION || v.day == null, { message: DAY_ONLY_IN_LATER, path: ['day'] }),
];

export const PrioritySchema = z.enum(PRIORITIES);
export type Priority = z.infer<typeof PrioritySchema>;

/**
 * A task's one id, for its whole life: a UUID made by the client that creates it (UUIDv7, so new
 * ids sort by time and land at the end of the index), or by the server for a create without one.
 */
export const TaskIdSchema = z.uuid({ message: 'must be a task id' });

/**
 * Refused besides NUL: PostgreSQL cannot store NUL in text (the write would fail), and a UTF-16
 * surrogate that is not part of a pair has no UTF-8 form, so it would be stored as something
 * other than what the client was told. No keyboard produces either.
 */
const UNPAIRED_SURROGATE = /\p{Cs}/u;
export const NUL_OR_BROKEN_UNICODE_MESSAGE = 'must not contain NUL or broken Unicode characters';
export const hasNoNulOrBrokenUnicode = (text: string): boolean =>
  !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);

/** Trimmed; empty or whitespace-only text is refused (spec §5). */
export const TaskTextSchema = /* @__PURE__ */ z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { message: 'must not be empty' }),
    z.maxLength(MAX_TASK_TEXT_LENGTH, { message: `must be at most ${MAX_TASK_TEXT_LENGTH} characters` }),
    z.refine(hasNoNulOrBrokenUnicode, { message: NUL_OR_BROKEN_UNICODE_MESSAGE }),
  );

/*
 * What a task carries besides its one line of text: notes (plain text, line breaks kept) and a
 * checklist of steps. As with a task's text, nothing typed is ever cut: text over a limit is
 * refused (400 on the server; the client keeps it and says why), never shortened.
 */

/**
 * A task's notes, kept exactly as typed — not trimmed, so the caret never jumps while someone
 * writes and a blank line at the end survives a save. Empty means no notes.
 */
export const TaskNotesSchema = /* @__PURE__ */ z
  .string()
  .check(
    z.maxLength(MAX_TASK_NOTES_LENGTH, { message: `must be at most ${MAX_TASK_NOTES_LENGTH} characters` }),
    z.refine(hasNoNulOrBrokenUnicode, { message: NUL_OR_BROKEN_UNICODE_MESSAGE }),
  );

/** A checklist item's id, made by the client (a UUID fits); unique within its checklist. */
export const ChecklistItemIdSchema = /* @__PURE__ */ z
  .string()
  .check(
    z.minLength(1, { message: 'must not be empty' }),
    z.maxLength(64, { message: 'must be at most 64 characters' }),
    z.regex(/^[A-Za-z0-9_-]+$/, { message: 'must be 1–64 letters, digits, _ or -' }),
  );

/** One step's text: trimmed, not empty, one line's worth. */
export const ChecklistItemTextSchema = /* @__PURE__ */ z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { message: 'must not be empty' }),
    z.maxLength(MAX_CHECKLIST_ITEM_LENGTH, { message: `must be at most ${MAX_CHECKLIST_ITEM_LENGTH} characters` }),
    z.refine(hasNoNulOrBrokenUnicode, { message: NUL_OR_BROKEN_UNICODE_MESSAGE }),
  );

export const ChecklistItemSchema = z.strictObject({
  id: ChecklistItemIdSchema,
  text: ChecklistItemTextSchema,
  done: z.boolean(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

/**
 * The whole checklist, in order: a PATCH replaces it whole, so the order sent is the order kept.
 * A repeated id would make "tick this item" ambiguous, so it is refused at the repeat's place.
 */
export const ChecklistSchema = /* @__PURE__ */ z.array(ChecklistItemSchema).check(
  z.maxLength(MAX_CHECKLIST_ITEMS, { message: `must have at most ${MAX_CHECKLIST_ITEMS} items` }),
  z.superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.id)) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be unique in the checklist',
          path: [index, 'id'],
          input: item.id,
        });
      }
      seen.add(item.id);
    });
  }),
);
export type Checklist = z.infer<typeof ChecklistSchema>;

export const TaskSchema = z.object({
  id: z.string(),
  text: z.string(),
  priority: PrioritySchema,
  completed: z.boolean(),
  section: TaskSectionSchema,
  /**
   * The local date a Later task is planned for; null (or absent, in copies stored by older
   * clients) on every other task.
   */
  day: z.optional(z.nullable(z.string())),
  order: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /**
   * When to remind (ISO 8601, UTC); null or absent: no reminder. Optional so copies stored by
   * older clients still parse.
   */
  remindAt: z.optional(z.nullable(z.string())),
  /** The reminder fell due while no server ran and was more than an hour late: not sent. */
  reminderMissed: z.optional(z.boolean()),
  /** The routine the task was made from or into; absent for any other task. Set by the server only. */
  routineId: z.optional(z.string()),
  /** The note whose line the task was made from; absent for any other task. Set by the server only. */
  noteId: z.optional(z.string()),
  /**
   * The user's change version at this task's last change (see `TaskSnapshotSchema`): of two copies
   * of a task, the higher version is the newer. Absent only in copies stored by older clients.
   */
  version: z.optional(z.number()),
  /** The task's notes; '' when none (and in copies stored by older clients). */
  notes: z._default(z.string(), ''),
  /** The task's checklist, in order; [] when none (and in copies stored by older clients). */
  checklist: z._default(z.array(z.object({ id: z.string(), text: z.string(), done: z.boolean() })), []),
});
export type Task = z.infer<typeof TaskSchema>;

/** A list of tasks: the client's stored copy, a snapshot, the API's task list. */
export const TasksSchema = z.array(TaskSchema);

export const CreateTaskSchema = /* @__PURE__ */ z
  .strictObject({
    /**
     * The new task's id, made by the client (UUIDv7 preferred). A create is idempotent on it: the
     * same body sent twice makes one task (201, then 200 with the same task).
     */
    id: z.optional(TaskIdSchema),
    /**
     * Superseded by `id`, still accepted for scripts written against it: chosen once per new task,
     * so a retried create never makes a duplicate.
     */
    clientKey: z.optional(
      z
        .string()
        .check(
          z.minLength(8),
          z.maxLength(64),
          z.regex(/^[A-Za-z0-9_-]+$/, { message: 'must be 8–64 letters, digits, _ or -' }),
        ),
    ),
    text: TaskTextSchema,
    priority: z._default(PrioritySchema, DEFAULT_PRIORITY),
    section: z._default(TaskSectionSchema, DEFAULT_SECTION),
    /** Required with section "later" (a day after tomorrow, in the user's zone); refused otherwise. */
    day: z.optional(z.nullable(PlannedDaySchema)),
    remindAt: z.optional(RemindAtSchema),
  })
  .check(
    z.refine((v) => v.id !== undefined || v.clientKey !== undefined, {
      message: 'must be given (a UUID made by the client), so that a retried create makes one task',
      path: ['id'],
    }),
    ...dayGoesWithLater(),
  );
export type CreateTaskInput = z.input<typeof CreateTaskSchema>;

export const UpdateTaskSchema = /* @__PURE__ */ z
  .strictObject({
    text: z.optional(TaskTextSchema),
    priority: z.optional(PrioritySchema),
    completed: z.optional(z.boolean()),
    remindAt: z.optional(RemindAtSchema),
    /** The whole notes text; '' clears it. */
    notes: z.optional(TaskNotesSchema),
    /** The whole checklist, in order; [] clears it. */
    checklist: z.optional(ChecklistSchema),
  })
  .check(
    z.refine((v) => Object.values(v).some((value) => value !== undefined), {
      message: 'must change text, priority, completed, remindAt, notes or checklist',
    }),
  );
export type UpdateTaskInput = z.infer<typeof UpdateTaskSchema>;

/**
 * A move to a list, at a position among its open tasks. Later is ordered by day, then by order
 * within a day: a move there names the day, and `index` is the position among that day's open
 * tasks (the end when left out).
 */
export const MoveTaskSchema = /* @__PURE__ */ z
  .strictObject({
    section: TaskSectionSchema,
    day: z.optional(z.nullable(PlannedDaySchema)),
    index: z.optional(/* @__PURE__ */ z.int().check(z.gte(0), z.lte(1_000_000))),
  })
  .check(
    ...dayGoesWithLater(),
    z.refine((v) => v.index !== undefined || v.section === LATER_SECTION, {
      message: 'must be given: the position in the list',
      path: ['index'],
    }),
  );
export type MoveTaskInput = z.infer<typeof MoveTaskSchema>;

export const TaskParamsSchema = z.strictObject({ id: TaskIdSchema });

/**
 * The answer to a move: every task it renumbered and the user's change version after it (a move
 * that changes nothing leaves the version as it was). Every task write answers that version
 * (a task's answer in the task's own `version`), so the client confirms its writes by version.
 */
export const MovedTasksSchema = z.object({ tasks: TasksSchema, version: z.number() });

/** The answer to a delete: the version of that delete (the deleted task's last change). */
export const VersionAnswerSchema = z.object({ version: z.number() });

/**
 * `GET /api/tasks`: the user's tasks and the user's change version. Every change to a user's
 * tasks takes the next value of one counter per user, in the same transaction as the change, so
 * `version` says exactly which changes this list includes; a client keeps it with its copy and
 * resumes the live stream from it (`/api/live?since=version`).
 */
export const TaskSnapshotSchema = z.object({ tasks: TasksSchema, version: z.number() });
export type TaskSnapshot = z.infer<typeof TaskSnapshotSchema>;
