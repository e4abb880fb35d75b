import { z } from 'zod';
import { DEFAULT_PRIORITY, DEFAULT_SECTION, MAX_TASK_TEXT_LENGTH, PRIORITIES, SECTIONS } from '../constants';

export const SectionSchema = z.enum(SECTIONS);
export type Section = z.infer<typeof SectionSchema>;

export const PrioritySchema = z.enum(PRIORITIES);
export type Priority = z.infer<typeof PrioritySchema>;

/** Server ids are UUIDs; the client uses `temp-…` ids until the server's id arrives. */
export const TaskIdSchema = z.uuid({ message: 'must be a task id' });

/**
 * Refused besides NUL: PostgreSQL cannot store NUL in text (the write would fail), and a UTF-16
 * surrogate that is not part of a pair has no UTF-8 form, so it would be stored as something
 * other than what the client was told. No keyboard produces either.
 */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/** Trimmed; empty or whitespace-only text is refused (spec §5). */
export const TaskTextSchema = z
  .string()
  .trim()
  .min(1, { message: 'must not be empty' })
  .max(MAX_TASK_TEXT_LENGTH, { message: `must be at most ${MAX_TASK_TEXT_LENGTH} characters` })
  .refine((text) => !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text), {
    message: 'must not contain NUL or broken Unicode characters',
  });

export const TaskSchema = z.object({
  id: z.string(),
  text: z.string(),
  priority: PrioritySchema,
  completed: z.boolean(),
  section: SectionSchema,
  order: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Task = z.infer<typeof TaskSchema>;

export const CreateTaskSchema = z.strictObject({
  /** Chosen by the client once per new task, so a retried create never makes a duplicate. */
  clientKey: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'must be 8–64 letters, digits, _ or -' }),
  text: TaskTextSchema,
  priority: PrioritySchema.default(DEFAULT_PRIORITY),
  section: SectionSchema.default(DEFAULT_SECTION),
});
export type CreateTaskInput = z.input<typeof CreateTaskSchema>;

export const UpdateTaskSchema = z
  .strictObject({
    text: TaskTextSchema.optional(),
    priority: PrioritySchema.optional(),
    completed: z.boolean().optional(),
  })
  .refine((v) => v.text !== undefined || v.priority !== undefined || v.completed !== undefined, {
    message: 'must change text, priority or completed',
  });
export type UpdateTaskInput = z.infer<typeof UpdateTaskSchema>;

export const MoveTaskSchema = z.strictObject({
  section: SectionSchema,
  index: z.int().min(0).max(1_000_000),
});
export type MoveTaskInput = z.infer<typeof MoveTaskSchema>;

export const TaskParamsSchema = z.strictObject({ id: TaskIdSchema });

export const TaskListSchema = z.object({ tasks: z.array(TaskSchema) });
