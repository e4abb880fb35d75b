import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUICK_ADD_TEXTS, SECTIONS, TEXTS, type Task } from '@dayflow/core';
import { LazyToaster } from '../components/toaster';
import { TaskStoreProvider, useTasks } from '../sync';
import { makeTask } from '../test/make-task';
import { createMemoryTaskStore } from '../test/memory-task-store';
import { PlannerBoard } from './planner-board';
import { whenDragReady } from '../test/render-board';

// On the real store and an in-memory server: what is asserted is what the server ends up with.

const stores: { stop(): void }[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
});

function Board() {
  return <PlannerBoard tasks={useTasks()} sections={SECTIONS} loading={false} />;
}

async function renderPlanner(tasks: Task[] = []) {
  const { store, server } = createMemoryTaskStore(tasks);
  stores.push(store);
  render(
    <TaskStoreProvider store={store}>
      <Board />
      <LazyToaster />
    </TaskStoreProvider>,
  );
  await waitFor(() => expect(server.connections).toBe(1));
  await whenDragReady();
  return { server };
}

const list = (title: string) => within(screen.getByRole('region', { name: title }));
const composer = (title: string) => list(title).getByRole('textbox', { name: `New task in ${title}` });
const chips = (title: string) =>
  list(title)
    .queryAllByRole('listitem')
    .filter((item) => item.closest('ul')?.getAttribute('aria-label') === QUICK_ADD_TEXTS.chips)
    .map((chip) => chip.textContent);
const onServer = (server: { list(): Task[] }, text: string) => server.list().find((task) => task.text === text);

describe('quick-add syntax in a composer', () => {
  it('shows chips while typing, then adds with the typed priority to the typed list', async () => {
    const user = userEvent.setup();
    const { server } = await renderPlanner();
    await user.type(composer('Today'), 'Pay rent !h #tomorrow');
    expect(chips('Today')).toEqual(['High priority', 'To Tomorrow']);
    expect(list('Today').getByRole('radio', { name: 'High' })).toBeChecked();

    await user.keyboard('{Enter}');
    expect(composer('Today')).toHaveValue('');
    expect(chips('Today')).toEqual([]);
    expect(list('Tomorrow').getByRole('checkbox', { name: 'Pay rent' })).toBeInTheDocument();
    expect(await screen.findByText(QUICK_ADD_TEXTS.addedTo('Tomorrow'), {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(onServer(server, 'Pay rent')).toMatchObject({ section: 'tomorrow', priority: 'High' }));
  });

  it('keeps an escaped token as text, and a token glued to a word is text too', async () => {
    const user = userEvent.setup();
    const { server } = await renderPlanner();
    await user.type(composer('Brain Dump'), 'Read \\#today news about email!h{Enter}');
    await waitFor(() =>
      expect(onServer(server, 'Read #today news about email!h')).toMatchObject({
        section: 'brainDump',
        priority: 'Medium',
      }),
    );
  });

  it('takes a token out of the text with the × on its chip', async () => {
    const user = userEvent.setup();
    await renderPlanner();
    await user.type(composer('Today'), 'Call Ada !l tonight');
    await user.click(list('Today').getByRole('button', { name: QUICK_ADD_TEXTS.remove('Low priority') }));
    expect(composer('Today')).toHaveValue('Call Ada tonight');
    expect(composer('Today')).toHaveFocus();
    expect(list('Today').getByRole('radio', { name: 'Medium' })).toBeChecked();
  });

  it('lets a choice in the priority picker replace a typed priority', async () => {
    const user = userEvent.setup();
    const { server } = await renderPlanner();
    await user.type(composer('Today'), 'Water plants !h');
    await user.click(list('Today').getByText('Low', { exact: true }));
    expect(composer('Today')).toHaveValue('Water plants');
    await user.type(composer('Today'), '{Enter}');
    await waitFor(() => expect(onServer(server, 'Water plants')).toMatchObject({ priority: 'Low', section: 'today' }));
  });

  it('keeps token-like words of a saved task when it is edited, and a typed list moves it', async () => {
    const user = userEvent.setup();
    const { server } = await renderPlanner([makeTask({ id: 'a', text: 'Ship !h build', priority: 'Low' })]);
    const editIt = async () => {
      await user.click(list('Today').getByRole('button', { name: 'More actions' }));
      await user.click(screen.getByRole('menuitem', { name: TEXTS.edit }));
    };
    await editIt();
    const field = list('Today').getByRole('textbox', { name: 'Edit task in Today' });
    expect(field).toHaveValue('Ship \\!h build');
    await user.type(field, ' now{Enter}');
    await waitFor(() => expect(onServer(server, 'Ship !h build now')).toMatchObject({ priority: 'Low' }));

    await editIt();
    await user.type(list('Today').getByRole('textbox', { name: 'Edit task in Today' }), ' #dump{Enter}');
    await waitFor(() => expect(server.list()[0]).toMatchObject({ text: 'Ship !h build now', section: 'brainDump' }));
    expect(list('Brain Dump').getByRole('checkbox', { name: 'Ship !h build now' })).toBeInTheDocument();
  });
});
