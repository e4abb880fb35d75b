import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DAY_MS, type DayflowExport, type Note } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { exportAs, importAs, postImport } from '../../test/support/transfer';

const START = Date.UTC(2026, 10, 20, 9);

describe('notes in the export and import', () => {
  let now = START;
  const t = useTestApp({ now: () => now });
  const listNotesAs = async (user: SignedInUser) =>
    (await user.inject({ method: 'GET', url: '/api/notes' })).json<{ notes: Note[] }>().notes;

  async function writeNotes(user: SignedInUser): Promise<Note[]> {
    const post = async (payload: object) => {
      now += 1000;
      return (await user.inject({ method: 'POST', url: '/api/notes', payload })).json<Note>();
    };
    await post({ title: 'Groceries', body: 'Milk\n\n  Oats https://example.com/oats  ', pinned: true });
    await post({ title: '', body: 'untitled thoughts' });
    const gone = await post({ title: 'Old plan', body: 'x' });
    now += 1000;
    await user.inject({ method: 'DELETE', url: `/api/notes/${gone.id}` });
    return listNotesAs(user);
  }

  it('exports every note with every field, and a new account gets them back whole, once', async () => {
    now = START;
    const user = await signUp(t.app);
    const notes = await writeNotes(user);
    const file = (await exportAs(user)).body;
    expect(JSON.parse(file).notes).toEqual(notes);

    const fresh = await signUp(t.app);
    now += 60_000;
    const summary = await importAs(fresh, { kind: 'dayflow-json', text: file });
    expect(summary.skipped.total).toBe(0);
    // Every field, the deleted one still in Recently deleted; ids are new (another account has those).
    const withoutId = ({ id: _id, ...note }: Note) => note;
    expect((await listNotesAs(fresh)).map(withoutId)).toEqual(notes.map(withoutId));

    const again = await importAs(fresh, { kind: 'dayflow-json', text: file });
    expect(again.skipped.entries).toEqual([
      { where: 'notes.0', reason: 'already in your notes (imported before)' },
      { where: 'notes.1', reason: 'already in your notes (imported before)' },
      { where: 'notes.2', reason: 'already in your notes (imported before)' },
    ]);
    expect(await listNotesAs(fresh)).toHaveLength(3);
    // The first account keeps its own: importing into another account took nothing from it.
    expect(await listNotesAs(user)).toEqual(notes);
  });

  it("keeps a task's link to the note it was made from, in another account and in its own", async () => {
    now = START;
    const user = await signUp(t.app);
    const note = (
      await user.inject({ method: 'POST', url: '/api/notes', payload: { title: 'Trip', body: 'Book train' } })
    ).json<Note>();
    const made = await user.inject({
      method: 'POST',
      url: `/api/notes/${note.id}/tasks`,
      payload: { id: crypto.randomUUID(), text: 'Book train' },
    });
    expect(made.statusCode).toBe(201);
    const file = (await exportAs(user)).body;
    expect(JSON.parse(file).tasks[0]).toMatchObject({ text: 'Book train', noteId: note.id });

    const tasksOf = async (who: SignedInUser) =>
      (await who.inject({ method: 'GET', url: '/api/tasks' })).json<{
        tasks: { text: string; noteId?: string | null }[];
      }>().tasks;
    const fresh = await signUp(t.app);
    await importAs(fresh, { kind: 'dayflow-json', text: file });
    const [theirNote] = await listNotesAs(fresh);
    expect(theirNote!.id).not.toBe(note.id);
    expect((await tasksOf(fresh))[0]).toMatchObject({ text: 'Book train', noteId: theirNote!.id });

    // A task of a file whose note the account already has links to that note.
    const edited = JSON.parse(file) as DayflowExport;
    edited.tasks = [{ ...edited.tasks[0]!, id: crypto.randomUUID(), text: 'Book hotel' }];
    await importAs(user, { kind: 'dayflow-json', text: JSON.stringify(edited) });
    expect((await tasksOf(user)).map((task) => [task.text, task.noteId])).toEqual([
      ['Book train', note.id],
      ['Book hotel', note.id],
    ]);
  });

  it('skips a note over the limits or deleted too long ago, naming it, and keeps the rest', async () => {
    now = START;
    const user = await signUp(t.app);
    let made = 0;
    const note = (over: Partial<Note>) => ({
      id: crypto.randomUUID(),
      title: 't',
      body: 'b',
      pinned: false,
      createdAt: START - 1000 - ++made,
      updatedAt: START - 1000,
      deletedAt: null,
      ...over,
    });
    const file: DayflowExport = {
      format: 'dayflow-export',
      version: 1,
      exportedAt: START,
      tasks: [],
      notes: [
        note({ title: 'x'.repeat(201) }),
        note({ body: 'kept' }),
        note({ deletedAt: START - 40 * DAY_MS }),
        note({ id: 'not-a-uuid', body: 'gets an id of its own' }),
      ],
    };
    const summary = await importAs(user, { kind: 'dayflow-json', text: JSON.stringify(file) });
    expect(summary.skipped.entries).toEqual([
      { where: 'notes.0', reason: 'the title must be at most 200 characters' },
      { where: 'notes.2', reason: 'deleted more than 30 days ago; Recently deleted keeps notes 30 days' },
    ]);
    const kept = await listNotesAs(user);
    expect(kept.map((n) => n.body).sort()).toEqual(['gets an id of its own', 'kept']);
    expect(kept.every((n) => /^[0-9a-f-]{36}$/.test(n.id))).toBe(true);
  });

  it('refuses a file whose notes are not notes, naming the field', async () => {
    const user = await signUp(t.app);
    const text = JSON.stringify({ format: 'dayflow-export', version: 1, exportedAt: START, tasks: [], notes: [{}] });
    const res = await postImport(user, { kind: 'dayflow-json', text });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toMatch(/^notes\.0\./);
  });
});
