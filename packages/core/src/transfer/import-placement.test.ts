import { describe, expect, it } from 'vitest';
import type { PlannedTask } from './import-plan';
import { placeImportedTasks } from './import-placement';

const NOW = Date.UTC(2026, 4, 20, 9);
const planned = (over: Partial<PlannedTask>): PlannedTask => ({
  text: 'x',
  priority: 'Medium',
  section: 'brainDump',
  completed: false,
  where: 'line 1',
  ...over,
});

describe('placeImportedTasks', () => {
  it('keeps exported orders and timestamps exactly in an empty list', () => {
    const placed = placeImportedTasks(
      [
        planned({ order: 0, createdAt: 1, updatedAt: 2, section: 'today' }),
        planned({ order: 4, createdAt: 3, updatedAt: 4, section: 'today', completed: true }),
      ],
      [],
      NOW,
    );
    expect(placed.map((t) => [t.order, t.createdAt, t.updatedAt, t.completed])).toEqual([
      [0, 1, 2, false],
      [4, 3, 4, true],
    ]);
  });

  it('shifts exported orders after the tasks already in that list, keeping their spacing', () => {
    const existing = [
      { section: 'today' as const, order: 0 },
      { section: 'today' as const, order: 1 },
      { section: 'tomorrow' as const, order: 9 },
    ];
    const placed = placeImportedTasks(
      [planned({ order: 2, section: 'today' }), planned({ order: 0, section: 'today' })],
      existing,
      NOW,
    );
    expect(placed.map((t) => t.order)).toEqual([4, 2]);
  });

  it('appends file tasks in file order per list, stamped with now', () => {
    const existing = [{ section: 'brainDump' as const, order: 3 }];
    const placed = placeImportedTasks(
      [planned({ text: 'a' }), planned({ text: 'b', section: 'today' }), planned({ text: 'c' })],
      existing,
      NOW,
    );
    expect(placed.map((t) => [t.text, t.section, t.order, t.createdAt, t.updatedAt])).toEqual([
      ['a', 'brainDump', 4, NOW, NOW],
      ['b', 'today', 0, NOW, NOW],
      ['c', 'brainDump', 5, NOW, NOW],
    ]);
  });
});

describe('placeImportedTasks with Later tasks', () => {
  it('keeps a Later task’s day and order while the day is ahead, and brings due ones where the day start would', () => {
    const placed = placeImportedTasks(
      [
        planned({ section: 'later', day: '2026-05-30', order: 3, where: 'ahead' }),
        planned({ section: 'later', day: '2026-05-21', order: 0, where: 'tomorrow' }),
        planned({ section: 'later', day: '2026-05-20', order: 9, where: 'today' }),
        planned({ section: 'later', day: '2026-04-01', order: 1, where: 'past' }),
        planned({ section: 'today', order: 0, where: 'in today' }),
      ],
      [{ section: 'today', order: 4 }],
      NOW,
      '2026-05-20',
    );
    expect(placed.map((t) => [t.where, t.section, t.day, t.order])).toEqual([
      ['ahead', 'later', '2026-05-30', 3],
      ['tomorrow', 'tomorrow', undefined, 0],
      ['today', 'today', undefined, 7],
      ['past', 'today', undefined, 6],
      ['in today', 'today', undefined, 5],
    ]);
  });
});
