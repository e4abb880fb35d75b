import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { toast } from '../lib/toast';
import { DAY_MS, PENDING_TOO_LONG_MS, RESET_TOAST_MS, TEXTS, type Task } from '@dayflow/core';
import { TaskStoreProvider, useTasks } from '../sync';
import { NOW_REFRESH_MS } from '../hooks/use-now';
import { PendingTooLongCard } from './pending-too-long-card';
import { makeTask } from '../test/make-task';
import { createMemoryTaskStore } from '../test/memory-task-store';

// On the real store and an in-memory server: what is asserted is what the server ends up with.

const stores: { stop(): void }[] = [];

function CardFromStore() {
  return <PendingTooLongCard tasks={useTasks()} />;
}

async function renderCard(tasks: Task[]) {
  const { store, server } = createMemoryTaskStore(tasks);
  stores.push(store);
  render(
    <TaskStoreProvider store={store}>
      <CardFromStore />
      <Toaster />
    </TaskStoreProvider>,
  );
  // Connected: the card has the server's tasks, so "no card" means none is too old.
  await vi.waitFor(() => expect(server.connections).toBe(1));
  await act(() => Promise.resolve());
  return server;
}

const card = () => screen.getByRole('region', { name: /Tasks Pending Too Long/ });
const entry = (text: string) => within(within(card()).getByText(text).closest('li')!);

describe('PendingTooLongCard', () => {
  afterEach(() => {
    for (const store of stores.splice(0)) store.stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
    // react-hot-toast keeps its toasts in a module-level store, shared across tests.
    act(() => toast.remove());
  });

  it('lists open Today and Tomorrow tasks older than 4 days, oldest first, with their age in days', async () => {
    const now = Date.now();
    await renderCard([
      makeTask({ id: 'a', text: 'Five days', section: 'today', createdAt: now - 5 * DAY_MS - 1000 }),
      makeTask({ id: 'b', text: 'Nine days', section: 'tomorrow', createdAt: now - 9 * DAY_MS - 1000 }),
      makeTask({ id: 'c', text: 'Brain idea', section: 'brainDump', createdAt: now - 30 * DAY_MS }),
      makeTask({ id: 'd', text: 'Done long ago', completed: true, createdAt: now - 30 * DAY_MS }),
      makeTask({ id: 'e', text: 'Fresh', createdAt: now - 3 * DAY_MS }),
    ]);
    expect(screen.getByRole('heading', { name: TEXTS.pendingTooLongHeading(2) })).toBeInTheDocument();
    const items = within(card()).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Nine days', 'Five days']);
    expect(entry('Nine days').getByText(/9 days old/)).toBeInTheDocument();
    expect(entry('Five days').getByText(/5 days old/)).toBeInTheDocument();
    expect(within(card()).queryByText('Brain idea')).not.toBeInTheDocument();
  });

  it('renders nothing while no task is too old', async () => {
    await renderCard([makeTask({ id: 'e', text: 'Fresh', createdAt: Date.now() - 2 * DAY_MS })]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('appears on its own once a task crosses 4 days (now is refreshed every minute)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    await renderCard([makeTask({ id: 'a', text: 'Almost old', createdAt: Date.now() - PENDING_TOO_LONG_MS + 30_000 })]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(NOW_REFRESH_MS));
    expect(screen.getByRole('heading', { name: TEXTS.pendingTooLongHeading(1) })).toBeInTheDocument();
  });

  it("'Still Need Work' resets the task and toasts 'Task reset for 4 days'", async () => {
    const user = userEvent.setup();
    const old = Date.now() - 6 * DAY_MS;
    const server = await renderCard([makeTask({ id: 'a', text: 'Old task', createdAt: old })]);
    const clicked = Date.now();
    await user.click(entry('Old task').getByRole('button', { name: TEXTS.stillNeedWork }));
    expect(await screen.findByText(TEXTS.taskReset)).toBeInTheDocument();
    // The 4 days start again on the server, not only on this screen.
    expect(server.tasks.get('a')?.createdAt).toBeGreaterThanOrEqual(clicked);
    expect(screen.queryByRole('region', { name: /Tasks Pending Too Long/ })).not.toBeInTheDocument();
  });

  it(`keeps the reset toast for ${RESET_TOAST_MS} ms`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderCard([makeTask({ id: 'a', text: 'Old task', createdAt: Date.now() - 6 * DAY_MS })]);
    await user.click(entry('Old task').getByRole('button', { name: TEXTS.stillNeedWork }));
    await screen.findByText(TEXTS.taskReset);
    expect(success).toHaveBeenCalledWith(TEXTS.taskReset, { duration: RESET_TOAST_MS });
    act(() => vi.advanceTimersByTime(RESET_TOAST_MS - 300));
    expect(screen.getByText(TEXTS.taskReset)).toBeInTheDocument();
    // Dismissed at 2.5 s; react-hot-toast then schedules its removal after a 1 s exit.
    act(() => vi.advanceTimersByTime(400));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(TEXTS.taskReset)).not.toBeInTheDocument();
    success.mockRestore();
  });

  it("toasts 'Something went wrong' when the reset fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const old = Date.now() - 6 * DAY_MS;
    const server = await renderCard([makeTask({ id: 'a', text: 'Old task', createdAt: old })]);
    server.failNext(500);
    await user.click(entry('Old task').getByRole('button', { name: TEXTS.stillNeedWork }));
    expect(await screen.findByText(TEXTS.somethingWentWrong)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.taskReset)).not.toBeInTheDocument();
    // Nothing was reset: the server keeps the old date, and the task stays on the card.
    expect(server.tasks.get('a')?.createdAt).toBe(old);
    await waitFor(() => expect(entry('Old task').getByText(/6 days old/)).toBeInTheDocument());
  });

  it("'Mark Done' completes the task", async () => {
    const user = userEvent.setup();
    const server = await renderCard([
      makeTask({ id: 'a', text: 'Old task', createdAt: Date.now() - 6 * DAY_MS }),
      makeTask({ id: 'b', text: 'Other old task', createdAt: Date.now() - 7 * DAY_MS }),
    ]);
    await user.click(entry('Old task').getByRole('button', { name: TEXTS.markDone }));
    expect(screen.getByRole('heading', { name: TEXTS.pendingTooLongHeading(1) })).toBeInTheDocument();
    await waitFor(() => expect(server.tasks.get('a')?.completed).toBe(true));
    expect(server.tasks.get('b')?.completed).toBe(false);
  });
});
