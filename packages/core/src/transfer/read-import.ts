import type { TaskSection } from '../tasks/task-schemas';
import { readDayflowExport } from './read-dayflow-export';
import { importError, type ImportDates, type ImportReading, type SkippedEntry } from './import-plan';
import { MAX_IMPORT_TASKS, MAX_SKIPPED_LISTED, type ImportRequest, type ImportSummary } from './import-schemas';
import { readPlainText } from './plain-text';
import { readTodoistCsv } from './todoist';

/** Reads an import request's file into a plan, or says why the whole file is refused. */
export function readImport(request: ImportRequest, now: number): ImportReading {
  const reading = readByKind(request, now);
  if (reading.ok && reading.plan.tasks.length > MAX_IMPORT_TASKS) {
    const count = (n: number) => n.toLocaleString('en-US');
    return importError(
      'text',
      `the file has ${count(reading.plan.tasks.length)} tasks; one import takes at most ${count(MAX_IMPORT_TASKS)}`,
    );
  }
  return reading;
}

function readByKind(request: ImportRequest, now: number): ImportReading {
  switch (request.kind) {
    case 'dayflow-json':
      return readDayflowExport(request.text);
    case 'todoist-csv':
      if (!request.timeZone) return importError('timeZone', "your time zone is needed to read Todoist's dates");
      return readTodoistCsv(request.text, { now, timeZone: request.timeZone });
    case 'text':
      if (!request.list) return importError('list', 'choose the list the tasks go to');
      return readPlainText(request.text, request.list);
  }
}

/** What a preview shows and an import answers: counts per list and the reasons for every skip. */
export function summariseImport(
  tasks: { section: TaskSection; completed: boolean }[],
  skipped: SkippedEntry[],
  extras: Omit<ImportSummary, 'tasks' | 'lists' | 'completed' | 'skipped' | 'notes' | 'dates'> & {
    notes: SkippedEntry[];
    dates?: ImportDates | undefined;
  },
): ImportSummary {
  const lists = { brainDump: 0, today: 0, tomorrow: 0, later: 0 };
  for (const task of tasks) lists[task.section]++;
  return {
    tasks: tasks.length,
    lists,
    completed: tasks.filter((t) => t.completed).length,
    ...extras,
    skipped: { total: skipped.length, entries: skipped.slice(0, MAX_SKIPPED_LISTED) },
    notes: extras.notes.slice(0, MAX_SKIPPED_LISTED),
    dates: extras.dates ?? { unread: 0, repeatedOnce: 0 },
  };
}
