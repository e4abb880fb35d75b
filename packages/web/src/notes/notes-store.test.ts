import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '@dayflow/core';
import { hearLive } from '../lib/server-data';
import { createNotesStore } from './notes-store';

/** A server that keeps notes as the API does, and can be cut off. */
function fakeServer() {
  const notes = new Map<string, Note>();
  const requests: string[] = [];
  let down = false;
  const fetch = vi.fn(async (path: string, init: { method?: string; body?: string } = {}) => {
    const method = init.method ?? 'GET';
    if (down) throw new TypeError('Failed to fetch');
    requests.push(`${method} ${path}`);
    const body = init.body ? (JSON.parse(init.body) as Partial<Note>) : {};
    const json = (value: unknown, status = 200) =>
      new Response(status === 204 ? null : JSON.stringify(value), { status });
    if (method === 'GET') return json({ notes: [...notes.values()] });
    const id = path.split('/')[3]!;
    if (method === 'POST' && path === '/api/notes') {
      const note: Note = {
        title: '',
        body: '',
        pinned: false,
        createdAt: 1,
        updatedAt: 1,
        deletedAt: null,
        ...body,
      } as Note;
      notes.set(note.id, note);
      return json(note, 201);
    }
    const note = notes.get(id);
    if (!note) return json({ error: 'Note not found' }, 404);
    if (method === 'PATCH') notes.set(id, { ...note, ...body, updatedAt: note.updatedAt + 1 });
    if (method === 'DELETE') notes.set(id, { ...note, deletedAt: 5 });
    if (path.endsWith('/restore')) notes.set(id, { ...note, deletedAt: null });
    return method === 'DELETE' ? json(null, 204) : json(notes.get(id));
  });
  return {
    notes,
    requests,
    fetch,
    setDown: (value: boolean) => (down = value),
  };
}

const memoryStorage = (): Storage => {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
};

describe('the notes store', () => {
  let server: ReturnType<typeof fakeServer>;
  beforeEach(() => {
    vi.useFakeTimers();
    server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps notes written offline on the device, across a reload, and sends them once back', async () => {
    const storage = memoryStorage();
    server.setDown(true);
    const store = createNotesStore('u1', storage);
    const note = store.create({ title: 'Offline' });
    store.update(note.id, { body: 'line one' });
    store.update(note.id, { body: 'line one\nline two' });
    await vi.advanceTimersByTimeAsync(500);
    // The create was on its way when the first edit came, so that edit waits behind it; the second
    // joins the first.
    expect(store.get()).toMatchObject({ offline: true, pending: 2 });
    expect(server.notes.size).toBe(0);

    // A reload: a new store from the same storage shows the note and still has it to send.
    const again = createNotesStore('u1', storage);
    expect(again.get().notes).toEqual([expect.objectContaining({ title: 'Offline', body: 'line one\nline two' })]);
    server.setDown(false);
    await again.reload();
    expect([...server.notes.values()]).toEqual([
      expect.objectContaining({ id: note.id, title: 'Offline', body: 'line one\nline two' }),
    ]);
    expect(server.requests.filter((r) => !r.startsWith('GET'))).toEqual([
      'POST /api/notes',
      `PATCH /api/notes/${note.id}`,
    ]);
    expect(again.get()).toMatchObject({ offline: false, pending: 0 });
  });

  it('shows a change from another device, but not over a change of ours still on its way', async () => {
    const store = createNotesStore('u2', memoryStorage());
    const note = store.create({ title: 'Mine' });
    await vi.advanceTimersByTimeAsync(10);
    hearLive('u2', { type: 'note', note: { ...note, title: 'From the phone', updatedAt: 9 } } as never, false);
    expect(store.get().notes[0]?.title).toBe('From the phone');
    store.update(note.id, { title: 'Typed here' });
    hearLive('u2', { type: 'note', note: { ...note, title: 'Older echo', updatedAt: 10 } } as never, false);
    expect(store.get().notes[0]?.title).toBe('Typed here');
    await vi.advanceTimersByTimeAsync(500);
    expect(server.notes.get(note.id)?.title).toBe('Typed here');
  });

  it('deletes to Recently deleted and restores', async () => {
    const store = createNotesStore('u3', memoryStorage());
    const note = store.create({ title: 'Bye' });
    store.remove(note.id, 42);
    expect(store.get().notes[0]?.deletedAt).toBe(42);
    store.restore(note.id);
    expect(store.get().notes[0]?.deletedAt).toBeNull();
    await vi.advanceTimersByTimeAsync(10);
    expect(server.requests).toEqual([
      'POST /api/notes',
      `DELETE /api/notes/${note.id}`,
      `POST /api/notes/${note.id}/restore`,
    ]);
    expect(server.notes.get(note.id)?.deletedAt).toBeNull();
  });
});
