import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LiveMessageSchema } from '../live/live-messages';
import {
  CreateNoteSchema,
  lineAsTaskText,
  MAX_NOTE_BODY_LENGTH,
  MAX_NOTE_TITLE_LENGTH,
  NoteLiveMessageSchema,
  noteLines,
  noteOverLimit,
  searchNotes,
  sortNotes,
  UpdateNoteSchema,
  type Note,
} from './index';

const note = (id: string, changes: Partial<Note> = {}): Note => ({
  id,
  title: `Note ${id}`,
  body: '',
  pinned: false,
  createdAt: 1,
  updatedAt: 1,
  deletedAt: null,
  ...changes,
});

describe('sortNotes', () => {
  it('puts pinned notes first, then the latest change first', () => {
    const sorted = sortNotes([
      note('a', { updatedAt: 10 }),
      note('b', { updatedAt: 30 }),
      note('c', { updatedAt: 5, pinned: true }),
      note('d', { updatedAt: 20, pinned: true }),
    ]);
    expect(sorted.map((n) => n.id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('orders any list the same way whatever order it came in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.uuid(), updatedAt: fc.nat(50), pinned: fc.boolean() }), { maxLength: 20 }),
        (rows) => {
          const notes = rows.map((r) => note(r.id, r));
          const once = sortNotes(notes).map((n) => n.id);
          expect(sortNotes([...notes].reverse()).map((n) => n.id)).toEqual(once);
          const pinnedSeen = sortNotes(notes).findIndex((n) => !n.pinned);
          if (pinnedSeen >= 0)
            expect(
              sortNotes(notes)
                .slice(pinnedSeen)
                .every((n) => !n.pinned),
            ).toBe(true);
        },
      ),
    );
  });
});

describe('searchNotes', () => {
  const notes = [
    note('a', { title: 'Groceries', body: 'Milk\nOat flakes' }),
    note('b', { title: 'Trip to Lisbon', body: 'Book the hotel' }),
  ];
  it('finds every word in the title or the body, case-insensitive, in any order', () => {
    expect(searchNotes(notes, 'milk').map((n) => n.id)).toEqual(['a']);
    expect(searchNotes(notes, 'HOTEL lisbon').map((n) => n.id)).toEqual(['b']);
    expect(searchNotes(notes, 'milk hotel')).toEqual([]);
  });
  it('finds all with an empty query', () => {
    expect(searchNotes(notes, '  ')).toHaveLength(2);
  });
});

describe('a note line as a task', () => {
  it('lists the lines with text and where they are', () => {
    expect(noteLines('Buy milk\n\n  - call Ann  \r\nend')).toEqual([
      { index: 0, text: 'Buy milk' },
      { index: 2, text: '- call Ann' },
      { index: 3, text: 'end' },
    ]);
  });
  it('leaves list marks behind', () => {
    expect(lineAsTaskText('- call Ann')).toBe('call Ann');
    expect(lineAsTaskText('* [ ] file taxes')).toBe('file taxes');
    expect(lineAsTaskText('2. ring the bank')).toBe('ring the bank');
    expect(lineAsTaskText('2026 plan')).toBe('2026 plan');
  });
});

describe('note schemas', () => {
  it('keeps a title and a body exactly as typed, up to their limits', () => {
    const body = '  line one\n\n  line two  ';
    expect(CreateNoteSchema.parse({ title: ' x ', body })).toEqual({ title: ' x ', body });
    expect(CreateNoteSchema.safeParse({ title: 'a'.repeat(MAX_NOTE_TITLE_LENGTH) }).success).toBe(true);
    expect(CreateNoteSchema.safeParse({ body: 'a'.repeat(MAX_NOTE_BODY_LENGTH) }).success).toBe(true);
  });
  it('refuses a title or body over the limit, naming the field', () => {
    const title = CreateNoteSchema.safeParse({ title: 'a'.repeat(MAX_NOTE_TITLE_LENGTH + 1) });
    expect(title.error?.issues[0]?.path).toEqual(['title']);
    const body = UpdateNoteSchema.safeParse({ body: 'a'.repeat(MAX_NOTE_BODY_LENGTH + 1) });
    expect(body.error?.issues[0]?.path).toEqual(['body']);
    expect(noteOverLimit({ title: 'a'.repeat(201), body: '' })).toBe('title');
    expect(noteOverLimit({ title: '', body: 'a'.repeat(20_001) })).toBe('body');
    expect(noteOverLimit({ title: '', body: '' })).toBeNull();
  });
  it('refuses an empty change and unknown fields', () => {
    expect(UpdateNoteSchema.safeParse({}).success).toBe(false);
    expect(CreateNoteSchema.safeParse({ title: 'x', uid: 'someone' }).success).toBe(false);
  });
  it('accepts any text within the limits (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: MAX_NOTE_TITLE_LENGTH }), fc.string({ maxLength: 500 }), (title, body) => {
        const parsed = CreateNoteSchema.safeParse({ title, body });
        const broken = (title + body).includes(String.fromCharCode(0)) || /\p{Cs}/u.test(title + body);
        expect(parsed.success).toBe(!broken);
        if (parsed.success) expect(parsed.data).toEqual({ title, body });
      }),
    );
  });
  it('passes a note message through the live union with its note, read by the notes schema', () => {
    const message = { type: 'note', note: note('a') };
    const parsed = LiveMessageSchema.parse(message);
    expect(NoteLiveMessageSchema.parse(parsed).note).toEqual(note('a'));
  });
});
