import { describe, expect, it } from 'vitest';
import { MAX_TASK_TEXT_LENGTH } from '../constants';
import { localDateKey } from '../time/local-date';
import { placeImportedTasks } from './import-placement';
import { readTodoistCsv, todoistPriority } from './todoist';

const HEADER = 'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE';
// 2026-05-20 22:30 UTC: already the 21st in Paris, still the 20th in New York.
const NOW = Date.UTC(2026, 4, 20, 22, 30);
const PARIS = { now: NOW, timeZone: 'Europe/Paris' };

const read = (rows: string[], context = PARIS) => readTodoistCsv([HEADER, ...rows].join('\r\n'), context);
const tasksOf = (reading: ReturnType<typeof readTodoistCsv>) => {
  if (!reading.ok) throw new Error(reading.error);
  return reading.plan.tasks;
};
/** Where the import puts the tasks, as the server places them on the account's date. */
const placed = (reading: ReturnType<typeof readTodoistCsv>, timeZone = PARIS.timeZone) =>
  placeImportedTasks(tasksOf(reading), [], NOW, localDateKey(NOW, timeZone));

describe('todoistPriority', () => {
  it.each([
    ['1', 'High'],
    ['2', 'Medium'],
    ['3', 'Low'],
    ['4', 'Medium'],
    ['', 'Medium'],
    [' 1 ', 'High'],
    ['5', undefined],
    ['p1', undefined],
  ])('%j → %s', (value, priority) => {
    expect(todoistPriority(value)).toBe(priority);
  });
});

describe('readTodoistCsv', () => {
  it('turns task rows into tasks, keeping the section and comments in their notes', () => {
    const reading = read([
      'section,Errands,,,,,,,,',
      'task,Buy milk,,4,1,Ada (1),,,en,Europe/Paris',
      'note,Remember the oat one,,,,Ada (1),,,,',
      'task,Call Bob,,1,1,Ada (1),,,en,Europe/Paris',
      '',
    ]);
    expect(reading).toEqual({
      ok: true,
      plan: {
        tasks: [
          {
            text: 'Buy milk',
            priority: 'Medium',
            section: 'brainDump',
            completed: false,
            notes: 'Section: Errands\n\nComment (Ada (1)):\nRemember the oat one',
            checklist: [],
            kept: { descriptions: 0, subTasks: 0, comments: 1, sections: 1 },
            where: 'line 3',
          },
          {
            text: 'Call Bob',
            priority: 'High',
            section: 'brainDump',
            completed: false,
            notes: 'Section: Errands',
            checklist: [],
            kept: { descriptions: 0, subTasks: 0, comments: 0, sections: 1 },
            where: 'line 5',
          },
        ],
        skipped: [],
        routines: [],
        notes: [],
        dates: { unread: 0, repeatedOnce: 0 },
        timeZone: 'Europe/Paris',
      },
    });
  });

  it.each([
    ['today', 'today'],
    ['TODAY', 'today'],
    ['Tomorrow', 'tomorrow'],
    ['2026-05-21', 'today'], // the user's date in Paris
    ['2026-05-22 09:00', 'tomorrow'],
    ['2026-05-20', 'today'], // yesterday in Paris: overdue
    ['May 23', 'later'],
    ['', 'brainDump'],
    ['someday', 'brainDump'],
  ])('DATE %j → %s', (date, section) => {
    expect(placed(read([`task,A,,4,1,,,${date},en,`]))[0]?.section).toBe(section);
  });

  it("uses the user's own time zone for dates", () => {
    const newYork = { now: NOW, timeZone: 'America/New_York' };
    const inNewYork = (date: string) => placed(read([`task,A,,4,1,,,${date},en,`], newYork), newYork.timeZone)[0];
    expect(inNewYork('2026-05-20')?.section).toBe('today');
    expect(inNewYork('2026-05-21')?.section).toBe('tomorrow');
    expect(inNewYork('tomorrow')?.section).toBe('tomorrow');
  });

  it('keeps quoted commas, quotes and newlines, and the description as the notes', () => {
    const tasks = tasksOf(
      read(['task,"Pack: tent, stove and ""the good"" mug","Check the list\nin the garage",3,1,,,,en,']),
    );
    expect(tasks[0]).toMatchObject({
      text: 'Pack: tent, stove and "the good" mug',
      notes: 'Check the list\nin the garage',
      priority: 'Low',
    });
  });

  it('reads newer files with more columns, found by name', () => {
    const reading = readTodoistCsv(
      `${HEADER},DURATION,DURATION_UNIT,DEADLINE,DEADLINE_LANG\r\ntask,Later,,2,1,,,tomorrow,en,,15,minute,,\r\n`,
      PARIS,
    );
    expect(tasksOf(reading)).toMatchObject([
      { text: 'Later', priority: 'Medium', section: 'later', day: '2026-05-22', completed: false, where: 'line 2' },
    ]);
  });

  it('reads an old file without a DESCRIPTION column', () => {
    const reading = readTodoistCsv(
      'TYPE,CONTENT,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE\ntask,X,1,1,,,,,\n',
      PARIS,
    );
    expect(tasksOf(reading)).toMatchObject([{ text: 'X', priority: 'High' }]);
  });

  it('skips an over-long task with its reason', () => {
    const reading = read([`task,${'x'.repeat(MAX_TASK_TEXT_LENGTH + 1)},more,4,1,,,,,`]);
    expect(reading.ok && reading.plan.tasks).toEqual([]);
    expect(reading.ok && reading.plan.skipped).toEqual([
      { where: 'line 2', reason: `the text is longer than ${MAX_TASK_TEXT_LENGTH} characters (2001)` },
    ]);
  });

  it.each([
    { name: 'no header', text: 'task,Buy milk,,4,1,,,,,\n', field: 'line 1' },
    { name: 'a Dayflow export', text: '{"format":"dayflow-export","version":1}', field: 'line 1' },
    { name: 'an empty file', text: '', field: 'line 1' },
    { name: 'a binary file', text: 'TYPE,CONTENT\n\u0000\u0001\u0002', field: 'text' },
  ])('refuses $name naming $field', ({ text, field }) => {
    const reading = readTodoistCsv(text, PARIS);
    expect(reading).toMatchObject({ ok: false, field });
    expect(!reading.ok && reading.error.startsWith(`${field}: `)).toBe(true);
  });

  it('skips rows of an unknown type', () => {
    const reading = read(['project,Old,,,,,,,,']);
    expect(reading.ok && reading.plan.skipped).toEqual([{ where: 'line 2', reason: 'a "project" row, not a task' }]);
  });

  it('reads a row with a stray quote as text, skips rows it cannot read, and keeps every other row', () => {
    const reading = read([
      'task,Say "hi" to Bo,,4,1,,,,en,',
      'task,Bad priority,,7,1,,,,en,',
      'task,"Never closed,,4,1,,,,en,',
      'task,After the broken rows,,1,1,,,today,en,',
    ]);
    expect(tasksOf(reading).map((t) => [t.where, t.text])).toEqual([
      ['line 2', 'Say "hi" to Bo'],
      ['line 5', 'After the broken rows'],
    ]);
    expect(reading.ok && reading.plan.skipped).toEqual([
      { where: 'line 3', reason: `its PRIORITY is "7", and Todoist's are 1, 2, 3 or 4` },
      { where: 'line 4', reason: expect.stringMatching(/^a quote opens a field and never closes/) },
    ]);
  });

  it('turns recurring tasks into routines, and keeps a rhythm no routine has as one task with a note', () => {
    const reading = read([
      'task,Water the plants,,4,1,,,every day,en,',
      'task,Stand-up,,1,1,,,every weekday at 9:30,en,',
      'task,Gym,,3,1,,,"every mon, wed",en,',
      'task,Pay rent,,2,1,,,every month on the 1st,en,',
      'task,Bins out,,4,1,,,every other tuesday,en,',
      'task,Check the oven,,4,1,,,every 2 hours,en,',
    ]);
    expect(reading.ok && reading.plan.routines).toEqual([
      { text: 'Water the plants', priority: 'Medium', weekdays: [0, 1, 2, 3, 4, 5, 6], paused: false, where: 'line 2' },
      { text: 'Stand-up', priority: 'High', weekdays: [1, 2, 3, 4, 5], paused: false, where: 'line 3' },
      { text: 'Gym', priority: 'Low', weekdays: [1, 3], paused: false, where: 'line 4' },
      {
        text: 'Pay rent',
        priority: 'Medium',
        weekdays: [],
        rrule: 'FREQ=MONTHLY;BYMONTHDAY=1',
        paused: false,
        where: 'line 5',
      },
      {
        text: 'Bins out',
        priority: 'Medium',
        weekdays: [2],
        rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
        paused: false,
        where: 'line 6',
      },
    ]);
    expect(tasksOf(reading)).toMatchObject([
      { text: 'Check the oven', priority: 'Medium', section: 'brainDump', completed: false, where: 'line 7' },
    ]);
    expect(reading.ok && reading.plan.notes).toEqual([
      {
        where: 'line 7',
        reason: 'repeats “every 2 hours”, a rhythm no routine has, so it was added once to Brain Dump',
      },
    ]);
  });

  it('keeps a rhythm no routine has once: in Brain Dump, or on the day it starts', () => {
    const reading = read([
      'task,Check the oven,,4,1,,,every 2 hours,en,',
      'task,Stretch,,4,1,,,every 3 hours starting May 26,en,',
    ]);
    expect(tasksOf(reading)).toMatchObject([
      { text: 'Check the oven', section: 'brainDump' },
      { text: 'Stretch', section: 'later', day: '2026-05-26' },
    ]);
    expect(reading.ok && reading.plan.notes?.map((n) => n.reason)).toEqual([
      'repeats “every 2 hours”, a rhythm no routine has, so it was added once to Brain Dump',
      'repeats “every 3 hours starting May 26”, a rhythm no routine has, so it was added once, for 2026-05-26',
    ]);
    expect(reading.ok && reading.plan.dates).toEqual({ unread: 0, repeatedOnce: 2 });
  });

  it('plans each dated task on its day, seen from the import’s today in the user’s zone', () => {
    // Thursday 2026-05-21 in Paris.
    const reading = read([
      'task,Dentist,,4,1,,,May 26,en,Europe/Paris',
      'task,Renew insurance,,4,1,,,next Friday,en,',
      'task,Call mum,,4,1,,,tomorrow,en,',
      'task,Send card,,4,1,,,21 May 2026,en,',
      'task,Overdue,,4,1,,,May 19 2026,en,',
      'task,New year,,4,1,,,Jan 2,en,',
    ]);
    expect(tasksOf(reading).map((t) => t.day)).toEqual([
      '2026-05-26',
      '2026-05-22',
      '2026-05-22',
      '2026-05-21',
      '2026-05-19',
      '2027-01-02',
    ]);
    // Placed as the day start would: overdue first in Today, then in day order after it.
    expect(placed(reading).map(({ text, section, day, order }) => ({ text, section, day, order }))).toEqual([
      { text: 'Dentist', section: 'later', day: '2026-05-26', order: 0 },
      { text: 'Renew insurance', section: 'tomorrow', day: undefined, order: 0 },
      { text: 'Call mum', section: 'tomorrow', day: undefined, order: 1 },
      { text: 'Send card', section: 'today', day: undefined, order: 1 },
      { text: 'Overdue', section: 'today', day: undefined, order: 0 },
      { text: 'New year', section: 'later', day: '2027-01-02', order: 1 },
    ]);
    expect(reading.ok && reading.plan.dates).toEqual({ unread: 0, repeatedOnce: 0 });
  });

  it('keeps a time as the reminder, in the row’s TIMEZONE when it names one', () => {
    const tasks = tasksOf(
      read([
        'task,Stand-up,,4,1,,,May 26 at 9:30am,en,',
        'task,Call Tokyo,,4,1,,,May 26 10:00,en,Asia/Tokyo',
        'task,Odd zone,,4,1,,,May 26 10:00,en,Mars/Olympus',
        'task,No time,,4,1,,,May 26,en,',
      ]),
    );
    expect(tasks.map((t) => t.remindAt)).toEqual([
      '2026-05-26T07:30:00.000Z',
      '2026-05-26T01:00:00.000Z',
      '2026-05-26T08:00:00.000Z',
      undefined,
    ]);
  });

  it('puts a task whose date it cannot read in Brain Dump, naming the row and the date', () => {
    const reading = read([
      'task,Someday,,4,1,,,someday,en,',
      'task,Ambiguous,,4,1,,,03/12/2026,en,',
      'task,Morgen,,4,1,,,morgen,de,',
      'task,Fine,,4,1,,,2026-05-26,de,',
    ]);
    expect(tasksOf(reading).map((t) => t.section)).toEqual(['brainDump', 'brainDump', 'brainDump', 'later']);
    expect(reading.ok && reading.plan.dates).toEqual({ unread: 3, repeatedOnce: 0 });
    expect(reading.ok && reading.plan.notes).toEqual([
      {
        where: 'line 2',
        reason: expect.stringMatching(/^its date “someday” could not be read, so it is in Brain Dump/),
      },
      { where: 'line 3', reason: expect.stringMatching(/^its date “03\/12\/2026” could not be read/) },
      {
        where: 'line 4',
        reason: expect.stringMatching(/^its date “morgen” \(in Todoist's language “de”\) could not be read/),
      },
    ]);
  });
});
