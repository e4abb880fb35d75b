import { describe, expect, it } from 'vitest';
import { CreateTaskSchema, TaskTextSchema } from './task-schemas';

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
