import { describe, expect, it } from 'vitest';
import { MAX_TASK_TEXT_LENGTH } from '../constants';
import type { Task } from '../tasks/task-schemas';
import { buildExport, DayflowExportSchema, EXPORT_VERSION } from './export-format';
import { readDayflowExport } from './read-dayflow-export';

const T0 = Date.UTC(2026, 4, 20, 9);
const task = (over: Partial<Task> = {}): Task => ({
  id: '2f0c6c1e-8d8e-4b7e-9a53-0c2f1b7f3a10',
  text: 'Buy milk',
  priority: 'High',
  completed: true,
  section: 'today',
  order: 3,
  createdAt: T0,
  updatedAt: T0 + 5,
  notes: '',
  checklist: [],
  ...over,
});
const file = (value: unknown) => JSON.stringify(value);
const exported = (over: Record<string, unknown> = {}) => ({
  ...buildExport({
    tasks: [task()],
    dailyGoal: 7,
    streak: { count: 4, lastActive: '2026-05-20', countedUntil: T0 + 1 },
    exportedAt: T0,
  }),
  ...over,
});

describe('buildExport', () => {
  it('writes a versioned document its own schema accepts', () => {
    const document = exported();
    expect(document).toEqual({
      format: 'dayflow-export',
      version: EXPORT_VERSION,
      exportedAt: T0,
      tasks: [task()],
      goal: { dailyGoal: 7 },
      streak: { count: 4, lastActive: '2026-05-20', countedUntil: T0 + 1 },
    });
    expect(DayflowExportSchema.safeParse(document).success).toBe(true);
  });

  it('writes null for a goal never set', () => {
    expect(buildExport({ tasks: [], dailyGoal: undefined, streak: null, exportedAt: T0 }).goal).toBeNull();
  });
});

describe('readDayflowExport', () => {
  it('plans every task with its id, fields and timestamps, and the goal and streak', () => {
    const reading = readDayflowExport(file(exported()));
    expect(reading).toEqual({
      ok: true,
      plan: {
        tasks: [
          {
            sourceId: task().id,
            text: 'Buy milk',
            priority: 'High',
            section: 'today',
            completed: true,
            order: 3,
            createdAt: T0,
            updatedAt: T0 + 5,
            notes: '',
            checklist: [],
            where: 'tasks.0',
          },
        ],
        skipped: [],
        dailyGoal: 7,
        streak: { count: 4, lastActive: '2026-05-20', countedUntil: T0 + 1 },
      },
    });
  });

  it('plans routines, settings, history and Recently deleted, each naming its place', () => {
    const routine = {
      id: 'r1',
      text: ' Stretch ',
      priority: 'Low' as const,
      weekdays: [1, 3],
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE',
      startsOn: null,
      paused: true,
      createdAt: T0,
      updatedAt: T0 + 1,
    };
    const bins = {
      ...routine,
      id: 'r3',
      text: 'Bins out',
      weekdays: [2],
      rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
      startsOn: '2026-05-19',
    };
    const rent = {
      ...routine,
      id: 'r4',
      text: 'Pay rent',
      weekdays: [],
      rrule: 'FREQ=MONTHLY;BYMONTHDAY=1',
      startsOn: '2026-05-01',
    };
    const reading = readDayflowExport(
      file(
        buildExport({
          tasks: [task()],
          dailyGoal: undefined,
          streak: null,
          exportedAt: T0,
          recentlyDeleted: [{ ...task({ id: 'gone', text: 'Old idea' }), deletedAt: T0 + 9 }],
          routines: [routine, { ...routine, id: 'r2', text: '   ' }, bins, rent],
          settings: { timeZone: 'Europe/Paris', rollover: false, restDays: [0, 6] },
          history: [{ date: '2026-05-19', completed: 3 }],
        }),
      ),
    );
    if (!reading.ok) throw new Error(reading.error);
    expect(reading.plan.routines).toEqual([
      {
        text: 'Stretch',
        priority: 'Low',
        weekdays: [1, 3],
        rrule: 'FREQ=WEEKLY;BYDAY=MO,WE',
        startsOn: null,
        paused: true,
        createdAt: T0,
        updatedAt: T0 + 1,
        sourceId: 'r1',
        where: 'routines.0',
      },
      expect.objectContaining({ sourceId: 'r3', rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', startsOn: '2026-05-19' }),
      expect.objectContaining({
        sourceId: 'r4',
        weekdays: [],
        rrule: 'FREQ=MONTHLY;BYMONTHDAY=1',
        startsOn: '2026-05-01',
      }),
    ]);
    expect(reading.plan.skipped).toEqual([{ where: 'routines.1', reason: 'the task has no text' }]);
    expect(reading.plan.settings).toEqual({ timeZone: 'Europe/Paris', rollover: false, restDays: [0, 6] });
    expect(reading.plan.history).toEqual([{ date: '2026-05-19', completed: 3, where: 'history.0' }]);
    expect(reading.plan.recentlyDeleted).toEqual([
      expect.objectContaining({ sourceId: 'gone', text: 'Old idea', deletedAt: T0 + 9, where: 'recentlyDeleted.0' }),
    ]);
  });

  it('refuses a routine with neither weekdays nor a rule, and a rule it cannot read', () => {
    const base = { id: 'r', text: 'x', priority: 'Low', paused: false, createdAt: T0, updatedAt: T0 };
    expect(readDayflowExport(file(exported({ routines: [{ ...base, weekdays: [] }] }))).ok).toBe(false);
    expect(
      readDayflowExport(file(exported({ routines: [{ ...base, weekdays: [], rrule: 'FREQ=DAILY;COUNT=3' }] }))).ok,
    ).toBe(false);
  });

  it('ignores sections it does not know yet, so later additions need no new major version', () => {
    const reading = readDayflowExport(file(exported({ projects: [{ name: 'Home' }], nudges: {} })));
    expect(reading.ok).toBe(true);
  });

  it('skips an over-long text and a repeated id with reasons', () => {
    const long = task({ id: 'b', text: 'x'.repeat(MAX_TASK_TEXT_LENGTH + 1) });
    const reading = readDayflowExport(file(exported({ tasks: [task(), long, task()] })));
    expect(reading.ok && reading.plan.tasks).toHaveLength(1);
    expect(reading.ok && reading.plan.skipped).toEqual([
      { where: 'tasks.1', reason: `the text is longer than ${MAX_TASK_TEXT_LENGTH} characters (2001)` },
      { where: 'tasks.2', reason: 'the same task (id) appears earlier in the file' },
    ]);
  });

  it.each([
    { name: 'not JSON', text: 'TYPE,CONTENT\ntask,a', field: 'text' },
    { name: 'a JSON array', text: '[]', field: 'format' },
    { name: 'another format', text: file({ format: 'other', version: 1 }), field: 'format' },
    { name: 'a newer version', text: file(exported({ version: 2 })), field: 'version' },
    {
      name: 'a bad priority',
      text: file(exported({ tasks: [task(), { ...task(), priority: 'Urgent' }] })),
      field: 'tasks.1.priority',
    },
    {
      name: 'a missing text',
      text: file(exported({ tasks: [{ ...task(), text: undefined }] })),
      field: 'tasks.0.text',
    },
    { name: 'a bad goal', text: file(exported({ goal: { dailyGoal: 0 } })), field: 'goal.dailyGoal' },
    {
      name: 'a routine without weekdays',
      text: file(
        exported({
          routines: [{ id: 'r', text: 'x', priority: 'Low', weekdays: [], paused: false, createdAt: 0, updatedAt: 0 }],
        }),
      ),
      field: 'routines.0.weekdays',
    },
    {
      name: 'a repeated rest day',
      text: file(exported({ settings: { timeZone: null, rollover: true, restDays: [1, 1] } })),
      field: 'settings.restDays',
    },
    {
      name: 'a bad history date',
      text: file(exported({ history: [{ date: 'May 1', completed: 1 }] })),
      field: 'history.0.date',
    },
    { name: 'a binary file', text: '\u0089PNG\r\n\u001a\n\u0000', field: 'text' },
  ])('refuses $name naming $field', ({ text, field }) => {
    const reading = readDayflowExport(text);
    expect(reading).toMatchObject({ ok: false, field });
  });
});
