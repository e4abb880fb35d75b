import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CHECKLIST_ITEM_LENGTH, MAX_CHECKLIST_ITEMS, MAX_TASK_NOTES_LENGTH } from '../constants';
import {
  checklistProgress,
  hasDetails,
  NOTES_OVERWRITE_WINDOW_MS,
  notesOverwritten,
  type NotesWrite,
} from './task-notes';
import { ChecklistSchema, TaskNotesSchema, TaskSchema, UpdateTaskSchema, type ChecklistItem } from './task-schemas';

const codePoints = (text: string) => [...text].length;
/** Text as people type it: any script, emoji, line breaks; never NUL nor a lone surrogate. */
const typed = (maxLength: number) =>
  fc
    .string({
      unit: fc.oneof(fc.constantFrom('\n', ' ', '😀', 'é', '中'), fc.string({ minLength: 1, maxLength: 1 })),
      maxLength,
    })
    .filter((text) => !text.includes('\u0000'));
const item = fc.record({
  id: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
  text: typed(MAX_CHECKLIST_ITEM_LENGTH).filter((text) => text.trim() !== ''),
  done: fc.boolean(),
});
const checklist = fc.uniqueArray(item, { selector: (i) => i.id, maxLength: MAX_CHECKLIST_ITEMS });

describe('TaskNotesSchema', () => {
  it('keeps any notes within the limit exactly as typed, spaces and line breaks included', () => {
    fc.assert(
      fc.property(typed(300), (notes) => {
        expect(TaskNotesSchema.parse(notes)).toBe(notes);
      }),
    );
  });

  it('refuses notes past the limit, counting characters (an emoji is one), and never shortens them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.constantFrom('a', '😀', '\n'), (extra, unit) => {
        const notes = unit.repeat(MAX_TASK_NOTES_LENGTH + extra);
        expect(TaskNotesSchema.safeParse(notes).success).toBe(extra === 0);
      }),
      { numRuns: 30 },
    );
  });

  it.each(['a\u0000b', 'broken \ud800 pair'])('refuses NUL and broken Unicode (%j)', (notes) => {
    expect(TaskNotesSchema.safeParse(notes).success).toBe(false);
  });
});

describe('ChecklistSchema', () => {
  it('accepts any list of up to 100 items of up to 500 characters, in the order given, texts trimmed', () => {
    fc.assert(
      fc.property(checklist, (items) => {
        const parsed = ChecklistSchema.parse(items);
        expect(parsed.map((i) => i.id)).toEqual(items.map((i) => i.id));
        expect(parsed.map((i) => i.text)).toEqual(items.map((i) => i.text.trim()));
        expect(parsed.map((i) => i.done)).toEqual(items.map((i) => i.done));
      }),
      { numRuns: 50 },
    );
  });

  it('refuses one item too many, naming the list', () => {
    const items = Array.from({ length: MAX_CHECKLIST_ITEMS + 1 }, (_, i) => ({ id: `i${i}`, text: 'x', done: false }));
    const result = ChecklistSchema.safeParse(items);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([]);
  });

  it('names the item whose text is too long, empty or broken, by its place', () => {
    fc.assert(
      fc.property(
        checklist.filter((items) => items.length > 0),
        fc.nat(),
        fc.constantFrom('x'.repeat(MAX_CHECKLIST_ITEM_LENGTH + 1), '  ', 'a\u0000'),
        (items, at, bad) => {
          const index = at % items.length;
          const broken = items.map((i, n) => (n === index ? { ...i, text: bad } : i));
          const result = ChecklistSchema.safeParse(broken);
          expect(result.success).toBe(false);
          expect(result.error?.issues[0]?.path).toEqual([index, 'text']);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('names the second of two items with one id', () => {
    fc.assert(
      fc.property(
        checklist.filter((items) => items.length >= 2),
        fc.nat(),
        (items, at) => {
          const index = 1 + (at % (items.length - 1));
          const repeated = items.map((i, n) => (n === index ? { ...i, id: items[0]!.id } : i));
          expect(ChecklistSchema.safeParse(repeated).error?.issues[0]?.path).toEqual([index, 'id']);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('counts an item text in characters, as the task text is counted', () => {
    expect(codePoints('😀'.repeat(MAX_CHECKLIST_ITEM_LENGTH))).toBe(MAX_CHECKLIST_ITEM_LENGTH);
    expect(
      ChecklistSchema.safeParse([{ id: 'a', text: '😀'.repeat(MAX_CHECKLIST_ITEM_LENGTH), done: false }]).success,
    ).toBe(true);
  });
});

describe('TaskSchema and UpdateTaskSchema', () => {
  it('reads a copy stored before notes existed as having none', () => {
    const old = {
      id: 'a',
      text: 'x',
      priority: 'Medium',
      completed: false,
      section: 'today',
      order: 0,
      createdAt: 0,
      updatedAt: 0,
    };
    expect(TaskSchema.parse(old)).toMatchObject({ notes: '', checklist: [] });
  });

  it('takes notes or a checklist alone as a change, and refuses an empty change', () => {
    expect(UpdateTaskSchema.safeParse({ notes: '' }).success).toBe(true);
    expect(UpdateTaskSchema.safeParse({ checklist: [] }).success).toBe(true);
    expect(UpdateTaskSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'must change text, priority, completed, remindAt, notes or checklist',
    );
  });
});

describe('checklistProgress and hasDetails', () => {
  it('counts the done items of any checklist; none without one', () => {
    fc.assert(
      fc.property(checklist, (items: ChecklistItem[]) => {
        const progress = checklistProgress(items);
        if (items.length === 0) expect(progress).toBeNull();
        else expect(progress).toEqual({ done: items.filter((i) => i.done).length, total: items.length });
      }),
    );
  });

  it.each([
    { task: { notes: '', checklist: [] }, expected: false },
    { task: { notes: ' \n ', checklist: [] }, expected: false },
    { task: { notes: 'x', checklist: [] }, expected: true },
    { task: { notes: '', checklist: [{ id: 'a', text: 'x', done: false }] }, expected: true },
    { task: {}, expected: false },
  ])('hasDetails($task) is $expected', ({ task, expected }) => {
    expect(hasDetails(task)).toBe(expected);
  });
});

describe('notesOverwritten', () => {
  const T = 1_000_000;
  const write: NotesWrite = { notes: 'mine', at: T, version: 5 };

  it.each([
    {
      name: 'a newer copy with other notes',
      current: { notes: 'theirs', version: 6 },
      pending: false,
      now: T + 1,
      expected: true,
    },
    { name: 'our own saved copy', current: { notes: 'mine', version: 5 }, pending: false, now: T + 1, expected: false },
    {
      name: 'a newer copy with our notes (another field changed)',
      current: { notes: 'mine', version: 7 },
      pending: false,
      now: T,
      expected: false,
    },
    { name: 'an older copy', current: { notes: 'theirs', version: 4 }, pending: false, now: T, expected: false },
    {
      name: 'while our write is still to be sent',
      current: { notes: 'theirs', version: 6 },
      pending: true,
      now: T,
      expected: false,
    },
    {
      name: 'long after our write',
      current: { notes: 'theirs', version: 6 },
      pending: false,
      now: T + NOTES_OVERWRITE_WINDOW_MS + 1,
      expected: false,
    },
    { name: 'a deleted task', current: undefined, pending: false, now: T, expected: false },
  ])('$name: $expected', ({ current, pending, now, expected }) => {
    expect(notesOverwritten(write, current, pending, now)).toBe(expected);
  });

  it('never before the server numbered our write', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (notes, version) => {
        expect(notesOverwritten({ notes: 'mine', at: T }, { notes, version }, false, T)).toBe(false);
      }),
    );
  });
});
