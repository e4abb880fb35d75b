import { describe, expect, it } from 'vitest';
import { CreateTaskSchema, MoveTaskSchema, TaskTextSchema, UpdateTaskSchema } from './task-schemas';

describe('TaskTextSchema', () => {
  it.each([
    ['plain', 'Buy milk', 'Buy milk'],
    ['trimmed', '  Call mum \n', 'Call mum'],
    ['new lines and tabs', 'a\n\tb', 'a\n\tb'],
    ['emoji (a surrogate pair)', 'Run 🏃 5 km', 'Run 🏃 5 km'],
    ['SQL metacharacters', "'; DROP TABLE tasks; --", "'; DROP TABLE tasks; --"],
  ])('accepts %s', (_what, input, stored) => {
    expect(TaskTextSchema.parse(input)).toBe(stored);
  });

  it.each([
    ['NUL, which PostgreSQL cannot store', 'a\u0000b'],
    ['an unpaired high surrogate', 'a\uD800'],
    ['an unpaired low surrogate', '\uDFFFb'],
    ['surrogates in the wrong order', '\uDC00\uD800'],
  ])('refuses %s', (_what, input) => {
    expect(TaskTextSchema.safeParse(input).success).toBe(false);
  });
});

describe('CreateTaskSchema ids', () => {
  it('takes a client-made id, or the older clientKey, and refuses a body with neither', () => {
    const id = '0192f0c4-7a3b-7c1d-8e2f-0123456789ab';
    expect(CreateTaskSchema.safeParse({ id, text: 'x' }).success).toBe(true);
    expect(CreateTaskSchema.safeParse({ clientKey: 'abcdefgh', text: 'x' }).success).toBe(true);
    const neither = CreateTaskSchema.safeParse({ text: 'x' });
    expect(neither.success).toBe(false);
    expect(neither.error?.issues[0]?.path).toEqual(['id']);
    expect(CreateTaskSchema.safeParse({ id: 'temp-1', text: 'x' }).success).toBe(false);
  });
});

describe('a day goes with Later, and Later with a day', () => {
  const id = '0192f0c4-7a3b-7c1d-8e2f-0123456789ab';
  const issuePath = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    result.error && [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];

  it.each([
    ['a Later task with its day', { section: 'later', day: '2026-12-03' }, undefined],
    ['a task in Today without a day', { section: 'today' }, undefined],
    ['a task in Today with day null', { section: 'today', day: null }, undefined],
    ['a Later task without a day', { section: 'later' }, ['day']],
    ['a Later task with day null', { section: 'later', day: null }, ['day']],
    ['a day on Tomorrow', { section: 'tomorrow', day: '2026-12-03' }, ['day']],
    ['a day on Brain Dump (the default list)', { day: '2026-12-03' }, ['day']],
    ['a day that is no date', { section: 'later', day: '2026-02-30' }, ['day']],
    ['a day with a time', { section: 'later', day: '2026-12-03T10:00' }, ['day']],
    ['an unknown list', { section: 'someday' }, ['section']],
  ])('create: %s', (_what, fields, fails) => {
    expect(issuePath(CreateTaskSchema.safeParse({ id, text: 'x', ...fields }))).toEqual(fails);
  });

  it.each([
    ['to Later on a day, at the end of it', { section: 'later', day: '2026-12-03' }, undefined],
    ['to Later on a day, at a place in it', { section: 'later', day: '2026-12-03', index: 2 }, undefined],
    ['to Today at a place', { section: 'today', index: 0 }, undefined],
    ['to Today without a place', { section: 'today' }, ['index']],
    ['to Later without a day', { section: 'later', index: 0 }, ['day']],
    ['to Tomorrow with a day', { section: 'tomorrow', day: '2026-12-03', index: 0 }, ['day']],
  ])('move: %s', (_what, body, fails) => {
    expect(issuePath(MoveTaskSchema.safeParse(body))).toEqual(fails);
  });

  it('a change of fields cannot carry a day: a task is planned for a day by moving it', () => {
    expect(UpdateTaskSchema.safeParse({ day: '2026-12-03' }).success).toBe(false);
  });
});
