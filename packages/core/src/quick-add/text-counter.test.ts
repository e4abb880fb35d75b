import { describe, expect, it } from 'vitest';
import { MAX_TASK_TEXT_LENGTH } from '../constants';
import { TaskTextSchema } from '../tasks/task-schemas';
import { TEXT_COUNTER_SHOW_REMAINING, fitToTextLimit, textCounter } from './text-counter';

const MAX = MAX_TASK_TEXT_LENGTH;
const SHOW_FROM = MAX - TEXT_COUNTER_SHOW_REMAINING;

describe('textCounter', () => {
  it.each([
    { name: 'empty', text: '', length: 0, remaining: MAX, visible: false, over: false },
    { name: 'short', text: 'Buy milk', length: 8, remaining: MAX - 8, visible: false, over: false },
    {
      name: 'just below the threshold',
      text: 'a'.repeat(SHOW_FROM - 1),
      length: SHOW_FROM - 1,
      remaining: TEXT_COUNTER_SHOW_REMAINING + 1,
      visible: false,
      over: false,
    },
    {
      name: 'at the threshold',
      text: 'a'.repeat(SHOW_FROM),
      length: SHOW_FROM,
      remaining: TEXT_COUNTER_SHOW_REMAINING,
      visible: true,
      over: false,
    },
    { name: 'at the limit', text: 'a'.repeat(MAX), length: MAX, remaining: 0, visible: true, over: false },
    { name: 'one over', text: 'a'.repeat(MAX + 1), length: MAX + 1, remaining: -1, visible: true, over: true },
    {
      name: 'spaces around do not count (the text is trimmed when saved)',
      text: `  ${'a'.repeat(MAX)}\n `,
      length: MAX,
      remaining: 0,
      visible: true,
      over: false,
    },
    {
      name: 'an emoji counts as one, as the server counts',
      text: '🥛',
      length: 1,
      remaining: MAX - 1,
      visible: false,
      over: false,
    },
    { name: 'the limit in emoji', text: '🥛'.repeat(MAX), length: MAX, remaining: 0, visible: true, over: false },
  ])('$name', ({ text, length, remaining, visible, over }) => {
    expect(textCounter(text)).toEqual({ length, remaining, visible, over, max: MAX });
  });

  it('agrees with the schema the server checks: over exactly when refused for length', () => {
    const samples = [
      'a'.repeat(MAX),
      'a'.repeat(MAX + 1),
      ` ${'é'.repeat(MAX)} `,
      '🥛'.repeat(MAX),
      '🥛'.repeat(MAX + 1),
    ];
    for (const text of samples) {
      expect(textCounter(text).over).toBe(!TaskTextSchema.safeParse(text).success);
    }
  });

  it('takes another limit', () => {
    expect(textCounter('abcd', 5)).toEqual({ length: 4, remaining: 1, visible: true, over: false, max: 5 });
  });
});

describe('fitToTextLimit', () => {
  it.each([
    { name: 'short text is kept', text: 'Buy milk', expected: 'Buy milk' },
    { name: 'at the limit is kept', text: 'a'.repeat(MAX), expected: 'a'.repeat(MAX) },
    { name: 'over the limit is cut to it', text: 'a'.repeat(MAX + 10), expected: 'a'.repeat(MAX) },
    { name: 'leading spaces are not counted', text: `  ${'a'.repeat(MAX + 3)}`, expected: `  ${'a'.repeat(MAX)}` },
    {
      name: 'emoji count one each',
      text: '🥛'.repeat(MAX),
      expected: '🥛'.repeat(MAX),
    },
    {
      name: 'cut between emoji, never inside one',
      text: `${'a'.repeat(MAX - 1)}🥛🥛`,
      expected: `${'a'.repeat(MAX - 1)}🥛`,
    },
  ])('$name', ({ text, expected }) => {
    const fitted = fitToTextLimit(text);
    expect(fitted).toBe(expected);
    expect(TaskTextSchema.safeParse(fitted).success).toBe(true);
  });
});
