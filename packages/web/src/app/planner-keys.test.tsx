import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECTIONS, SHORTCUT_TEXTS, TEXTS, type Task } from '@dayflow/core';
import { PlannerBoard } from '../planner/planner-board';
import { TaskStoreProvider, useTasks } from '../sync';
import { makeTask } from '../test/make-task';
import { createMemoryTaskStore } from '../test/memory-task-store';
import { PlannerKeys } from '../keys/planner-keys';
import { whenDragReady } from '../test/render-board';

// On the real store and an in-memory server: what is asserted is what the server ends up with.

const stores: { stop(): void }[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
});

function Board() {
  return <PlannerBoard tasks={useTasks()} sections={SECTIONS} loading={false} />;
}

async function renderPlanner() {
  const { store, server } = createMemoryTaskStore([
    makeTask({ id: 'a', text: 'Write report', section: 'today', order: 0 }),
    makeTask({ id: 'b', text: 'Reply to Sam', section: 'today', order: 1 }),
    makeTask({ id: 'c', text: 'Book flights', section: 'today', order: 2 }),
    makeTask({ id: 'd', text: 'Learn Rust', section: 'brainDump', order: 0 }),
  ]);
  stores.push(store);
  render(
    <TaskStoreProvider store={store}>
      <Board />
      <PlannerKeys />
    </TaskStoreProvider>,
  );
  await screen.findByText('Write report');
  await whenDragReady();
  return { server, user: userEvent.setup() };
}

const text = (name: string) => screen.getByText(name, { selector: 'p' });
const region = (title: string) => within(screen.getByRole('region', { name: title }));
const onServer = (server: { list(): Task[] }, id: string) => server.list().find((task) => task.id === id);

describe('planner keyboard shortcuts', () => {
  it('j and k move between tasks, h and l between lists, n goes to the composer', async () => {
    const { user } = await renderPlanner();
    await user.keyboard('j');
    await waitFor(() => expect(text('Write report')).toHaveFocus());
    await user.keyboard('jj');
    await waitFor(() => expect(text('Book flights')).toHaveFocus());
    await user.keyboard('j');
    await waitFor(() => expect(text('Book flights')).toHaveFocus());
    await user.keyboard('k');
    await waitFor(() => expect(text('Reply to Sam')).toHaveFocus());
    await user.keyboard('h');
    await waitFor(() => expect(text('Learn Rust')).toHaveFocus());
    await user.keyboard('ll');
    await waitFor(() =>
      expect(region('Tomorrow').getByRole('textbox', { name: 'New task in Tomorrow' })).toHaveFocus(),
    );
    // In a field the keys are text: leave it first, as a click elsewhere would.
    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard('n');
    await waitFor(() => expect(region('Today').getByRole('textbox', { name: 'New task in Today' })).toHaveFocus());
  });

  it('x completes the focused task and the next one takes the focus', async () => {
    const { user, server } = await renderPlanner();
    await user.keyboard('jj');
    await user.keyboard('x');
    await waitFor(() => expect(onServer(server, 'b')?.completed).toBe(true));
    await waitFor(() => expect(text('Book flights')).toHaveFocus());
  });

  it('1–3 set the priority, > moves to the next list, # deletes, m opens the menu', async () => {
    const { user, server } = await renderPlanner();
    await user.keyboard('j1');
    await waitFor(() => expect(onServer(server, 'a')?.priority).toBe('High'));
    await user.keyboard('>');
    await waitFor(() => expect(onServer(server, 'a')?.section).toBe('tomorrow'));
    await waitFor(() => expect(text('Reply to Sam')).toHaveFocus());
    await user.keyboard('#');
    await waitFor(() => expect(onServer(server, 'b')).toBeUndefined());
    await waitFor(() => expect(text('Book flights')).toHaveFocus());
    await user.keyboard('m');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: TEXTS.moveTo('Brain Dump') })).toHaveFocus();
  });

  it('e edits in place; single keys are text while typing', async () => {
    const { user, server } = await renderPlanner();
    await user.keyboard('je');
    const editor = await region('Today').findByRole('textbox', { name: /Edit/ });
    expect(editor).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.type(region('Today').getByRole('textbox', { name: 'New task in Today' }), 'x1#jn');
    expect(region('Today').getByRole('textbox', { name: 'New task in Today' })).toHaveValue('x1#jn');
    expect(server.list().filter((task) => task.completed)).toEqual([]);
  });

  it('? opens the list of every shortcut, and Escape closes it', async () => {
    const { user } = await renderPlanner();
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: SHORTCUT_TEXTS.title });
    expect(within(sheet).getByText('Next / previous task')).toBeInTheDocument();
    await user.keyboard('x');
    expect(screen.queryAllByRole('checkbox', { checked: true })).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
