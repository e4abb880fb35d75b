import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { REPEAT_TASK, ROUTINE_TEXTS, type Task } from '@dayflow/core';
import { toast } from '../../lib/toast';
import { TaskStoreProvider, useTasks } from '../../sync';
import { makeTask } from '../../test/make-task';
import { createMemoryTaskStore } from '../../test/memory-task-store';
import { whenDragReady } from '../../test/render-board';
import { PlannerBoard } from '../planner-board';

vi.mock('../../session/session', () => ({
  useProfile: () => ({ id: 'user-repeat', email: 'r@example.test', displayName: 'R', photoURL: null }),
}));

const TASK_ID = '5b0f7e7e-8c1b-4a35-9d51-3f8f1f7f2a01';
let posts: unknown[];
let answer: () => Response;
const stores: { stop(): void }[] = [];

beforeEach(() => {
  posts = [];
  answer = () =>
    new Response(
      JSON.stringify({
        id: 'r1',
        text: 'Water plants',
        priority: 'Medium',
        weekdays: [1, 2, 3, 4, 5],
        rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
        startsOn: null,
        paused: false,
        createdAt: 1,
        updatedAt: 1,
      }),
      { status: 201 },
    );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      posts.push(JSON.parse(String(init?.body)));
      return answer();
    }),
  );
});
afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
  vi.unstubAllGlobals();
  toast.remove();
});

function Board() {
  return <PlannerBoard tasks={useTasks()} sections={['today']} loading={false} />;
}

/**
 * Today's list on the real store and an in-memory task server, inside a router (the dialog links
 * to the Routines list). Routines are saved through fetch, stubbed above.
 */
async function renderToday(tasks: Task[]) {
  const { store, server } = createMemoryTaskStore(tasks);
  stores.push(store);
  render(
    <MemoryRouter>
      <TaskStoreProvider store={store}>
        <Board />
      </TaskStoreProvider>
      <Toaster />
    </MemoryRouter>,
  );
  await waitFor(() => expect(server.connections).toBe(1));
  await whenDragReady();
  return server;
}

/** Opens Repeat… from the task's More actions, by keyboard. */
async function openRepeatOn(text: string) {
  const user = userEvent.setup();
  const more = within(screen.getByRole('checkbox', { name: text }).closest('li')!).getByRole('button', {
    name: 'More actions',
  });
  more.focus();
  await user.keyboard('{Enter}');
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: REPEAT_TASK }));
  const dialog = await screen.findByRole('dialog', { name: ROUTINE_TEXTS.repeatTitle });
  return { user, dialog: within(dialog), more };
}

async function openRepeat(text: string) {
  await renderToday([makeTask({ id: TASK_ID, text })]);
  return openRepeatOn(text);
}

describe('Repeat…', () => {
  it('makes the task a routine on weekdays, says so, and gives focus back to its More actions', async () => {
    const { user, dialog, more } = await openRepeat('Water plants');
    expect(dialog.getByText('“Water plants”')).toBeInTheDocument();
    // Every day is chosen at first.
    expect(dialog.getByRole('button', { name: ROUTINE_TEXTS.everyDay })).toHaveAttribute('aria-pressed', 'true');
    await user.click(dialog.getByRole('button', { name: ROUTINE_TEXTS.weekdays }));
    expect(dialog.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: ROUTINE_TEXTS.save }));

    expect(posts).toEqual([{ taskId: TASK_ID, weekdays: [1, 2, 3, 4, 5] }]);
    expect(await screen.findByText(ROUTINE_TEXTS.created([1, 2, 3, 4, 5]))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it('takes any set of days by keyboard, and needs at least one', async () => {
    const { user, dialog } = await openRepeat('Stretch');
    // Every day → untick all but Tuesday and Thursday.
    for (const day of ['Monday', 'Wednesday', 'Friday', 'Saturday', 'Sunday']) {
      dialog.getByRole('checkbox', { name: day }).focus();
      await user.keyboard(' ');
    }
    expect(dialog.getByRole('button', { name: ROUTINE_TEXTS.everyDay })).toHaveAttribute('aria-pressed', 'false');
    for (const day of ['Tuesday', 'Thursday']) {
      dialog.getByRole('checkbox', { name: day }).focus();
      await user.keyboard(' ');
    }
    expect(dialog.getByRole('alert')).toHaveTextContent(ROUTINE_TEXTS.chooseOneDay);
    expect(dialog.getByRole('button', { name: ROUTINE_TEXTS.save })).toBeDisabled();
    dialog.getByRole('checkbox', { name: 'Thursday' }).focus();
    await user.keyboard(' ');
    dialog.getByRole('checkbox', { name: 'Tuesday' }).focus();
    await user.keyboard(' {Enter}');
    await waitFor(() => expect(posts).toEqual([{ taskId: TASK_ID, weekdays: [2, 4] }]));
  });

  it('makes a task not saved yet a routine from its words', async () => {
    const server = await renderToday([]);
    // The server holds the new task's create: on this device it is still unsaved.
    server.hold = true;
    await userEvent.type(screen.getByRole('textbox', { name: 'New task in Today' }), 'Read{Enter}');
    await waitFor(() => expect(server.held.map((held) => held.request.method)).toEqual(['create']));
    const { user, dialog } = await openRepeatOn('Read');
    await user.click(dialog.getByRole('button', { name: ROUTINE_TEXTS.save }));
    expect(posts).toEqual([{ text: 'Read', priority: 'Medium', weekdays: [0, 1, 2, 3, 4, 5, 6] }]);
    expect(server.list()).toEqual([]);
    server.release();
    await waitFor(() => expect(server.list().map((task) => task.text)).toEqual(['Read']));
  });

  it('says when the routine could not be saved and stays open; Escape cancels', async () => {
    answer = () => new Response(JSON.stringify({ error: 'down' }), { status: 503 });
    const { user, dialog, more } = await openRepeat('Water plants');
    await user.click(dialog.getByRole('button', { name: ROUTINE_TEXTS.save }));
    expect(await dialog.findByText(ROUTINE_TEXTS.saveFailed)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });
});
