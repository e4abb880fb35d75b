import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_NOTE_BODY_LENGTH, MAX_NOTES_PER_USER, noteQuotaMessage, type Note, type Task } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { listTasksAs } from '../../test/support/tasks';
import { purgeDeletedNotes } from './note-cleanup';

const START = Date.UTC(2026, 10, 20, 9);
const DAY = 86_400_000;

describe('notes API', () => {
  let now = START;
  const t = useTestApp({ now: () => now });
  const noteUrl = (id: string) => `/api/notes/${id}`;

  async function createNoteAs(user: SignedInUser, payload: Record<string, unknown>): Promise<Note> {
    const res = await user.inject({ method: 'POST', url: '/api/notes', payload });
    expect(res.statusCode).toBe(201);
    return res.json<Note>();
  }
  const listNotesAs = async (user: SignedInUser) =>
    (await user.inject({ method: 'GET', url: '/api/notes' })).json<{ notes: Note[] }>().notes;

  it('creates, lists (latest change first), edits, pins, deletes and restores a note', async () => {
    now = START;
    const user = await signUp(t.app);
    const id = crypto.randomUUID();
    const first = await createNoteAs(user, { id, title: 'Groceries', body: 'Milk\n  Oats  \n' });
    expect(first).toEqual({
      id,
      title: 'Groceries',
      body: 'Milk\n  Oats  \n',
      pinned: false,
      createdAt: START,
      updatedAt: START,
      deletedAt: null,
    });
    now = START + 1000;
    const second = await createNoteAs(user, { title: 'Trip' });
    expect(second.body).toBe('');
    expect((await listNotesAs(user)).map((n) => n.title)).toEqual(['Trip', 'Groceries']);

    now = START + 2000;
    const edited = await user.inject({ method: 'PATCH', url: noteUrl(id), payload: { body: 'Milk', pinned: true } });
    expect(edited.json()).toEqual({ ...first, body: 'Milk', pinned: true, updatedAt: START + 2000 });

    now = START + 3000;
    expect((await user.inject({ method: 'DELETE', url: noteUrl(id) })).statusCode).toBe(204);
    // Deleting again keeps the first time; the note waits in Recently deleted.
    now = START + 4000;
    expect((await user.inject({ method: 'DELETE', url: noteUrl(id) })).statusCode).toBe(204);
    expect((await listNotesAs(user)).find((n) => n.id === id)?.deletedAt).toBe(START + 3000);

    const restored = await user.inject({ method: 'POST', url: `${noteUrl(id)}/restore` });
    expect(restored.json<Note>()).toMatchObject({ id, deletedAt: null, body: 'Milk', pinned: true });
  });

  it('makes one note of a create sent twice', async () => {
    const user = await signUp(t.app);
    const id = crypto.randomUUID();
    await createNoteAs(user, { id, title: 'Once' });
    const again = await user.inject({ method: 'POST', url: '/api/notes', payload: { id, title: 'Once' } });
    expect(again.statusCode).toBe(200);
    expect(await listNotesAs(user)).toHaveLength(1);
  });

  it('refuses bad input with 400 naming the field, and keeps the note as it was', async () => {
    const user = await signUp(t.app);
    const note = await createNoteAs(user, { title: 'Keep', body: 'me' });
    const cases = [
      [{ method: 'POST', url: '/api/notes', payload: { title: 'x'.repeat(201) } }, 'title'],
      [{ method: 'POST', url: '/api/notes', payload: { body: 'x'.repeat(MAX_NOTE_BODY_LENGTH + 1) } }, 'body'],
      [{ method: 'POST', url: '/api/notes', payload: { id: 'not-a-uuid' } }, 'id'],
      [{ method: 'PATCH', url: noteUrl(note.id), payload: { body: 'x'.repeat(MAX_NOTE_BODY_LENGTH + 1) } }, 'body'],
      [{ method: 'PATCH', url: noteUrl(note.id), payload: { pinned: 'yes' } }, 'pinned'],
      [{ method: 'POST', url: `${noteUrl(note.id)}/tasks`, payload: { text: '   ' } }, 'text'],
    ] as const;
    for (const [request, field] of cases) {
      const res = await user.inject(request);
      expect(res.statusCode, JSON.stringify(request).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ field });
    }
    expect(await listNotesAs(user)).toEqual([note]);
  });

  it('keeps at most 1,000 notes a user, Recently deleted included, answering as the task quota does', async () => {
    const user = await signUp(t.app);
    await t.app.db
      .insertInto('notes')
      .values(
        Array.from({ length: MAX_NOTES_PER_USER }, (_, i) => ({
          id: crypto.randomUUID(),
          uid: user.id,
          title: `n${i}`,
          body: '',
          pinned: 0,
          created_at: START,
          updated_at: START,
          deleted_at: i === 0 ? START : null,
        })),
      )
      .execute();
    const res = await user.inject({ method: 'POST', url: '/api/notes', payload: { title: 'one more' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: noteQuotaMessage(MAX_NOTES_PER_USER), field: 'notes' });
    // Another user has room of their own.
    await createNoteAs(await signUp(t.app), { title: 'mine' });
  });

  it("keeps each user's notes to that user: another's note is not found, and never listed", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const note = await createNoteAs(a, { title: 'Private' });
    for (const request of [
      { method: 'PATCH', url: noteUrl(note.id), payload: { title: 'mine now' } },
      { method: 'DELETE', url: noteUrl(note.id) },
      { method: 'POST', url: `${noteUrl(note.id)}/restore` },
      { method: 'POST', url: `${noteUrl(note.id)}/tasks`, payload: { text: 'steal' } },
    ] as const) {
      const res = await b.inject(request);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Note not found' });
    }
    expect(await listNotesAs(b)).toEqual([]);
    // An id another user holds is refused without telling anything of that note.
    const clash = await b.inject({ method: 'POST', url: '/api/notes', payload: { id: note.id, title: 'x' } });
    expect(clash.statusCode).toBe(409);
    expect(await listNotesAs(a)).toEqual([note]);
    await expect(listTasksAs(b)).resolves.toEqual([]);
  });

  it('turns a line into a Brain Dump task that names its note, once per task id', async () => {
    const user = await signUp(t.app);
    const note = await createNoteAs(user, { title: 'Plans', body: 'Call Ann\nBook hotel' });
    const id = crypto.randomUUID();
    const res = await user.inject({
      method: 'POST',
      url: `${noteUrl(note.id)}/tasks`,
      payload: { id, text: 'Call Ann' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Task>()).toMatchObject({ id, text: 'Call Ann', section: 'brainDump', noteId: note.id });
    const again = await user.inject({
      method: 'POST',
      url: `${noteUrl(note.id)}/tasks`,
      payload: { id, text: 'Call Ann' },
    });
    expect(again.statusCode).toBe(200);
    const tasks = await listTasksAs(user);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ text: 'Call Ann', noteId: note.id });
  });

  it("announces each change on the user's live stream, and to that user only", async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const seen: unknown[] = [];
    const othersSeen: unknown[] = [];
    const stop = t.app.liveBus.subscribe(user.id, (d) => {
      if (d.kind === 'message' && d.message.type === 'note') seen.push(d.message);
    });
    const stopOther = t.app.liveBus.subscribe(other.id, (d) => {
      if (d.kind === 'message' && d.message.type === 'note') othersSeen.push(d.message);
    });
    try {
      now = START;
      const note = await createNoteAs(user, { title: 'Live' });
      now = START + 5;
      await user.inject({ method: 'PATCH', url: noteUrl(note.id), payload: { title: 'Live!' } });
      now = START + 10;
      await user.inject({ method: 'DELETE', url: noteUrl(note.id) });
      await user.inject({ method: 'POST', url: `${noteUrl(note.id)}/restore` });
      await expect
        .poll(() => seen)
        .toEqual([
          { type: 'note', note },
          { type: 'note', note: { ...note, title: 'Live!', updatedAt: START + 5 } },
          { type: 'note', note: { ...note, title: 'Live!', updatedAt: START + 5, deletedAt: START + 10 } },
          { type: 'note', note: { ...note, title: 'Live!', updatedAt: START + 5 } },
        ]);
      expect(othersSeen).toEqual([]);
    } finally {
      stop();
      stopOther();
    }
  });

  it('purges notes deleted over 30 days ago, and no others', async () => {
    now = START;
    const user = await signUp(t.app);
    const old = await createNoteAs(user, { title: 'old' });
    const recent = await createNoteAs(user, { title: 'recent' });
    const kept = await createNoteAs(user, { title: 'kept' });
    await user.inject({ method: 'DELETE', url: noteUrl(old.id) });
    now = START + 10 * DAY;
    await user.inject({ method: 'DELETE', url: noteUrl(recent.id) });
    now = START + 31 * DAY;
    await purgeDeletedNotes(t.app);
    expect((await listNotesAs(user)).map((n) => n.title).sort()).toEqual(['kept', 'recent']);
    expect(kept.deletedAt).toBeNull();
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notes' })).statusCode).toBe(401);
  });
});
