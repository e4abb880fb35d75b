import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_TEXTS, type Task } from '@dayflow/core';
import { MemoryTaskServer } from '../test/memory-task-server';
import { T0, device, flush, task, type Device } from '../test/store-harness';
import type { TaskActions } from '../sync';
import { createUndoJournal } from '../sync/undo/undo-journal';
import { undoableActions } from '../sync/undo/undoable-actions';
import { createUndoHistory, undoHistory } from './undo-history';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** What the user sees of each list: its open tasks in order, then its completed ones. */
const lists = (tasks: Task[]) =>
  Object.fromEntries(
    (['brainDump', 'today', 'tomorrow'] as const).map((section) => {
      const of = tasks.filter((t) => t.section === section);
      return [section, [...of.filter((t) => !t.completed).map(name), '|', ...of.filter((t) => t.completed).map(name)]];
    }),
  );
const name = (t: Task) => (t.priority === 'Medium' ? t.text : `${t.text}(${t.priority})`);

async function setUp() {
  const server = new MemoryTaskServer([
    task({ id: 'a', order: 0 }),
    task({ id: 'b', order: 1 }),
    task({ id: 'c', order: 2 }),
    task({ id: 'd', order: 3, completed: true }),
    task({ id: 'x', order: 0, section: 'tomorrow' }),
    task({ id: 'y', order: 1, section: 'tomorrow' }),
  ]);
  const phone = device(server);
  const laptop = device(server);
  await flush();
  const journal = createUndoJournal();
  journal.attach(phone.store);
  const actions = undoableActions(phone.store, journal);
  return { server, phone, laptop, journal, history: undoHistory(journal), actions };
}

/** After each step: this device, the server and another device all show the same lists. */
async function settled(phone: Device, laptop: Device, server: MemoryTaskServer) {
  await flush();
  expect(lists(server.list())).toEqual(lists(phone.tasks()));
  expect(lists(laptop.tasks())).toEqual(lists(phone.tasks()));
  return lists(phone.tasks());
}

describe.each<{ name: string; label: string; act: (actions: TaskActions) => void }>([
  { name: 'delete', label: UNDO_TEXTS.deleted, act: (a) => a.deleteTask('b') },
  { name: 'delete of a completed task', label: UNDO_TEXTS.deleted, act: (a) => a.deleteTask('d') },
  { name: 'complete', label: UNDO_TEXTS.completed, act: (a) => a.setCompleted('b', true) },
  { name: 'reopen', label: UNDO_TEXTS.reopened, act: (a) => a.setCompleted('d', false) },
  { name: 'move to another list', label: UNDO_TEXTS.movedTo('Tomorrow'), act: (a) => a.moveTask('b', 'tomorrow', 1) },
  { name: 'move within a list', label: UNDO_TEXTS.moved, act: (a) => a.moveTask('a', 'today', 2) },
  { name: 'move from the end of a list', label: UNDO_TEXTS.movedTo('Today'), act: (a) => a.moveTask('y', 'today', 0) },
  {
    name: 'edit',
    label: UNDO_TEXTS.edited,
    act: (a) => expect(a.editTask('b', { text: 'b, reworded', priority: 'Low' })).toBe(true),
  },
  {
    name: 'priority change',
    label: UNDO_TEXTS.priority('High'),
    act: (a) => a.editTask('b', { text: 'b', priority: 'High' }),
  },
])('undo of a $name', ({ label, act }) => {
  it('puts every list back as it was, everywhere, and redo does it again', async () => {
    const { server, phone, laptop, history, actions } = await setUp();
    const before = await settled(phone, laptop, server);
    act(actions);
    const after = await settled(phone, laptop, server);
    expect(after).not.toEqual(before);
    expect(history.events.get()).toMatchObject({ kind: 'done', label });

    expect(history.undo()).toBe(true);
    expect(lists(phone.tasks())).toEqual(before); // at once, before the server answers
    expect(await settled(phone, laptop, server)).toEqual(before);
    expect(history.events.get()).toMatchObject({ kind: 'undone', label });

    expect(history.redo()).toBe(true);
    expect(await settled(phone, laptop, server)).toEqual(after);
    expect(history.events.get()).toMatchObject({ kind: 'redone', label });
  });
});

describe('the undo history', () => {
  it('undoes several actions newest first, back to the start', async () => {
    const { server, phone, laptop, history, actions } = await setUp();
    const start = await settled(phone, laptop, server);
    actions.setCompleted('a', true);
    actions.moveTask('c', 'brainDump', 0);
    actions.editTask('x', { text: 'x2', priority: 'High' });
    actions.deleteTask('y');
    await settled(phone, laptop, server);
    for (let i = 0; i < 4; i++) expect(history.undo()).toBe(true);
    expect(history.undo()).toBe(false);
    expect(await settled(phone, laptop, server)).toEqual(start);
  });

  it('undoes a restore from Recently deleted by deleting the task again', async () => {
    const { server, phone, laptop, history, actions } = await setUp();
    const b = phone.find('b')!;
    phone.store.actions.deleteTask('b'); // deleted earlier, not by this history
    const deleted = await settled(phone, laptop, server);
    actions.restoreTask(b);
    const restored = await settled(phone, laptop, server);
    expect(history.events.get()).toMatchObject({ kind: 'done', label: UNDO_TEXTS.restored });
    expect(history.undo()).toBe(true);
    expect(await settled(phone, laptop, server)).toEqual(deleted);
    expect(history.redo()).toBe(true);
    expect(await settled(phone, laptop, server)).toEqual(restored);
  });

  it('keeps at least 20 actions', async () => {
    const { server, phone, laptop, history, actions } = await setUp();
    const start = await settled(phone, laptop, server);
    for (let i = 0; i < 24; i++) actions.setCompleted('a', i % 2 === 0);
    await flush();
    let undone = 0;
    while (history.undo()) undone++;
    expect(undone).toBeGreaterThanOrEqual(20);
    expect(await settled(phone, laptop, server)).toEqual(start);
  });

  it('records nothing for an action that changes nothing', async () => {
    const { journal, history, actions } = await setUp();
    actions.moveTask('a', 'today', 0);
    actions.setCompleted('d', true);
    actions.editTask('a', { text: 'a', priority: 'Medium' });
    actions.deleteTask('nope');
    expect(journal.started.get()).toBe(false);
    expect(history.events.get()).toBeNull();
    expect(history.undo()).toBe(false);
  });

  it('skips an action whose task is gone, and a new action clears redo', async () => {
    const { server, phone, laptop, history, actions } = await setUp();
    actions.setCompleted('a', true);
    actions.setCompleted('b', true);
    await flush();
    laptop.store.actions.deleteTask('b');
    await settled(phone, laptop, server);
    expect(history.undo()).toBe(true);
    expect(history.events.get()).toMatchObject({ kind: 'undone', label: UNDO_TEXTS.completed });
    expect(phone.find('a')?.completed).toBe(false);

    actions.deleteTask('c');
    expect(history.redo()).toBe(false);
  });

  it('outlives a page: the next page’s store undoes what the last one did', async () => {
    const { server, phone, journal, history, actions } = await setUp();
    actions.deleteTask('a');
    await flush();
    phone.store.stop();
    const next = device(server);
    await flush();
    journal.attach(next.store);
    expect(history.undo()).toBe(true);
    await flush();
    expect(next.texts('today')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('does nothing without a page to apply it through', () => {
    const journal = createUndoJournal();
    const history = createUndoHistory(journal);
    journal.note({ name: 'setCompleted', args: ['a', true], before: [], after: [] });
    expect(history.events.get()).toMatchObject({ kind: 'done', label: UNDO_TEXTS.completed });
    expect(history.undo()).toBe(false);
  });

  it('takes the changes noted before it was fetched, oldest first', async () => {
    const { server, phone, laptop } = await setUp();
    const journal = createUndoJournal();
    journal.attach(phone.store);
    const actions = undoableActions(phone.store, journal);
    const start = await settled(phone, laptop, server);
    actions.deleteTask('a');
    actions.setCompleted('b', true);
    expect(journal.started.get()).toBe(true);
    const history = createUndoHistory(journal);
    expect(history.events.get()).toMatchObject({ seq: 2, label: UNDO_TEXTS.completed });
    expect(history.undo()).toBe(true);
    expect(history.undo()).toBe(true);
    expect(await settled(phone, laptop, server)).toEqual(start);
  });
});
