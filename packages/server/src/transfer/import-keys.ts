import crypto from 'node:crypto';
import type { ImportKind, PlannedTask } from '@dayflow/core';

const digest = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/**
 * The client key each imported task is stored with, so importing the same file again is
 * recognised (the per-user unique key makes the second insert a no-op). A Dayflow export's task
 * is known by its exported id, wherever it came from; a task of any other file by the file's
 * content and its place in it. Keys are 47 characters of the API's own clientKey alphabet.
 */
export function importKeys(kind: ImportKind, text: string, tasks: PlannedTask[]): string[] {
  const file = kind === 'dayflow-json' ? '' : digest(`${kind}\n${text}`);
  return tasks.map((task) => {
    const identity = task.sourceId !== undefined ? `export:${task.sourceId}` : `file:${file}:${task.where}`;
    return `import-${digest(identity).slice(0, 40)}`;
  });
}
