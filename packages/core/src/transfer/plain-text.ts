import { DEFAULT_PRIORITY } from '../constants';
import type { Section } from '../tasks/task-schemas';
import { checkTaskText, importError, looksBinary, type ImportPlan, type ImportReading } from './import-plan';

/** Pasted or uploaded text: one task per line, all into one list; blank lines are not tasks. */
export function readPlainText(text: string, section: Section): ImportReading {
  if (looksBinary(text)) return importError('text', 'this is not a text file');
  const plan: ImportPlan = { tasks: [], skipped: [] };
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const where = `line ${index + 1}`;
    const checked = checkTaskText(raw);
    if (!checked.ok) plan.skipped.push({ where, reason: checked.reason });
    else plan.tasks.push({ text: checked.text, priority: DEFAULT_PRIORITY, section, completed: false, where });
  });
  return { ok: true, plan };
}
