import { describe, expect, it } from 'vitest';
import { makeTask } from '../test/make-task';
import { groupBySection } from './group-tasks';

describe('groupBySection', () => {
  it('leaves Later’s tasks out of the board’s three lists', () => {
    const groups = groupBySection([
      makeTask({ id: 'a', text: 'a', section: 'today' }),
      makeTask({ id: 'p', text: 'p', section: 'later', day: '2026-06-20' }),
      makeTask({ id: 'q', text: 'q', section: 'later', day: '2026-06-21', completed: true }),
      makeTask({ id: 'b', text: 'b', section: 'brainDump', completed: true }),
    ]);
    const texts = (g: { open: { text: string }[]; completed: { text: string }[] }) => [
      g.open.map((t) => t.text),
      g.completed.map((t) => t.text),
    ];
    expect(texts(groups.brainDump)).toEqual([[], ['b']]);
    expect(texts(groups.today)).toEqual([['a'], []]);
    expect(texts(groups.tomorrow)).toEqual([[], []]);
    expect(Object.keys(groups)).toEqual(['brainDump', 'today', 'tomorrow']);
  });
});
