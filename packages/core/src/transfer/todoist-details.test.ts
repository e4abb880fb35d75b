import { describe, expect, it } from 'vitest';
import { MAX_CHECKLIST_ITEMS } from '../constants';
import { parseCsv } from './csv-read';
import { keptDetails } from './import-plan';
import { readTodoistCsv } from './todoist';

// The shape of a real "Export as template" file: sections, tasks with descriptions, sub-tasks
// (INDENT 2 and 3), comments by their author with a date, CRLF line ends and quoted newlines.
const HEADER = 'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE';
const FILE = [
  HEADER,
  'task,Inbox sweep,,4,1,Ada (40000001),,,en,Europe/Paris',
  ',,,,,,,,,',
  'section,Trip to Lyon,,,,,,,,',
  'task,Book the train,"Window seat\nBefore Friday",1,1,Ada (40000001),,,en,Europe/Paris',
  'task,Compare prices,,4,2,Ada (40000001),,,en,Europe/Paris',
  'task,"Check the ""flex"" fare",,4,3,Ada (40000001),,,en,Europe/Paris',
  'note,The 8:04 is cheapest,,,,Ada (40000001),,2026-11-20,en,',
  'task,Pack,,3,1,Ada (40000001),,,en,Europe/Paris',
  'section,Home,,,,,,,,',
  'task,Water the ferns,,4,1,Ada (40000001),,,en,Europe/Paris',
  'note,"Twice, if hot",,,,Bob (40000002),,,en,',
].join('\r\n');
const NOW = Date.UTC(2026, 10, 28, 9);
const read = (text: string) => {
  const reading = readTodoistCsv(text, { now: NOW, timeZone: 'Europe/Paris' });
  if (!reading.ok) throw new Error(reading.error);
  return reading.plan;
};

describe('a Todoist file arrives whole', () => {
  it('descriptions and sections in the notes, sub-tasks as the checklist, comments with author and date', () => {
    const plan = read(FILE);
    expect(plan.tasks.map(({ text, notes, checklist }) => ({ text, notes, checklist }))).toEqual([
      { text: 'Inbox sweep', notes: '', checklist: [] },
      {
        text: 'Book the train',
        notes:
          'Section: Trip to Lyon\n\nWindow seat\nBefore Friday\n\nComment (Ada (40000001), 2026-11-20):\nThe 8:04 is cheapest',
        checklist: [
          { id: 'todoist-line-7', text: 'Compare prices', done: false },
          { id: 'todoist-line-8', text: 'Check the "flex" fare', done: false },
        ],
      },
      { text: 'Pack', notes: 'Section: Trip to Lyon', checklist: [] },
      { text: 'Water the ferns', notes: 'Section: Home\n\nComment (Bob (40000002)):\nTwice, if hot', checklist: [] },
    ]);
    expect(plan.skipped).toEqual([]);
    expect(keptDetails(plan.tasks)).toEqual({ descriptions: 1, subTasks: 2, comments: 2, sections: 3 });
  });

  it('a sub-task with no task above it, or under a repeating one, is a task of its own', () => {
    const plan = read(
      [HEADER, 'task,Orphan step,,4,2,,,,en,', 'task,Stretch,,4,1,,,every day,en,', 'task,Warm up,,4,2,,,,en,'].join(
        '\n',
      ),
    );
    expect(plan.tasks.map((t) => t.text)).toEqual(['Orphan step', 'Warm up']);
    expect(plan.routines?.map((r) => r.text)).toEqual(['Stretch']);
  });

  it('sub-tasks past the checklist limit stay in the notes, one line each', () => {
    const steps = Array.from({ length: MAX_CHECKLIST_ITEMS + 2 }, (_, i) => `task,Step ${i},,4,2,,,,en,`);
    const plan = read([HEADER, 'task,Big job,,4,1,,,,en,', ...steps].join('\n'));
    expect(plan.tasks).toHaveLength(1);
    expect(plan.tasks[0]!.checklist).toHaveLength(MAX_CHECKLIST_ITEMS);
    expect(plan.tasks[0]!.notes).toBe(`- Step ${MAX_CHECKLIST_ITEMS}\n\n- Step ${MAX_CHECKLIST_ITEMS + 1}`);
    expect(keptDetails(plan.tasks).subTasks).toBe(MAX_CHECKLIST_ITEMS + 2);
  });

  it('a comment with no task above it is skipped and named', () => {
    const plan = read([HEADER, 'note,Floating,,,,Ada,,,,'].join('\n'));
    expect(plan.skipped).toEqual([{ where: 'line 2', reason: 'a comment with no task above it to keep it in' }]);
  });
});

describe('a quote that never closes costs its own line only', () => {
  it('the broken line is skipped and named; the quoted rows after it are read', () => {
    const text = [
      HEADER,
      'task,Before,,4,1,,,,en,',
      'task,"Broken quote here,,4,1,,,,en,',
      'task,"After, with a comma",,4,1,,,,en,',
      'task,"Also ""quoted""","a ""description""",3,1,,,,en,',
      'task,Last,,4,1,,,,en,',
    ].join('\r\n');
    const plan = read(text);
    expect(plan.tasks.map((t) => t.text)).toEqual(['Before', 'After, with a comma', 'Also "quoted"', 'Last']);
    expect(plan.tasks[2]!.notes).toBe('a "description"');
    expect(plan.skipped).toEqual([
      { where: 'line 3', reason: expect.stringMatching(/^a quote opens a field and never closes/) },
    ]);
  });

  it('a broken line right before a row that starts with a quote', () => {
    const reading = parseCsv(['a,b', '1,"broken', '"x",y', '"z",w'].join('\n'));
    expect(reading.records.map((r) => [r.line, r.fields])).toEqual([
      [1, ['a', 'b']],
      [3, ['x', 'y']],
      [4, ['z', 'w']],
    ]);
    expect(reading.problems.map((p) => p.line)).toEqual([2]);
  });

  it('a quoted field that really spans lines is one record, as before', () => {
    const reading = parseCsv(['a,b', '"one\ntwo ""three""",x', 'c,d'].join('\n'));
    expect(reading.records.map((r) => [r.line, r.fields])).toEqual([
      [1, ['a', 'b']],
      [2, ['one\ntwo "three"', 'x']],
      [4, ['c', 'd']],
    ]);
    expect(reading.problems).toEqual([]);
  });
});
