import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { REPEAT_TASK, ROUTINE_TEXTS, TEMP_ID_PREFIX, type Task } from '@dayflow/core';
import { toast } from '../../lib/toast';
import { useTasks } from '../../sync';
import { createFakeStore } from '../../test/fake-task-store';
import { makeTask } from '../../test/make-task';
import { PlannerBoard } from '../planner-board';

vi.mock('../../sync', () => import('../../test/fake-task-store'));
vi.mock('../../session/session', () => ({
  useProfile: () => ({ id: 'user-repeat', email: 'r@example.test', displayName: 'R', photoURL: null }),
}));

const TASK_ID = '5b0f7e7e-8c1b-4a35-9d51-3f8f1f7f2a01';
let posts: unknown[];
let answer: () => Response;

beforeEach(() => {
  posts = [];
  answer = () =>
    new Response(
      JSON.stringify({
        id: 'r1',
        text: 'Water plants',
        priority: 'Medium',
        weekdays: [1, 2, 3, 4, 5],
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
  vi.unstubAllGlobals();
  toast.remove();
});

function Board() {
  return <PlannerBoard tasks={useTasks()} sections={['today']} loading={false} />;
}

/** Today's list on a fake store, inside a router (the dialog links to the Routines list). */
function renderToday(tasks: Task[]) {
  const store = createFakeStore(tasks);
  render(
    <MemoryRouter>
      <store.Provider>
        <Board />
      </store.Provider>
      <Toaster />
    </MemoryRouter>,
  );
}

async function openRepeat(text: string, id = TASK_ID) {
  const user = userEvent.setup();
  renderToday([makeTask({ id, text })]);
  const more = within(screen.getByRole('checkbox', { name: text }).closest('li')!).getByRole('button', {
    name: 'More actions',
  });
  more.focus();
  await user.keyboard('{Enter}');
  await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: REPEAT_TASK }));
  const dialog = await screen.findByRole('dialog', { name: ROUTINE_TEXTS.repeatTitle });
  return { user, dialog: within(dialog), more };
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
    expect(await screen.findByText(ROUTINE_TEXTS.created('Weekdays'))).toBeInTheDocument();
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
    const { user, dialog } = await openRepeat('Read', `${TEMP_ID_PREFIX}abc`);
    await user.click(dialog.getByRole('button', { name: ROUTINE_TEXTS.save }));
    expect(posts).toEqual([{ text: 'Read', priority: 'Medium', weekdays: [0, 1, 2, 3, 4, 5, 6] }]);
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
