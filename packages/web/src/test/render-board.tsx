import { act, render, waitFor } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, expect } from 'vitest';
import { SECTIONS, type Section, type Task } from '@dayflow/core';
import { TaskStoreProvider, useTasks, type TaskStore } from '../sync';
import { afterNextPaint } from '../lib/after-next-paint';
import { PlannerBoard } from '../planner/planner-board';
import { createMemoryTaskStore } from './memory-task-store';

function BoardFromStore({ sections }: { sections: readonly Section[] }) {
  return <PlannerBoard tasks={useTasks()} sections={sections} loading={false} />;
}

// Registered in each test file that renders a board (modules are evaluated per file).
const stores: TaskStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
});

/**
 * The lists (all three unless told) on the real store over an in-memory server, with the app's
 * toaster, resolved once the store is connected: nothing drawn yet is waited for (tests of what
 * happens before the drag library arrives start here). Stopped after each test.
 */
export async function mountBoard(tasks: Task[] = [], sections: readonly Section[] = SECTIONS) {
  const { store, server } = createMemoryTaskStore(tasks);
  stores.push(store);
  // In a router, as in the app: a task's repeat mark is a link.
  const view = render(
    <MemoryRouter>
      <TaskStoreProvider store={store}>
        <BoardFromStore sections={sections} />
        <Toaster />
      </TaskStoreProvider>
    </MemoryRouter>,
  );
  await waitFor(() => expect(server.connections).toBe(1));
  return { store, server, ...view };
}

/**
 * mountBoard, resolved once the store shows the server's tasks, every row drawn (a long list
 * draws its first rows, and the rest after that paint) and the drag library in. Assert on what
 * `server` ends up with and on what is on screen.
 */
export async function renderBoard(tasks: Task[] = [], sections: readonly Section[] = SECTIONS) {
  const board = await mountBoard(tasks, sections);
  await waitFor(() => expect(board.store.getState().tasks).toHaveLength(tasks.length));
  await act(() => new Promise<void>((resolve) => afterNextPaint(resolve)));
  await whenDragReady();
  return board;
}

/**
 * Resolves once the drag library, which comes after the first paint, is in under the lists. Its
 * arrival draws the rows again: a test that holds a row's element waits for it first.
 */
export async function whenDragReady() {
  await waitFor(() => expect(document.querySelector('[data-rfd-droppable-id]')).not.toBeNull());
}

/** Resolves once the store has nothing left to send: the server then holds all it will get. */
export function whenSaved(store: TaskStore) {
  return waitFor(() => expect(store.getState().status.pending).toBe(0));
}
