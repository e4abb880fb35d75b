import { LATER_SECTION, SECTIONS } from '../constants';
import { sortLater } from '../days/planned-days';
import { sortTasks } from '../tasks/task-list';
import type { Task } from '../tasks/task-schemas';
import { TEXTS } from '../texts';
import { encodeCsv, neutraliseFormula } from './csv';

/**
 * New columns come last (`day`, then `notes`), so a sheet or script reading the first columns by
 * position still works. The notes keep their line breaks, inside the quoted cell.
 */
export const TASKS_CSV_COLUMNS = [
  'text',
  'list',
  'priority',
  'completed',
  'created',
  'updated',
  'day',
  'notes',
] as const;

/** A byte order mark: without it spreadsheet apps read UTF-8 text as another code page. */
const BOM = '\uFEFF';

/**
 * The user's tasks for a spreadsheet: RFC 4180 with CRLF line ends, the lists by their titles,
 * timestamps as ISO-8601 in UTC. Every cell goes through neutraliseFormula, so no task text can
 * run as a formula when the file is opened. Rows go list by list, each in the planner's order,
 * then Later by day; `day` is empty for every task not in Later.
 */
export function tasksToCsv(tasks: Task[]): string {
  const iso = (ms: number) => new Date(ms).toISOString();
  const inOrder = [
    ...SECTIONS.flatMap((section) => sortTasks(tasks.filter((t) => t.section === section))),
    ...sortLater(tasks.filter((t) => t.section === LATER_SECTION)),
  ];
  const rows = inOrder.map((t) => [
    t.text,
    TEXTS.sectionTitles[t.section],
    t.priority,
    String(t.completed),
    iso(t.createdAt),
    iso(t.updatedAt),
    t.day ?? '',
    t.notes,
  ]);
  return BOM + encodeCsv([[...TASKS_CSV_COLUMNS], ...rows].map((row) => row.map(neutraliseFormula)));
}
