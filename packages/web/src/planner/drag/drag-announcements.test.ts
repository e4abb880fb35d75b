import { describe, expect, it } from 'vitest';
import type { Section } from '@dayflow/core';
import { dropMessage, liftMessage, spokenText, updateMessage, type DragLookup } from './drag-announcements';

const counts: Record<Section, number> = { brainDump: 0, today: 4, tomorrow: 2 };
const lookup: DragLookup = { textOf: () => 'Buy milk', openCount: (s) => counts[s as Section] };
const start = { draggableId: 'a', type: 'DEFAULT', mode: 'SNAP' as const, source: { droppableId: 'today', index: 1 } };

describe('drag announcements', () => {
  it('names the task, its list and position on lift', () => {
    expect(liftMessage(start, lookup)).toBe('You picked up "Buy milk". It is at position 2 of 4 in Today.');
  });

  it('counts the arrival slot when moving over another list', () => {
    const over = (droppableId: string, index: number) =>
      updateMessage({ ...start, combine: null, destination: { droppableId, index } }, lookup);
    expect(over('today', 3)).toBe('Position 4 of 4 in Today.');
    expect(over('tomorrow', 0)).toBe('Position 1 of 3 in Tomorrow.');
    expect(over('brainDump', 0)).toBe('Position 1 of 1 in Brain Dump.');
    expect(updateMessage({ ...start, combine: null, destination: null }, lookup)).toMatch(/not over a list/);
  });

  it('describes every way a drag ends', () => {
    const end = (destination: { droppableId: string; index: number } | null, reason: 'DROP' | 'CANCEL' = 'DROP') =>
      dropMessage({ ...start, combine: null, destination, reason }, lookup);
    expect(end({ droppableId: 'tomorrow', index: 2 })).toBe('You dropped "Buy milk" in Tomorrow, at position 3 of 3.');
    expect(end({ droppableId: 'today', index: 1 })).toBe(
      'You dropped "Buy milk" where it was, at position 2 in Today.',
    );
    expect(end(null)).toBe('You dropped the task outside a list. "Buy milk" is back at position 2 in Today.');
    expect(end({ droppableId: 'today', index: 0 }, 'CANCEL')).toBe(
      'Move cancelled. "Buy milk" is back at position 2 in Today.',
    );
  });

  it("names other lists (the Upcoming page's days) as the page says them", () => {
    const days: DragLookup = {
      ...lookup,
      openCount: (list) => (list === 'day:2026-12-03' ? 1 : 0),
      titleOf: (list) => (list === 'day:2026-12-03' ? 'Thu, Dec 3' : 'Today'),
    };
    const from = { ...start, source: { droppableId: 'day:2026-12-03', index: 0 } };
    expect(liftMessage(from, days)).toBe('You picked up "Buy milk". It is at position 1 of 1 in Thu, Dec 3.');
    expect(
      dropMessage({ ...from, combine: null, destination: { droppableId: 'today', index: 0 }, reason: 'DROP' }, days),
    ).toBe('You dropped "Buy milk" in Today, at position 1 of 1.');
  });

  it('reads long or multi-line text as one short line', () => {
    expect(spokenText('  a\n\nb  ')).toBe('a b');
    expect(spokenText('x'.repeat(100))).toHaveLength(60);
  });
});
