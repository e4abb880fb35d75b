import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { TEXTS } from '@dayflow/core';
import { TaskStoreProvider, useTasks } from '../../sync';
import { makeTask } from '../../test/make-task';
import { createMemoryTaskStore } from '../../test/memory-task-store';
import { PlannerBoard } from '../planner-board';

let openGate: () => void = () => {};
const gate = new Promise<void>((resolve) => (openGate = resolve));
vi.mock('./drag-kit', async () => {
  await gate;
  return vi.importActual('./drag-kit');
});

const stores: { stop(): void }[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
});

function Board() {
  return <PlannerBoard tasks={useTasks()} sections={['today']} loading={false} />;
}

describe('the drag library arriving while a row has focus', () => {
  it('draws the rows again with focus on the same control of the same task', async () => {
    const { store } = createMemoryTaskStore([
      makeTask({ id: 'a', text: 'Write report', order: 0 }),
      makeTask({ id: 'b', text: 'Reply to Sam', order: 1 }),
    ]);
    stores.push(store);
    render(
      <TaskStoreProvider store={store}>
        <Board />
      </TaskStoreProvider>,
    );
    const before = await screen.findByRole('checkbox', { name: 'Reply to Sam' });
    before.focus();
    openGate();
    await waitFor(() => expect(document.querySelector('[data-rfd-droppable-id]')).not.toBeNull());

    const after = screen.getByRole('checkbox', { name: 'Reply to Sam' });
    expect(after).not.toBe(before); // drawn again…
    expect(after).toHaveFocus(); // …and focus came along
    const today = within(screen.getByRole('region', { name: 'Today' }));
    expect(today.getAllByRole('button', { name: TEXTS.dragToMove })).toHaveLength(2);
  });
});
