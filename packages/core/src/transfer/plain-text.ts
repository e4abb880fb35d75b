import { DEFAULT_PRIORITY } from '../constants';
import { parseQuickAdd } from '../quick-add/parse-quick-add';
import type { Section } from '../tasks/task-schemas';
import {
  BINARY_FILE,
  checkTaskText,
  importError,
  looksBinary,
  type ImportPlan,
  type ImportReading,
} from './import-plan';

/**
 * Pasted or uploaded text: one task per line into the chosen list; blank lines are not tasks.
 * Quick-add tokens work as in a composer: `!h` sets a line's priority, `#tomorrow` its list.
 */
export function readPlainText(text: string, section: Section): ImportReading {
  if (looksBinary(text)) return importError('text', BINARY_FILE);
  const plan: ImportPlan = { tasks: [], skipped: [] };
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const where = `line ${index + 1}`;
    const quick = parseQuickAdd(raw);
    const checked = checkTaskText(quick.text);
    if (!checked.ok) {
      plan.skipped.push({ where, reason: checked.reason });
      return;
    }
    const priority = quick.priority ?? DEFAULT_PRIORITY;
    plan.tasks.push({ text: checked.text, priority, section: quick.section ?? section, completed: false, where });
  });
  return { ok: true, plan };
}
