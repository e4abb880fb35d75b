import { z } from 'zod/mini';
import { DailyGoalSchema } from '../progress/goal-schemas';
import { LocalDateSchema } from '../streak/streak-schemas';
import { PrioritySchema, SectionSchema, type Task } from '../tasks/task-schemas';
import { checkTaskText, importError, looksBinary, type ImportPlan, type ImportReading } from './import-plan';

/**
 * Dayflow's own export: everything a user owns, as one JSON document (docs/api.md, "Export and
 * import"). `version` is the major version. Sections added later (routines, history, settings,
 * recently deleted tasks) arrive as new optional keys of version 1: readers ignore keys they do
 * not know, so an older Dayflow still reads a newer file's tasks. Only a change that would make an
 * old reader misread a file raises the version.
 */
export const EXPORT_FORMAT = 'dayflow-export';
export const EXPORT_VERSION = 1;

/** Epoch milliseconds, as everywhere in the API. */
const TimestampSchema = /* @__PURE__ */ z.int({ message: 'must be epoch milliseconds' }).check(z.gte(0));

export const ExportedTaskSchema = z.object({
  id: /* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(64)),
  // Any string: an unfit text skips its task with a reason instead of refusing the file.
  text: z.string(),
  priority: PrioritySchema,
  completed: z.boolean(),
  section: SectionSchema,
  order: z.number(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  /** A new optional key of version 1: the reminder (ISO 8601), only when the task has one. */
  remindAt: z.optional(z.string()),
});

export const ExportedStreakSchema = z.object({
  count: /* @__PURE__ */ z.int().check(z.gte(0)),
  lastActive: z.nullable(LocalDateSchema),
  /** When the last counted local day ends (epoch ms), so a zone change cannot count a day twice. */
  countedUntil: z.optional(z.nullable(TimestampSchema)),
});
export type ExportedStreak = z.infer<typeof ExportedStreakSchema>;

export const DayflowExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: TimestampSchema,
  /** Open and completed tasks, every field, in list order. */
  tasks: z.array(ExportedTaskSchema),
  /** null when the user never chose a goal (the default applies). */
  goal: z.optional(z.nullable(z.object({ dailyGoal: DailyGoalSchema }))),
  streak: z.optional(z.nullable(ExportedStreakSchema)),
  /** Tasks in Recently deleted, newest deletion first; a copy for the record: import skips them. */
  recentlyDeleted: z.optional(z.array(z.extend(ExportedTaskSchema, { deletedAt: TimestampSchema }))),
});
export type DayflowExport = z.infer<typeof DayflowExportSchema>;

export function buildExport(data: {
  tasks: Task[];
  dailyGoal: number | undefined;
  streak: ExportedStreak | null;
  exportedAt: number;
  recentlyDeleted?: (Task & { deletedAt: number })[];
}): DayflowExport {
  const exported = (t: Task) => ({
    id: t.id,
    text: t.text,
    priority: t.priority,
    completed: t.completed,
    section: t.section,
    order: t.order,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    ...(t.remindAt && { remindAt: t.remindAt }),
  });
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: data.exportedAt,
    tasks: data.tasks.map(exported),
    goal: data.dailyGoal === undefined ? null : { dailyGoal: data.dailyGoal },
    streak: data.streak,
    ...(data.recentlyDeleted && {
      recentlyDeleted: data.recentlyDeleted.map((t) => ({ ...exported(t), deletedAt: t.deletedAt })),
    }),
  };
}

export function readDayflowExport(text: string): ImportReading {
  if (looksBinary(text)) return importError('text', 'this is not a text file');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return importError('text', `not valid JSON (${(error as Error).message})`);
  }
  const head = (typeof value === 'object' && value !== null ? value : {}) as { format?: unknown; version?: unknown };
  if (head.format !== EXPORT_FORMAT)
    return importError('format', `not a Dayflow export (format must be "${EXPORT_FORMAT}")`);
  if (typeof head.version === 'number' && head.version > EXPORT_VERSION) {
    return importError(
      'version',
      `made by a newer Dayflow (format version ${head.version}); this one reads version ${EXPORT_VERSION}`,
    );
  }
  const parsed = DayflowExportSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join('.') || 'text';
    return importError(field, issue?.message ?? 'invalid value');
  }
  return { ok: true, plan: planExport(parsed.data) };
}

function planExport(document: DayflowExport): ImportPlan {
  const plan: ImportPlan = { tasks: [], skipped: [] };
  const seen = new Set<string>();
  document.tasks.forEach((task, index) => {
    const where = `tasks.${index}`;
    if (seen.has(task.id)) {
      plan.skipped.push({ where, reason: 'the same task (id) appears earlier in the file' });
      return;
    }
    seen.add(task.id);
    const checked = checkTaskText(task.text);
    if (!checked.ok) {
      plan.skipped.push({ where, reason: checked.reason });
      return;
    }
    plan.tasks.push({
      sourceId: task.id,
      text: checked.text,
      priority: task.priority,
      section: task.section,
      completed: task.completed,
      order: task.order,
      createdAt: task.createdAt,
      updatedAt: task.updatedAt,
      where,
    });
  });
  if (document.goal) plan.dailyGoal = document.goal.dailyGoal;
  if (document.streak) plan.streak = document.streak;
  return plan;
}
