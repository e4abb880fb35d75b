import {
  NoteListSchema,
  NoteLiveMessageSchema,
  NoteSchema,
  NOTE_TITLES_KEY,
  uuidv7,
  type Note,
  type UpdateNoteInput,
} from '@dayflow/core';
import { apiFetch, ApiRequestError } from '../lib/api';
import { readJson } from '../lib/read-json';
import { liveListeners, perKey } from '../lib/server-data';

/**
 * What this device still has to tell the server, in the order it happened. Each is idempotent on
 * the server (a create on the note's id, a task on the task's id), so sending one twice is safe.
 */
export type NoteOp =
  | { kind: 'create'; note: Note }
  | { kind: 'update'; id: string; changes: UpdateNoteInput; at: number }
  | { kind: 'delete'; id: string; at: number }
  | { kind: 'restore'; id: string }
  | { kind: 'toTask'; noteId: string; taskId: string; text: string };

export interface NotesState {
  /** Every note as this device shows it: the server's, with the unsent changes on top. */
  notes: Note[];
  /** Changes not yet saved (shown already). */
  pending: number;
  /** The server has not answered the last attempt: changes wait on this device. */
  offline: boolean;
  /** The list was read from the server (or the device's copy is all there is, offline). */
  loaded: boolean;
}

const storageKey = (uid: string) => `dayflow:notes:v1:${uid}`;

export const newId = (now = Date.now()) => uuidv7(now, crypto.getRandomValues(new Uint8Array(10)));

const noteIdOf = (op: NoteOp) => (op.kind === 'create' ? op.note.id : op.kind === 'toTask' ? op.noteId : op.id);

/** One op on the list as shown (the server does the same when it receives it). */
export function applyOp(notes: Note[], op: NoteOp): Note[] {
  if (op.kind === 'create') return notes.some((n) => n.id === op.note.id) ? notes : [...notes, op.note];
  if (op.kind === 'toTask') return notes;
  return notes.map((n) => {
    if (n.id !== op.id) return n;
    if (op.kind === 'update') return { ...n, ...op.changes, updatedAt: op.at };
    if (op.kind === 'delete') return n.deletedAt === null ? { ...n, deletedAt: op.at } : n;
    return { ...n, deletedAt: null };
  });
}

const TYPING_PAUSE_MS = 400;
const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/**
 * The one owner of a user's notes on this device, kept like the tasks: the list and the unsent
 * changes are written to localStorage at each change, so the page opens offline with the notes
 * last seen and sends what was written offline when the connection returns. The server's answer
 * and other devices' changes (the live 'note' message) come in unless a change of ours to that
 * note is still on its way: the later write wins, and ours is later.
 */
export function createNotesStore(uid: string, storage: Storage | undefined = globalThis.localStorage) {
  let confirmed: Note[] = [];
  let outbox: NoteOp[] = [];
  let state: NotesState = { notes: [], pending: 0, offline: false, loaded: false };
  const listeners = new Set<() => void>();
  let sending = false;
  /** The op whose request is on its way: it cannot take later edits any more. */
  let inFlight: NoteOp | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  try {
    const stored = JSON.parse(storage?.getItem(storageKey(uid)) ?? 'null') as {
      notes?: Note[];
      outbox?: NoteOp[];
    } | null;
    confirmed = stored?.notes?.filter((n) => NoteSchema.safeParse(n).success) ?? [];
    outbox = Array.isArray(stored?.outbox) ? stored.outbox : [];
  } catch {
    // An unreadable copy is no copy: the server's list replaces it.
  }

  function publish(changes: Partial<NotesState> = {}) {
    const notes = outbox.reduce(applyOp, confirmed);
    state = { ...state, ...changes, notes, pending: outbox.length };
    try {
      storage?.setItem(storageKey(uid), JSON.stringify({ notes: confirmed, outbox }));
      storage?.setItem(NOTE_TITLES_KEY, JSON.stringify(Object.fromEntries(notes.map((n) => [n.id, n.title]))));
    } catch {
      // Storage full or refused: the notes stay shown and are sent; only the offline copy lags.
    }
    for (const listener of [...listeners]) listener();
  }
  publish({ loaded: confirmed.length > 0 || outbox.length > 0 });

  /** The server's copy of one note, unless a change of ours to it is still to be sent. */
  function confirm(note: Note) {
    confirmed = [...confirmed.filter((n) => n.id !== note.id), note];
  }

  async function send(op: NoteOp): Promise<void> {
    if (op.kind === 'create') {
      const { id, title, body, pinned } = op.note;
      confirm(await readJson('/api/notes', NoteSchema, { method: 'POST', body: { id, title, body, pinned } }));
    } else if (op.kind === 'update') {
      confirm(await readJson(`/api/notes/${op.id}`, NoteSchema, { method: 'PATCH', body: op.changes }));
    } else if (op.kind === 'delete') {
      await apiFetch(`/api/notes/${op.id}`, { method: 'DELETE' });
      confirmed = applyOp(confirmed, op);
    } else if (op.kind === 'restore') {
      confirm(await readJson(`/api/notes/${op.id}/restore`, NoteSchema, { method: 'POST' }));
    } else {
      await apiFetch(`/api/notes/${op.noteId}/tasks`, { method: 'POST', body: { id: op.taskId, text: op.text } });
    }
  }

  const failsForGood = (error: unknown) =>
    error instanceof ApiRequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 409, 425, 429].includes(error.status);

  /** Sends the outbox, head first; a failure of the network waits and tries again. */
  async function flush(): Promise<void> {
    if (sending) return;
    sending = true;
    clearTimeout(timer);
    try {
      while (outbox.length > 0) {
        const op = outbox[0]!;
        try {
          inFlight = op;
          await send(op);
        } catch (error) {
          if (!failsForGood(error)) {
            if (error instanceof ApiRequestError && error.status === 401) return publish({ offline: true });
            timer = setTimeout(() => void flush(), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
            return publish({ offline: true });
          }
          // Refused for good (a note gone elsewhere, a quota): this change cannot be saved.
          console.error('A note change was refused:', error);
          refused?.(error as ApiRequestError, op);
        }
        outbox = outbox.filter((o) => o !== op);
        attempt = 0;
        publish({ offline: false });
      }
    } finally {
      sending = false;
      inFlight = undefined;
    }
  }

  let refused: ((error: ApiRequestError, op: NoteOp) => void) | undefined;

  function enqueue(op: NoteOp) {
    // Typing makes many edits: one waiting edit (or create) of the same note takes the next.
    const waiting = outbox[outbox.length - 1];
    const last = waiting === inFlight ? undefined : waiting;
    if (
      op.kind === 'update' &&
      last &&
      noteIdOf(last) === op.id &&
      (last.kind === 'update' || last.kind === 'create')
    ) {
      outbox = outbox.slice(0, -1);
      op =
        last.kind === 'create'
          ? { kind: 'create', note: { ...last.note, ...op.changes, updatedAt: op.at } }
          : { ...op, changes: { ...last.changes, ...op.changes } };
    }
    outbox = [...outbox, op];
    publish();
    // An edit waits for a pause in typing, so a sentence is one request rather than one a key.
    if (op.kind === 'update') {
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), TYPING_PAUSE_MS);
    } else void flush();
  }

  /** Reads the list again (each live connection and each opening of the page) and sends what waits. */
  async function reload(): Promise<void> {
    try {
      const { notes } = await readJson('/api/notes', NoteListSchema);
      confirmed = notes;
      publish({ loaded: true, offline: false });
    } catch (error) {
      console.error('Could not load notes:', error);
      publish({ loaded: true, offline: true });
    }
    await flush();
  }

  liveListeners(uid).add((message, opening) => {
    if (opening) {
      void reload();
      return;
    }
    const parsed = NoteLiveMessageSchema.safeParse(message);
    if (!parsed.success) return;
    confirm(parsed.data.note);
    publish();
  });
  globalThis.addEventListener?.('online', () => void flush());

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload,
    onRefused(handler: (error: ApiRequestError, op: NoteOp) => void) {
      refused = handler;
    },
    create(fields: { title?: string; body?: string } = {}, now = Date.now()): Note {
      const note: Note = {
        id: newId(now),
        title: fields.title ?? '',
        body: fields.body ?? '',
        pinned: false,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      };
      enqueue({ kind: 'create', note });
      return note;
    },
    update: (id: string, changes: UpdateNoteInput, now = Date.now()) =>
      enqueue({ kind: 'update', id, changes, at: now }),
    remove: (id: string, now = Date.now()) => enqueue({ kind: 'delete', id, at: now }),
    restore: (id: string) => enqueue({ kind: 'restore', id }),
    /** A line of the note as a new Brain Dump task; its id is made here, so a resend makes one task. */
    toTask: (noteId: string, text: string) => enqueue({ kind: 'toTask', noteId, taskId: newId(), text }),
  };
}

export type NotesStore = ReturnType<typeof createNotesStore>;

export const notesStore = perKey((uid: string) => createNotesStore(uid));
