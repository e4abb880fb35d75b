import { z } from 'zod/mini';
import { DailyGoalSchema } from '../progress/goal-schemas';
import {
  RoutineRruleSchema,
  RoutineStartSchema,
  RoutineWeekdaysSchema,
  type Routine,
} from '../routines/routine-schemas';
import { WeekdaySchema } from '../time/weekday-schemas';
import type { Note } from '../notes/note-schemas';
import { ExportedNoteSchema, exportedNote } from './notes-transfer';
import { RestDaysSchema, type Settings } from '../settings/settings-schemas';
import { ExportedStreakSchema, LocalDateSchema, TimestampSchema, type ExportedStreak } from '../streak/streak-schemas';
import {
  dayGoesWithLater,
  PlannedDaySchema,
  PrioritySchema,
  TaskSectionSchema,
  type Task,
} from '../tasks/task-schemas';

/**
 * Dayflow's own export: everything a user owns, as one JSON document (docs/api.md, "Export and
 * import"). `version` is the major version. Sections added later (routines, history, settings,
 * recently deleted tasks) arrive as new optional keys of version 1: readers ignore keys they do
 * not know, so an older Dayflow still reads a newer file's tasks. Only a change that would make an
 * old reader misread a file raises the version.
 */
export const EXPORT_FORMAT = 'dayflow-export';
export const EXPORT_VERSION = 1;

const exportedTaskShape = {
  id: /* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(64)),
  // Any string: an unfit text skips its task with a reason instead of refusing the file.
  text: z.string(),
  priority: PrioritySchema,
  completed: z.boolean(),
  section: TaskSectionSchema,
  /** A new optional key of version 1: the day a Later task is planned for, only on those. */
  day: z.optional(PlannedDaySchema),
  order: z.number(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  /** A new optional key of version 1: the reminder (ISO 8601), only when the task has one. */
  remindAt: z.optional(z.string()),
  /** A new optional key of version 1: the routine (its id in `routines`) the task belongs to. */
  routineId: z.optional(/* @__PURE__ */ z.string().check(z.maxLength(64))),
  /**
   * New optional keys of version 1, written on every task: its notes and its checklist, whole. Any
   * string and any item text here: one that does not fit skips its task with a reason.
   */
  notes: z.optional(z.string()),
  checklist: z.optional(z.array(z.object({ id: z.string(), text: z.string(), done: z.boolean() }))),
  /** A new optional key of version 1: the note (its id in `notes`) the task was made from. */
  noteId: z.optional(/* @__PURE__ */ z.string().check(z.maxLength(64))),
};

export const ExportedTaskSchema = /* @__PURE__ */ z.object(exportedTaskShape).check(...dayGoesWithLater());

export const ExportedRoutineSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.string().check(z.maxLength(64)),
    text: z.string(),
    priority: PrioritySchema,
    /** At least one, unless an rrule says when it repeats (a monthly rule names no weekday). */
    weekdays: z.array(WeekdaySchema),
    /** New optional keys of version 1: the rule and its first day, for routines beyond weekdays. */
    rrule: z.optional(RoutineRruleSchema),
    startsOn: z.optional(z.nullable(RoutineStartSchema)),
    paused: z.boolean(),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  })
  .check(
    z.refine((r) => r.rrule !== undefined || RoutineWeekdaysSchema.safeParse(r.weekdays).success, {
      message: 'must name at least one weekday, each once',
      path: ['weekdays'],
    }),
  );

export const ExportedSettingsSchema = z.object({
  /** Any string: a zone this server does not know is skipped with a reason, not refused. */
  timeZone: z.nullable(/* @__PURE__ */ z.string().check(z.maxLength(64))),
  rollover: z.boolean(),
  restDays: RestDaysSchema,
});

export const ExportedDaySchema = z.object({
  date: LocalDateSchema,
  completed: /* @__PURE__ */ z.int().check(z.gte(0)),
});

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
  recentlyDeleted: z.optional(
    z.array(
      /* @__PURE__ */ z.object({ ...exportedTaskShape, deletedAt: TimestampSchema }).check(...dayGoesWithLater()),
    ),
  ),
  /** Routines, oldest first. */
  routines: z.optional(z.array(ExportedRoutineSchema)),
  /** The day settings: zone, rollover of Tomorrow and rest days. */
  settings: z.optional(ExportedSettingsSchema),
  /** Tasks completed per local day, every day with at least one, oldest first (History). */
  history: z.optional(z.array(ExportedDaySchema)),
  /** The Notes workspace's notes, latest change first, Recently deleted ones too (notes-transfer.ts). */
  notes: z.optional(z.array(ExportedNoteSchema)),
});
export type DayflowExport = z.infer<typeof DayflowExportSchema>;

export function buildExport(data: {
  tasks: Task[];
  dailyGoal: number | undefined;
  streak: ExportedStreak | null;
  exportedAt: number;
  recentlyDeleted?: (Task & { deletedAt: number })[];
  routines?: Routine[];
  settings?: Settings;
  history?: { date: string; completed: number }[];
  notes?: Note[];
}): DayflowExport {
  const exported = (t: Task) => ({
    id: t.id,
    text: t.text,
    priority: t.priority,
    completed: t.completed,
    section: t.section,
    ...(t.day && { day: t.day }),
    order: t.order,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    ...(t.remindAt && { remindAt: t.remindAt }),
    ...(t.routineId !== undefined && { routineId: t.routineId }),
    notes: t.notes,
    checklist: t.checklist.map(({ id, text, done }) => ({ id, text, done })),
    ...(t.noteId && { noteId: t.noteId }),
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
    ...(data.routines && { routines: data.routines.map((r) => ({ ...r, weekdays: [...r.weekdays] })) }),
    ...(data.settings && { settings: { ...data.settings, restDays: [...data.settings.restDays] } }),
    ...(data.history && { history: data.history.map(({ date, completed }) => ({ date, completed })) }),
    ...(data.notes && { notes: data.notes.map(exportedNote) }),
  };
}
