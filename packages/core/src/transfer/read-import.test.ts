import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_TASKS, MAX_SKIPPED_LISTED } from './import-schemas';
import { readImport, summariseImport } from './read-import';

const NOW = Date.UTC(2026, 4, 20, 9);

describe('readImport', () => {
  it('reads each kind', () => {
    expect(readImport({ kind: 'text', text: 'a\nb', list: 'today' }, NOW)).toMatchObject({ ok: true });
    const todoist = 'TYPE,CONTENT,DATE\ntask,a,today\n';
    expect(readImport({ kind: 'todoist-csv', text: todoist, timeZone: 'UTC' }, NOW)).toMatchObject({
      ok: true,
      plan: { tasks: [{ text: 'a', section: 'later', day: '2026-05-20' }] },
    });
    expect(readImport({ kind: 'dayflow-json', text: '{}' }, NOW)).toMatchObject({ ok: false, field: 'format' });
  });

  it.each([
    { request: { kind: 'text' as const, text: 'a' }, field: 'list' },
    { request: { kind: 'todoist-csv' as const, text: 'TYPE,CONTENT\n' }, field: 'timeZone' },
  ])('requires $field for its kind', ({ request, field }) => {
    expect(readImport(request, NOW)).toMatchObject({ ok: false, field });
  });

  it(`refuses more than ${MAX_IMPORT_TASKS} tasks, and accepts exactly that many`, () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`).join('\n');
    expect(readImport({ kind: 'text', text: lines(MAX_IMPORT_TASKS), list: 'today' }, NOW).ok).toBe(true);
    expect(readImport({ kind: 'text', text: lines(MAX_IMPORT_TASKS + 1), list: 'today' }, NOW)).toEqual({
      ok: false,
      field: 'text',
      error: 'text: the file has 10,001 tasks; one import takes at most 10,000',
    });
  });
});

describe('summariseImport', () => {
  it('counts per list and lists the first skipped entries', () => {
    const skipped = Array.from({ length: MAX_SKIPPED_LISTED + 5 }, (_, i) => ({ where: `line ${i}`, reason: 'r' }));
    const summary = summariseImport(
      [
        { section: 'today', completed: true },
        { section: 'today', completed: false },
        { section: 'tomorrow', completed: false },
      ],
      skipped,
      {
        dailyGoal: 6,
        streak: null,
        routines: 2,
        settings: ['rollover'],
        historyDays: 4,
        recentlyDeleted: 1,
        notes: [],
      },
    );
    expect(summary).toEqual({
      tasks: 3,
      lists: { brainDump: 0, today: 2, tomorrow: 1, later: 0 },
      completed: 1,
      dailyGoal: 6,
      streak: null,
      routines: 2,
      settings: ['rollover'],
      historyDays: 4,
      recentlyDeleted: 1,
      skipped: { total: MAX_SKIPPED_LISTED + 5, entries: skipped.slice(0, MAX_SKIPPED_LISTED) },
      notes: [],
      dates: { unread: 0, repeatedOnce: 0 },
    });
  });
});
