import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Day } from '@dayflow/core';
import { createServerData } from '../../lib/server-data';
import { DayContext } from '../day/carried-over';
import { TaskStoreProvider, useTasks } from '../../sync';
import { makeTask } from '../../test/make-task';
import { createMemoryTaskStore } from '../../test/memory-task-store';
import { PlannerBoard } from '../planner-board';
import { whenDragReady } from '../../test/render-board';

// On the real store and an in-memory server; the day (and its carried-over counts) comes in here.

const stores: { stop(): void }[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
});

function Board() {
  return <PlannerBoard tasks={useTasks()} sections={['today', 'tomorrow']} loading={false} />;
}

async function renderWithDay(day: Day | null) {
  const resource = createServerData<Day>({ what: 'the day', onWatch: 'none' });
  if (day) resource.setData(day);
  const { store } = createMemoryTaskStore([
    makeTask({ id: 'old', text: 'File taxes' }),
    makeTask({ id: 'new', text: 'Call mum' }),
    makeTask({ id: 'moved', text: 'Water plants', section: 'tomorrow' }),
  ]);
  stores.push(store);
  render(
    <DayContext.Provider value={resource}>
      <TaskStoreProvider store={store}>
        <Board />
      </TaskStoreProvider>
    </DayContext.Provider>,
  );
  // The server's snapshot is in: every row is on screen.
  await screen.findByRole('checkbox', { name: 'Water plants' });
  await whenDragReady();
  return resource;
}

const row = (name: string) => within(screen.getByRole('checkbox', { name }).closest('li')!);

describe('the carried-over badge', () => {
  it('shows on an open Today task how many days it has been carried over, in words for screen readers', async () => {
    await renderWithDay({ today: '2026-06-16', carriedOver: [{ taskId: 'old', days: 3 }] });
    const badge = row('File taxes').getByRole('img', { name: 'Carried over 3 days' });
    expect(badge).toHaveTextContent('↻3');
    expect(badge).toHaveAttribute('title', 'Carried over 3 days');
    expect(row('Call mum').queryByRole('img', { name: /Carried over/ })).not.toBeInTheDocument();
  });

  it('says "1 day" for one day, and shows nothing outside Today (the count goes at the next day start)', async () => {
    await renderWithDay({
      today: '2026-06-16',
      carriedOver: [
        { taskId: 'new', days: 1 },
        { taskId: 'moved', days: 2 },
      ],
    });
    expect(row('Call mum').getByRole('img', { name: 'Carried over 1 day' })).toBeInTheDocument();
    expect(row('Water plants').queryByRole('img', { name: /Carried over/ })).not.toBeInTheDocument();
  });

  it('follows a new day without a reload', async () => {
    const day = await renderWithDay(null);
    expect(screen.queryByRole('img', { name: /Carried over/ })).not.toBeInTheDocument();
    act(() => day.setData({ today: '2026-06-17', carriedOver: [{ taskId: 'old', days: 4 }] }));
    expect(row('File taxes').getByRole('img', { name: 'Carried over 4 days' })).toBeInTheDocument();
  });
});
