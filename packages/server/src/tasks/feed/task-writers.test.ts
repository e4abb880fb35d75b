import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, isProductionSource } from '../../../test/support/files-under';

const SRC = path.resolve(__dirname, '../..');
const WRITE = /\.(updateTable|insertInto|deleteFrom)\(\s*'tasks'\s*\)/g;

/** Every production source file under src, tests and migrations left out. */
const sources = () => filesUnder(SRC, isProductionSource, ['migrations']);

/**
 * The type system makes every task write take a TaskWrite (one only changeTasks makes), but a
 * query written on a bare transaction would compile. So the files that write the tasks table are
 * listed here: a new one fails this test until it is shown to stamp the write's version.
 */
describe('writers of the tasks table', () => {
  const writers = sources()
    .map((file) => ({ file: path.relative(SRC, file), text: readFileSync(file, 'utf8') }))
    .filter(({ text }) => new RegExp(WRITE.source).test(text));

  it('are the known ones', () => {
    expect(writers.map(({ file }) => file).sort()).toEqual([
      'notifications/scheduler/claim-reminders.ts',
      'routines/routine-repository.ts',
      'tasks/recently-deleted/deleted-task-repository.ts',
      'tasks/task-repository.ts',
      'transfer/import-commit.ts',
    ]);
  });

  it('each write through a TaskWrite, stamping its version (or removing the row)', () => {
    for (const { file, text } of writers) {
      const writes = [...text.matchAll(WRITE)];
      expect(text, file).toContain('TaskWrite');
      for (const write of writes) {
        const where = `${file}: ${write[0]}`;
        // Run on the TaskWrite's transaction, scoped to its user...
        expect(text.slice(Math.max(0, write.index - 40), write.index), where).toMatch(/w\.trx\s*$/);
        const statement = text.slice(write.index, text.indexOf('.execute', write.index));
        // ...and a row it keeps carries the write's version (set in the statement or its rows).
        const withRows = text.slice(Math.max(0, write.index - 800), write.index + statement.length);
        expect(withRows, where).toMatch(/w\.uid/);
        if (write[1] !== 'deleteFrom') expect(withRows, where).toMatch(/version: w\.version/);
      }
    }
  });
});
