import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { toast } from '../lib/toast';
import { DAY_MS, PENDING_TOO_LONG_MS, RESET_TOAST_MS, TEXTS, type Task } from '@dayflow/core';
import { useTasks } from '../sync';
import { NOW_REFRESH_MS } from '../hooks/use-now';
import { PendingTooLongCard } from './pending-too-long-card';
import { createFakeStore } from '../test/fake-task-store';
import { makeTask } from '../test/make-task';

vi.mock('../sync', () => import('../test/fake-task-store'));

function CardFromStore() {
  return <PendingTooLongCard tasks={useTasks()} />;
}

function renderCard(tasks: Task[]) {
  const store = createFakeStore(tasks);
  render(
    <store.Provider>
      <CardFromStore />
      <Toaster />
    </store.Provider>,
  );
  return store;
}

const card = () => screen.getByRole('region', { name: /Tasks Pending Too Long/ });
const entry = (text: string) => within(within(card()).getByText(text).closest('li')!);

describe('PendingTooLongCard', () => {
  afterEach(() => {
    vi.useRealTimers();
    // react-hot-toast keeps its toasts in a module-level store, shared across tests.
    act(() => toast.remove());
  });

  it('lists open Today and Tomorrow tasks older than 4 days, oldest first, with their age in days', () => {
    const now = Date.now();
    renderCard([
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

  it('renders nothing while no task is too old', () => {
    renderCard([makeTask({ id: 'e', text: 'Fresh', createdAt: Date.now() - 2 * DAY_MS })]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('appears on its own once a task crosses 4 days (now is refreshed every minute)', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    renderCard([makeTask({ id: 'a', text: 'Almost old', createdAt: Date.now() - PENDING_TOO_LONG_MS + 30_000 })]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(NOW_REFRESH_MS));
    expect(screen.getByRole('heading', { name: TEXTS.pendingTooLongHeading(1) })).toBeInTheDocument();
  });

  it("'Still Need Work' resets the task and toasts 'Task reset for 4 days'", async () => {
    const user = userEvent.setup();
    const store = renderCard([makeTask({ id: 'a', text: 'Old task', createdAt: Date.now() - 6 * DAY_MS })]);
    await user.click(entry('Old task').getByRole('button', { name: TEXTS.stillNeedWork }));
    expect(store.actions.resetTask).toHaveBeenCalledWith('a');
    expect(await screen.findByText(TEXTS.taskReset)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Tasks Pending Too Long/ })).not.toBeInTheDocument();
  });

  it(`keeps the reset toast for ${RESET_TOAST_MS} ms`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCard([makeTask({ id: 'a', text: 'Old task', createdAt: Date.now() - 6 * DAY_MS })]);
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
    const user = userEvent.setup();
    const store = renderCard([makeTask({ id: 'a', text: 'Old task', createdAt: Date.now() - 6 * DAY_MS })]);
    store.actions.resetTask.mockRejectedValueOnce(new Error('offline'));
    await user.click(entry('Old task').getByRole('button', { name: TEXTS.stillNeedWork }));
    expect(await screen.findByText(TEXTS.somethingWentWrong)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.taskReset)).not.toBeInTheDocument();
  });

  it("'Mark Done' completes the task", async () => {
    const user = userEvent.setup();
    const store = renderCard([
      makeTask({ id: 'a', text: 'Old task', createdAt: Date.now() - 6 * DAY_MS }),
      makeTask({ id: 'b', text: 'Other old task', createdAt: Date.now() - 7 * DAY_MS }),
    ]);
    await user.click(entry('Old task').getByRole('button', { name: TEXTS.markDone }));
    expect(store.actions.setCompleted).toHaveBeenCalledWith('a', true);
    expect(screen.getByRole('heading', { name: TEXTS.pendingTooLongHeading(1) })).toBeInTheDocument();
  });
});
