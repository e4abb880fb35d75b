import { describe, expect, it } from 'vitest';
import { dropToMove } from './drop-move';

const base = { draggableId: 'a', source: { droppableId: 'today', index: 1 }, reason: 'DROP' as const };

describe('dropToMove', () => {
  it.each([
    { name: 'no destination', destination: null, move: null },
    { name: 'same list, same position', destination: { droppableId: 'today', index: 1 }, move: null },
    { name: 'unknown list', destination: { droppableId: 'elsewhere', index: 0 }, move: null },
    {
      name: 'same list, new position',
      destination: { droppableId: 'today', index: 3 },
      move: { id: 'a', section: 'today', index: 3 },
    },
    {
      name: 'another list, same index',
      destination: { droppableId: 'tomorrow', index: 1 },
      move: { id: 'a', section: 'tomorrow', index: 1 },
    },
    {
      name: 'into Brain Dump at the top',
      destination: { droppableId: 'brainDump', index: 0 },
      move: { id: 'a', section: 'brainDump', index: 0 },
    },
  ])('$name', ({ destination, move }) => {
    expect(dropToMove({ ...base, destination })).toEqual(move);
  });

  it('a cancelled drag does nothing', () => {
    expect(dropToMove({ ...base, reason: 'CANCEL', destination: { droppableId: 'tomorrow', index: 0 } })).toBeNull();
  });
});
