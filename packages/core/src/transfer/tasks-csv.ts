import { SECTIONS } from '../constants';
import { sortTasks } from '../tasks/task-list';
import type { Task } from '../tasks/task-schemas';
import { TEXTS } from '../texts';
import { encodeCsv, neutraliseFormula } from './csv';

export const TASKS_CSV_COLUMNS = ['text', 'list', 'priority', 'completed', 'created', 'updated'] as const;

/** A byte order mark: without it spreadsheet apps read UTF-8 text as another code page. */
const BOM = '\uFEFF';

/**
 * The user's tasks for a spreadsheet: RFC 4180 with CRLF line ends, the lists by their titles,
 * timestamps as ISO-8601 in UTC. Every cell goes through neutraliseFormula, so no task text can
 * run as a formula when the file is opened. Rows go list by list, each in the planner's order.
 */
export function tasksToCsv(tasks: Task[]): string {
  const iso = (ms: number) => new Date(ms).toISOString();
  const rows = SECTIONS.flatMap((section) => sortTasks(tasks.filter((t) => t.section === section))).map((t) => [
    t.text,
    TEXTS.sectionTitles[t.section],
    t.priority,
    String(t.completed),
    iso(t.createdAt),
    iso(t.updatedAt),
  ]);
  return BOM + encodeCsv([[...TASKS_CSV_COLUMNS], ...rows].map((row) => row.map(neutraliseFormula)));
}
