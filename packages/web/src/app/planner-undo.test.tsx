import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAN_TEXTS, TEXTS, UNDO_TEXTS, type Task } from '@dayflow/core';
import { LazyToaster } from '../components/toaster';
import { formatPlanDay } from '../lib/time-zone';
import { PlannerBoard } from '../planner/planner-board';
import { TaskStoreProvider, useTasks } from '../sync';
import { makeTask } from '../test/make-task';
import { createMemoryTaskStore } from '../test/memory-task-store';
import { UndoUi } from '../undo/undo-ui';
import { whenDragReady } from '../test/render-board';

const stores: { stop(): void }[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
  vi.useRealTimers();
});

function Board() {
  return <PlannerBoard tasks={useTasks()} sections={['today', 'tomorrow']} loading={false} />;
}

async function renderPlanner(tasks: Task[]) {
  const { store, server } = createMemoryTaskStore(tasks);
  stores.push(store);
  render(
    <TaskStoreProvider store={store}>
      <Board />
      <UndoUi />
      <LazyToaster />
    </TaskStoreProvider>,
  );
  await screen.findByText('Write report');
  await whenDragReady();
  return { store, server };
}

const tasks = () => [
  makeTask({ id: 'a', text: 'Write report', order: 0 }),
  makeTask({ id: 'b', text: 'Reply to Sam', order: 1 }),
  makeTask({ id: 'c', text: 'Book flights', order: 2 }),
];
const list = (title: string) =>
  within(screen.getByRole('region', { name: title }))
    .queryAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label'));

async function fromMenu(taskText: string, item: string) {
  const row = screen.getByText(taskText, { selector: 'p' }).closest('li')!;
  await userEvent.click(within(row).getByRole('button', { name: 'More actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: item }));
}

const toast = (text: string) => screen.findByText(text, {}, { timeout: 3000 });
const undoButton = () => screen.findByRole('button', { name: UNDO_TEXTS.undo }, { timeout: 3000 });
const ctrl = (key: string, shiftKey = false) => fireEvent.keyDown(document.body, { key, ctrlKey: true, shiftKey });

describe('undo from the toast', () => {
  it('names a delete and puts the task back in its place', async () => {
    await renderPlanner(tasks());
    await fromMenu('Reply to Sam', TEXTS.delete);
    expect(list('Today')).toEqual(['Write report', 'Book flights']);
    await toast(UNDO_TEXTS.deleted);
    await userEvent.click(await undoButton());
    expect(list('Today')).toEqual(['Write report', 'Reply to Sam', 'Book flights']);
    await toast(UNDO_TEXTS.undone(UNDO_TEXTS.deleted));
  });

  it('names a completion and reopens the task where it was', async () => {
    await renderPlanner(tasks());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Write report' }));
    expect(list('Today')).toEqual(['Reply to Sam', 'Book flights']);
    await toast(UNDO_TEXTS.completed);
    await userEvent.click(await undoButton());
    expect(list('Today')).toEqual(['Write report', 'Reply to Sam', 'Book flights']);
  });

  it('names a move and takes the task back to its list and place', async () => {
    await renderPlanner(tasks());
    await fromMenu('Reply to Sam', TEXTS.moveTo('Tomorrow'));
    expect(list('Tomorrow')).toEqual(['Reply to Sam']);
    await toast(UNDO_TEXTS.movedTo('Tomorrow'));
    await userEvent.click(await undoButton());
    expect(list('Today')).toEqual(['Write report', 'Reply to Sam', 'Book flights']);
    expect(list('Tomorrow')).toEqual([]);
  });

  it('names a day planned with Plan for… and takes the task back to its place', async () => {
    // Thursday 26 November 2026 on this machine's clock: the 3rd of December is a Later day.
    vi.useFakeTimers({ now: new Date(2026, 10, 26, 10, 36), toFake: ['Date'] });
    const { server } = await renderPlanner(tasks());
    await fromMenu('Reply to Sam', PLAN_TEXTS.menu);
    const dialog = within(await screen.findByRole('dialog', { name: PLAN_TEXTS.title }));
    await userEvent.click(dialog.getByRole('button', { name: PLAN_TEXTS.nextMonth }));
    await userEvent.click(dialog.getByRole('button', { name: /^Thursday, December 3, 2026/ }));
    expect(list('Today')).toEqual(['Write report', 'Book flights']);
    await toast(PLAN_TEXTS.plannedFor(formatPlanDay('2026-12-03')));
    await waitFor(() =>
      expect(server.list().find((t) => t.id === 'b')).toMatchObject({ section: 'later', day: '2026-12-03' }),
    );
    await userEvent.click(await undoButton());
    expect(list('Today')).toEqual(['Write report', 'Reply to Sam', 'Book flights']);
    await waitFor(() => expect(server.list().find((t) => t.id === 'b')).toMatchObject({ section: 'today', day: null }));
  });

  it('after an undo, offers Redo', async () => {
    await renderPlanner(tasks());
    await fromMenu('Book flights', TEXTS.delete);
    await userEvent.click(await undoButton());
    await userEvent.click(await screen.findByRole('button', { name: UNDO_TEXTS.redo }));
    expect(list('Today')).toEqual(['Write report', 'Reply to Sam']);
    await toast(UNDO_TEXTS.redone(UNDO_TEXTS.deleted));
  });
});

describe('undo by keyboard', () => {
  it('Ctrl+Z undoes the last action, Ctrl+Shift+Z redoes it, Cmd+Z works too', async () => {
    await renderPlanner(tasks());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Reply to Sam' }));
    await fromMenu('Write report', TEXTS.delete);
    await toast(UNDO_TEXTS.deleted);
    act(() => void ctrl('z'));
    expect(list('Today')).toEqual(['Write report', 'Book flights']);
    act(() => void ctrl('z'));
    expect(list('Today')).toEqual(['Write report', 'Reply to Sam', 'Book flights']);
    act(() => void ctrl('Z', true));
    expect(list('Today')).toEqual(['Write report', 'Book flights']);
    act(() => void fireEvent.keyDown(document.body, { key: 'z', metaKey: true }));
    expect(list('Today')).toEqual(['Write report', 'Reply to Sam', 'Book flights']);
  });

  it('leaves Ctrl+Z to a text field while typing', async () => {
    await renderPlanner(tasks());
    await fromMenu('Write report', TEXTS.delete);
    await toast(UNDO_TEXTS.deleted);
    const input = screen.getByRole('textbox', { name: 'New task in Today' });
    act(() => void fireEvent.keyDown(input, { key: 'z', ctrlKey: true }));
    expect(list('Today')).toEqual(['Reply to Sam', 'Book flights']);
  });
});
