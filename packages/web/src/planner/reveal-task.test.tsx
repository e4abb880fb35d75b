import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { SECTIONS, TEXTS } from '@dayflow/core';
import { revealTask } from '../lib/reveal-task';
import { TaskStoreProvider, useTasks } from '../sync';
import { makeTask } from '../test/make-task';
import { createMemoryTaskStore } from '../test/memory-task-store';
import { whenDragReady } from '../test/render-board';
import { PlannerBoard } from './planner-board';

const stores: { stop(): void }[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
});

function Board() {
  return <PlannerBoard tasks={useTasks()} sections={SECTIONS} loading={false} />;
}

async function renderPlanner() {
  const { store } = createMemoryTaskStore([
    makeTask({ id: 'open', text: 'Water plants', section: 'tomorrow', order: 0 }),
    makeTask({ id: 'done', text: 'Pay rent', section: 'today', order: 1, completed: true }),
  ]);
  stores.push(store);
  render(
    <TaskStoreProvider store={store}>
      <Board />
    </TaskStoreProvider>,
  );
  await screen.findByText('Water plants');
  await whenDragReady();
}

describe('revealTask (a search result chosen)', () => {
  it('scrolls to an open task and focuses its text, where Enter edits it', async () => {
    await renderPlanner();
    revealTask('open');
    const text = screen.getByText('Water plants', { selector: 'p' });
    await waitFor(() => expect(text).toHaveFocus());
    expect(text.closest('[data-task-id]')).toHaveAttribute('data-scrolled-into-view', 'true');
  });

  it('opens the Completed section that holds a completed task and focuses the row', async () => {
    await renderPlanner();
    const today = within(screen.getByRole('region', { name: 'Today' }));
    expect(today.queryByText('Pay rent')).not.toBeInTheDocument();
    revealTask('done');
    await waitFor(() => expect(today.getByRole('button', { name: TEXTS.undo })).toHaveFocus());
    expect(today.getByRole('button', { name: TEXTS.completedHeading(1) })).toHaveAttribute('aria-expanded', 'true');
  });
});
