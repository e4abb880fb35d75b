import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_TEXTS } from '@dayflow/core';
import { MemoryTaskServer } from '../test/memory-task-server';
import { T0, device, flush, task } from '../test/store-harness';
import { createUndoJournal } from '../sync/undo/undo-journal';
import { undoHistory } from './undo-history';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

// The store tells (sync/store/task-store.notes.test.ts); the undo layer notes it as here.
describe('notes written over by another device', () => {
  it('puts the lost text in Undo with a toast saying so; Undo writes it back everywhere', async () => {
    const server = new MemoryTaskServer([task({ id: 'a' })]);
    const phone = device(server);
    const laptop = device(server);
    await flush();
    const journal = createUndoJournal();
    journal.attach(phone.store);
    const history = undoHistory(journal);
    phone.store.onNotesOverwritten(({ taskId, before, after }) =>
      journal.note({ name: 'notesOverwritten', args: [taskId], before, after }),
    );

    phone.store.actions.setNotes('a', 'phone text');
    await flush();
    laptop.store.actions.setNotes('a', 'laptop text');
    await flush();
    expect(journal.events.get()).toMatchObject({ kind: 'done', label: UNDO_TEXTS.notesOverwritten });

    expect(history.undo()).toBe(true);
    await flush();
    expect(phone.find('a')?.notes).toBe('phone text');
    expect(laptop.find('a')?.notes).toBe('phone text');
    expect(server.tasks.get('a')?.notes).toBe('phone text');
  });
});
