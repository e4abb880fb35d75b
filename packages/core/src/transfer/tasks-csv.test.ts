import { describe, expect, it } from 'vitest';
import type { Task } from '../tasks/task-schemas';
import { parseCsv } from './csv-read';
import { TASKS_CSV_COLUMNS, tasksToCsv } from './tasks-csv';

const T0 = Date.UTC(2026, 4, 20, 9, 30, 15, 250);
const task = (over: Partial<Task>): Task => ({
  id: 'a',
  text: 'Buy milk',
  priority: 'Medium',
  completed: false,
  section: 'brainDump',
  order: 0,
  createdAt: T0,
  updatedAt: T0 + 1000,
  notes: '',
  checklist: [],
  ...over,
});

describe('tasksToCsv', () => {
  it('writes a header and one row per task with ISO-8601 UTC timestamps and the lists by name', () => {
    const csv = tasksToCsv([
      task({}),
      task({ text: 'Ship it', section: 'tomorrow', priority: 'High', completed: true, notes: 'Tag v2, then\npost' }),
    ]);
    expect(csv).toBe(
      '\uFEFFtext,list,priority,completed,created,updated,day,notes\r\n' +
        'Buy milk,Brain Dump,Medium,false,2026-05-20T09:30:15.250Z,2026-05-20T09:30:16.250Z,,\r\n' +
        'Ship it,Tomorrow,High,true,2026-05-20T09:30:15.250Z,2026-05-20T09:30:16.250Z,,"Tag v2, then\npost"\r\n',
    );
    // Read back, the notes cell is the notes, line break and all.
    expect(parseCsv(csv).records[2]?.fields[7]).toBe('Tag v2, then\npost');
  });

  it('puts Later after the three lists, by day and then order, with each task’s day', () => {
    const csv = tasksToCsv([
      task({ text: 'Renew insurance', section: 'later', day: '2026-06-02', order: 0 }),
      task({ text: 'Dentist', section: 'later', day: '2026-05-28', order: 5 }),
      task({ text: 'Call Bo', section: 'today' }),
    ]);
    expect(parseCsv(csv).records.map((r) => [r.fields[0], r.fields[1], r.fields[6]])).toEqual([
      ['text', 'list', 'day'],
      ['Call Bo', 'Today', ''],
      ['Dentist', 'Later', '2026-05-28'],
      ['Renew insurance', 'Later', '2026-06-02'],
    ]);
  });

  it('neutralises formulas and keeps commas, quotes and newlines readable', () => {
    const texts = ["=cmd|' /C calc'!A0", '+SUM(1)', '-2', '@x', '\tTab', 'a, "b"\nc'];
    const result = parseCsv(tasksToCsv(texts.map((text) => task({ text }))));
    expect(result.records.map((r) => r.fields[0])).toEqual([
      'text',
      "'=cmd|' /C calc'!A0",
      "'+SUM(1)",
      "'-2",
      "'@x",
      "'\tTab",
      'a, "b"\nc',
    ]);
    expect(result.records[0]?.fields).toEqual([...TASKS_CSV_COLUMNS]);
  });
});
