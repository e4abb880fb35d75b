import { describe, expect, it } from 'vitest';
import { MAX_TASK_TEXT_LENGTH } from '../constants';
import { BINARY_FILE } from './import-plan';
import { readPlainText } from './plain-text';

describe('readPlainText', () => {
  it('makes one task per line in the chosen list, skipping blank lines silently', () => {
    const reading = readPlainText('Buy milk\r\n\n   \n  Call Ada  \rWrite report', 'today');
    expect(reading).toEqual({
      ok: true,
      plan: {
        tasks: [
          { text: 'Buy milk', priority: 'Medium', section: 'today', completed: false, where: 'line 1' },
          { text: 'Call Ada', priority: 'Medium', section: 'today', completed: false, where: 'line 4' },
          { text: 'Write report', priority: 'Medium', section: 'today', completed: false, where: 'line 5' },
        ],
        skipped: [],
      },
    });
  });

  it('skips an over-long line with its reason instead of cutting it', () => {
    const reading = readPlainText(`ok\n${'x'.repeat(MAX_TASK_TEXT_LENGTH + 1)}\n`, 'brainDump');
    expect(reading.ok && reading.plan.tasks.map((t) => t.text)).toEqual(['ok']);
    expect(reading.ok && reading.plan.skipped).toEqual([
      { where: 'line 2', reason: `the text is longer than ${MAX_TASK_TEXT_LENGTH} characters (2001)` },
    ]);
  });

  it('accepts a line of exactly the longest text', () => {
    const reading = readPlainText('y'.repeat(MAX_TASK_TEXT_LENGTH), 'brainDump');
    expect(reading.ok && reading.plan.tasks).toHaveLength(1);
  });

  it.each([['a\u0000b'], ['PNG\u0001\u0002']])('refuses a binary file %j', (text) => {
    expect(readPlainText(text, 'today')).toEqual({
      ok: false,
      field: 'text',
      error: `text: ${BINARY_FILE}`,
    });
  });

  it('skips a line with a lone surrogate', () => {
    const reading = readPlainText('fine\nbad \uD800 half', 'today');
    expect(reading.ok && reading.plan.skipped).toEqual([
      { where: 'line 2', reason: 'the text contains NUL or broken Unicode characters' },
    ]);
  });
});

describe('readPlainText with quick-add tokens', () => {
  it('takes a line’s priority and list from its tokens, and keeps escaped ones as text', () => {
    const reading = readPlainText('Pay rent !h #today\nCall mum #tomorrow\nRead \\#today news\n#dump\n', 'brainDump');
    expect(reading.ok && reading.plan.tasks).toEqual([
      { text: 'Pay rent', priority: 'High', section: 'today', completed: false, where: 'line 1' },
      { text: 'Call mum', priority: 'Medium', section: 'tomorrow', completed: false, where: 'line 2' },
      { text: 'Read #today news', priority: 'Medium', section: 'brainDump', completed: false, where: 'line 3' },
    ]);
    expect(reading.ok && reading.plan.skipped).toEqual([{ where: 'line 4', reason: 'the task has no text' }]);
  });
});
