import { describe, expect, it } from 'vitest';
import { sectionForDay } from '@dayflow/core';
import { BEYOND_LIST, BRAIN_DUMP_LIST, dayListId, dayOfList, dropToPlannedMove } from './upcoming-drop';

const TODAY = '2026-12-01';
const sectionOf = (day: string) => sectionForDay(day, TODAY);
const drop = (from: string, to: string | null, index = 0, reason: 'DROP' | 'CANCEL' = 'DROP') =>
  dropToPlannedMove(
    {
      draggableId: 't',
      source: { droppableId: from, index: 0 },
      destination: to === null ? null : { droppableId: to, index },
      reason,
    },
    sectionOf,
  );

describe('a drop on the Upcoming page', () => {
  it('names days by their dates, and nothing else as a day', () => {
    expect(dayOfList(dayListId('2026-12-05'))).toBe('2026-12-05');
    expect(dayOfList(BRAIN_DUMP_LIST)).toBeNull();
    expect(dayOfList(BEYOND_LIST)).toBeNull();
    expect(dayOfList('day:soon')).toBeNull();
  });

  it('moves to Later on another day, to Today or Tomorrow on theirs, and to the top of Brain Dump', () => {
    const from = dayListId('2026-12-05');
    expect(drop(from, dayListId('2026-12-04'), 1)).toEqual({ id: 't', section: 'later', index: 1, day: '2026-12-04' });
    expect(drop(from, dayListId('2026-12-02'), 2)).toEqual({ id: 't', section: 'tomorrow', index: 2 });
    expect(drop(from, dayListId(TODAY))).toEqual({ id: 't', section: 'today', index: 0 });
    expect(drop(from, BRAIN_DUMP_LIST, 3)).toEqual({ id: 't', section: 'brainDump', index: 0 });
  });

  it('changes nothing when cancelled, dropped outside, in place, or on Later beyond the days', () => {
    const from = dayListId('2026-12-05');
    expect(drop(from, null)).toBeNull();
    expect(drop(from, dayListId('2026-12-04'), 0, 'CANCEL')).toBeNull();
    expect(drop(from, from, 0)).toBeNull();
    expect(drop(from, BEYOND_LIST)).toBeNull();
  });
});
