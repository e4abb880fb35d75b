import { describe, expect, it } from 'vitest';
import { TaskTextSchema } from './task-schemas';

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
