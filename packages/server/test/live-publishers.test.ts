import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, isProductionSource } from './support/files-under';

const src = path.resolve(import.meta.dirname, '../src');

/** Production files that hand a message to the live bus themselves. */
const publishingFiles = (dir: string) =>
  filesUnder(dir, isProductionSource)
    .filter((file) => /\b(liveBus|bus)\s*\.\s*publish\s*\(/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(src, file));

// A change reaches the user's other devices only after it has committed, in one message format
// per kind. Each kind has one function that publishes it, and every writer of that kind calls it
// (tasks: changeTasks; the rest: the route and the import both). A new file publishing by hand
// would be a second path that could drift (a message before commit, another shape).
describe('live messages', () => {
  it('are published by one function per kind of data', () => {
    expect(publishingFiles(src).sort()).toEqual([
      'daily-loop/day-start/ensure-day-started.ts', // day: startDayAndPublish
      'daily-loop/settings/publish-settings.ts',
      'notes/publish-note.ts',
      'progress/publish-goal.ts',
      'routines/publish-routines.ts',
      'tasks/feed/change-tasks.ts', // changes: changeTasks
    ]);
  });
});
