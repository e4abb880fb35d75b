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
