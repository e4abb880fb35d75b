import { DayflowExportSchema, EXPORT_FORMAT, EXPORT_VERSION, type DayflowExport } from './export-format';
import {
  BINARY_FILE,
  checkTaskDetails,
  checkTaskText,
  importError,
  looksBinary,
  type ImportPlan,
  type ImportReading,
} from './import-plan';
import { planNotes } from './notes-transfer';

/** Reads Dayflow's own export into a plan, or says, in words a person can act on, why not. */
export function readDayflowExport(text: string): ImportReading {
  if (looksBinary(text)) return importError('text', BINARY_FILE);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return importError(
      'text',
      'this file is not a Dayflow export (it is not JSON). Choose the .json file that Export made, or pick the format that matches your file',
    );
  }
  const head = (typeof value === 'object' && value !== null ? value : {}) as { format?: unknown; version?: unknown };
  if (head.format !== EXPORT_FORMAT) {
    return importError(
      'format',
      `this JSON file is not a Dayflow export (it has no "format": "${EXPORT_FORMAT}"). Choose the file that Export made`,
    );
  }
  if (typeof head.version === 'number' && head.version > EXPORT_VERSION) {
    return importError(
      'version',
      `this file was made by a newer Dayflow (format version ${head.version}), and this one reads version ${EXPORT_VERSION}. Import it where it was made, or update this Dayflow`,
    );
  }
  const parsed = DayflowExportSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join('.') || 'text';
    return importError(
      field,
      `${issue?.message ?? 'invalid value'}. The file was changed or damaged after Export made it; export it again`,
    );
  }
  return { ok: true, plan: planExport(parsed.data) };
}

function planExport(document: DayflowExport): ImportPlan {
  const plan: ImportPlan = { tasks: [], skipped: [] };
  // One set for both lists: a task cannot be in a list and in Recently deleted at once.
  const seen = new Set<string>();
  const readTask = <T extends DayflowExport['tasks'][number]>(task: T, where: string) => {
    if (seen.has(task.id)) {
      plan.skipped.push({ where, reason: 'the same task (id) appears earlier in the file' });
      return undefined;
    }
    seen.add(task.id);
    const checked = checkTaskText(task.text);
    if (!checked.ok) {
      plan.skipped.push({ where, reason: checked.reason });
      return undefined;
    }
    const details = checkTaskDetails(task);
    if (details !== null) {
      plan.skipped.push({ where, reason: details });
      return undefined;
    }
    const { id, text: _text, ...fields } = task;
    return { ...fields, sourceId: id, text: checked.text, where };
  };
  document.tasks.forEach((task, index) => {
    const planned = readTask(task, `tasks.${index}`);
    if (planned) plan.tasks.push(planned);
  });
  if (document.recentlyDeleted) {
    plan.recentlyDeleted = [];
    document.recentlyDeleted.forEach((task, index) => {
      const planned = readTask(task, `recentlyDeleted.${index}`);
      if (planned) plan.recentlyDeleted!.push(planned);
    });
  }
  if (document.routines) {
    plan.routines = [];
    document.routines.forEach(({ id, text, ...routine }, index) => {
      const where = `routines.${index}`;
      const checked = checkTaskText(text);
      if (checked.ok) plan.routines!.push({ ...routine, sourceId: id, text: checked.text, where });
      else plan.skipped.push({ where, reason: checked.reason });
    });
  }
  if (document.history) {
    plan.history = document.history.map((day, index) => ({ ...day, where: `history.${index}` }));
  }
  if (document.notes) plan.freeNotes = planNotes(document.notes, plan.skipped);
  if (document.settings) plan.settings = document.settings;
  if (document.goal) plan.dailyGoal = document.goal.dailyGoal;
  if (document.streak) plan.streak = document.streak;
  return plan;
}
