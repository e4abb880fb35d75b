import { describe, expect, it } from 'vitest';
import type { Task } from './task-schemas';
import { dedupeById, isTempId, nextOrder, sectionOrDefault, sortTasks } from './task-list';

const task = (over: Partial<Task>): Task => ({
  id: 'x',
  text: 't',
  priority: 'Medium',
  completed: false,
  section: 'today',
  order: 0,
  createdAt: 0,
  updatedAt: 0,
  notes: '',
  checklist: [],
  ...over,
});

describe('isTempId', () => {
  it.each([
    { id: 'temp-123', temp: true },
    { id: 'temp-', temp: true },
    { id: '5f0c6c1e-8d8e-4b7e-9a53-0c2f1b7f3a10', temp: false },
    { id: 'TEMP-1', temp: false },
    { id: 'xtemp-1', temp: false },
    { id: '', temp: false },
  ])('$id → $temp', ({ id, temp }) => {
    expect(isTempId(id)).toBe(temp);
  });
});

describe('sortTasks', () => {
  it.each([
    {
      name: 'by order',
      input: [
        ['a', 2, 0],
        ['b', 0, 9],
        ['c', 1, 5],
      ],
      ids: ['b', 'c', 'a'],
    },
    {
      name: 'order ties fall back to createdAt',
      input: [
        ['a', 1, 30],
        ['b', 1, 10],
        ['c', 0, 99],
      ],
      ids: ['c', 'b', 'a'],
    },
    {
      name: 'full ties keep input order',
      input: [
        ['a', 1, 1],
        ['b', 1, 1],
      ],
      ids: ['a', 'b'],
    },
    { name: 'empty', input: [], ids: [] },
  ] as { name: string; input: [string, number, number][]; ids: string[] }[])('$name', ({ input, ids }) => {
    const tasks = input.map(([id, order, createdAt]) => task({ id, order, createdAt }));
    const before = tasks.map((t) => t.id);
    expect(sortTasks(tasks).map((t) => t.id)).toEqual(ids);
    expect(tasks.map((t) => t.id)).toEqual(before); // input untouched
  });
});

describe('dedupeById', () => {
  it.each([
    {
      name: 'no duplicates',
      input: [
        ['a', 1],
        ['b', 1],
      ],
      out: [
        ['a', 1],
        ['b', 1],
      ],
    },
    {
      name: 'last value at first position',
      input: [
        ['a', 1],
        ['b', 1],
        ['a', 2],
      ],
      out: [
        ['a', 2],
        ['b', 1],
      ],
    },
    {
      name: 'three copies',
      input: [
        ['a', 1],
        ['a', 2],
        ['b', 1],
        ['a', 3],
      ],
      out: [
        ['a', 3],
        ['b', 1],
      ],
    },
    { name: 'empty', input: [], out: [] },
  ] as { name: string; input: [string, number][]; out: [string, number][] }[])('$name', ({ input, out }) => {
    const result = dedupeById(input.map(([id, v]) => ({ id, v })));
    expect(result.map(({ id, v }) => [id, v])).toEqual(out);
  });
});

describe('sectionOrDefault', () => {
  it.each([
    { raw: 'brainDump', section: 'brainDump' },
    { raw: 'today', section: 'today' },
    { raw: 'tomorrow', section: 'tomorrow' },
    { raw: undefined, section: 'brainDump' },
    { raw: null, section: 'brainDump' },
    { raw: '', section: 'brainDump' },
    { raw: 'Today', section: 'brainDump' },
    { raw: 'yesterday', section: 'brainDump' },
    { raw: 1, section: 'brainDump' },
  ])('$raw → $section', ({ raw, section }) => {
    expect(sectionOrDefault(raw)).toBe(section);
  });
});

describe('nextOrder', () => {
  it.each([
    { name: 'empty list', rows: [], order: 0 },
    { name: 'other sections ignored', rows: [['tomorrow', 7]], order: 0 },
    {
      name: 'max + 1',
      rows: [
        ['today', 0],
        ['today', 4],
        ['today', 2],
      ],
      order: 5,
    },
    { name: 'gaps kept', rows: [['today', 10]], order: 11 },
    { name: 'fractional max', rows: [['today', 2.5]], order: 3 },
  ] as { name: string; rows: [Task['section'], number][]; order: number }[])('$name → $order', ({ rows, order }) => {
    const tasks = rows.map(([section, o], i) => task({ id: String(i), section, order: o }));
    expect(nextOrder(tasks, 'today')).toBe(order);
  });

  it('counts completed tasks so the new one sorts after them', () => {
    const tasks = [task({ id: 'a', order: 0 }), task({ id: 'b', order: 6, completed: true })];
    expect(nextOrder(tasks, 'today')).toBe(7);
  });
});
