import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import hotToast, { Toaster } from 'react-hot-toast';
import { REMINDER_SNOOZE_MS, REMINDER_TEXTS } from '@dayflow/core';
import { TaskStoreProvider, useTasks } from '../sync';
import { createMemoryTaskStore } from '../test/memory-task-store';
import { makeTask } from '../test/make-task';
import { ReminderToasts } from './reminder-toasts';

function Harness() {
  return <ReminderToasts tasks={useTasks()} />;
}

/** The service worker side of the page: what the worker posts when this page has the focus. */
const worker = new EventTarget();

describe('ReminderToasts', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: worker });
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  });
  afterEach(() => {
    // Toasts live in the library's one store: none may carry over to the next test.
    act(() => hotToast.remove());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  async function renderWith(tasks: ReturnType<typeof makeTask>[]) {
    const { store, server } = createMemoryTaskStore(tasks);
    render(
      <TaskStoreProvider store={store}>
        <Harness />
        <Toaster />
      </TaskStoreProvider>,
    );
    await waitFor(() => expect(store.getState().tasks).toHaveLength(tasks.length));
    return { store, server };
  }
  const post = (data: object) => act(() => void worker.dispatchEvent(new MessageEvent('message', { data })));

  it('shows a reminder the service worker hands over once, however often it arrives, and Snooze moves it', async () => {
    const remindAt = new Date(Date.now() - 1000).toISOString();
    const { server } = await renderWith([makeTask({ id: 'a', text: 'Call Ada', section: 'today', remindAt })]);
    const push = { type: 'reminder', taskId: 'a', text: 'Call Ada', remindAt };
    post(push);
    expect(await screen.findByText('Call Ada')).toBeInTheDocument();
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: REMINDER_TEXTS.snooze }));
    await waitFor(() =>
      expect(Date.parse(server.list()[0]!.remindAt!) - before).toBeGreaterThanOrEqual(REMINDER_SNOOZE_MS),
    );
    act(() => hotToast.remove()); // gone at once, rather than after its exit animation
    // The same push again (the worker and this page's timer both found it): answered already.
    post(push);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText('Call Ada')).not.toBeInTheDocument();
  });

  it('shows a reminder that falls due while the page is focused, from its own timer; Done completes it', async () => {
    // Due once the tasks are surely in (a reminder already past when they arrive is not this
    // page's to show): 300 ms was too little on a busy machine.
    const remindAt = new Date(Date.now() + 1500).toISOString();
    const { server } = await renderWith([makeTask({ id: 'b', text: 'Stretch', section: 'today', remindAt })]);
    expect(Date.parse(remindAt)).toBeGreaterThan(Date.now());
    await userEvent.click(await screen.findByRole('button', { name: REMINDER_TEXTS.done }, { timeout: 5000 }));
    await waitFor(() => expect(server.list()[0]!.completed).toBe(true));
  });

  it('leaves it to the system notification when the page does not have the focus', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const remindAt = new Date(Date.now() + 100).toISOString();
    await renderWith([makeTask({ id: 'c', text: 'Water plants', section: 'today', remindAt })]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('button', { name: REMINDER_TEXTS.done })).not.toBeInTheDocument();
  });
});
