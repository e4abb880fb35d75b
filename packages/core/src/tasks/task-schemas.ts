import { z } from 'zod/mini';
import { DEFAULT_PRIORITY, DEFAULT_SECTION, MAX_TASK_TEXT_LENGTH, PRIORITIES, SECTIONS } from '../constants';

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

export const SectionSchema = z.enum(SECTIONS);
export type Section = z.infer<typeof SectionSchema>;

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

export const TaskSchema = z.object({
  id: z.string(),
  text: z.string(),
  priority: PrioritySchema,
  completed: z.boolean(),
  section: SectionSchema,
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
  /**
   * The user's change version at this task's last change (see `TaskSnapshotSchema`): of two copies
   * of a task, the higher version is the newer. Absent only in copies stored by older clients.
   */
  version: z.optional(z.number()),
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
    section: z._default(SectionSchema, DEFAULT_SECTION),
    remindAt: z.optional(RemindAtSchema),
  })
  .check(
    z.refine((v) => v.id !== undefined || v.clientKey !== undefined, {
      message: 'must be given (a UUID made by the client), so that a retried create makes one task',
      path: ['id'],
    }),
  );
export type CreateTaskInput = z.input<typeof CreateTaskSchema>;

export const UpdateTaskSchema = /* @__PURE__ */ z
  .strictObject({
    text: z.optional(TaskTextSchema),
    priority: z.optional(PrioritySchema),
    completed: z.optional(z.boolean()),
    remindAt: z.optional(RemindAtSchema),
  })
  .check(
    z.refine(
      (v) => v.text !== undefined || v.priority !== undefined || v.completed !== undefined || v.remindAt !== undefined,
      { message: 'must change text, priority, completed or remindAt' },
    ),
  );
export type UpdateTaskInput = z.infer<typeof UpdateTaskSchema>;

export const MoveTaskSchema = z.strictObject({
  section: SectionSchema,
  index: /* @__PURE__ */ z.int().check(z.gte(0), z.lte(1_000_000)),
});
export type MoveTaskInput = z.infer<typeof MoveTaskSchema>;

export const TaskParamsSchema = z.strictObject({ id: TaskIdSchema });

export const TaskListSchema = z.object({ tasks: TasksSchema });

/**
 * `GET /api/tasks`: the user's tasks and the user's change version. Every change to a user's
 * tasks takes the next value of one counter per user, in the same transaction as the change, so
 * `version` says exactly which changes this list includes; a client keeps it with its copy and
 * resumes the live stream from it (`/api/live?since=version`).
 */
export const TaskSnapshotSchema = z.object({ tasks: TasksSchema, version: z.number() });
export type TaskSnapshot = z.infer<typeof TaskSnapshotSchema>;
