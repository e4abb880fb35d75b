import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_TEXTS, type Task } from '@dayflow/core';
import { TaskStoreProvider, useTaskActions, useTasks } from '../sync';
import { makeTask } from '../test/make-task';
import { createMemoryTaskStore, type MemoryTaskServer } from '../test/memory-task-store';
import { reviewedOn, localDay } from './reviewed-today';
import { EveningReview } from './review-dialog';

// On the real store and an in-memory server: what is asserted is what the server ends up with.

const user = vi.hoisted(() => ({ id: 'review-user' }));
vi.mock('../session/session', () => ({
  useProfile: () => ({ id: user.id, email: 'r@example.test', displayName: 'R', photoURL: null }),
}));

const stores: { stop(): void }[] = [];

function Review({ onClose }: { onClose: () => void }) {
  return <EveningReview tasks={useTasks()} actions={useTaskActions()} returnTo={null} onClose={onClose} />;
}

async function renderReview(tasks: Task[]) {
  const { store, server } = createMemoryTaskStore(tasks);
  stores.push(store);
  // The review takes Today's open tasks when it starts: as in the app, once the store has them.
  await waitFor(() => expect(server.connections).toBe(1));
  const onClose = vi.fn();
  render(
    <TaskStoreProvider store={store}>
      <Review onClose={onClose} />
    </TaskStoreProvider>,
  );
  return { server, onClose, dialog: within(screen.getByRole('dialog', { name: REVIEW_TEXTS.title })) };
}

const today = (id: string, order: number) => makeTask({ id, text: id, section: 'today', order });
const openIn = (server: MemoryTaskServer, section: Task['section']) =>
  server
    .list()
    .filter((t) => t.section === section && !t.completed)
    .map((t) => t.id);
const done = (server: MemoryTaskServer) =>
  server
    .list()
    .filter((t) => t.completed)
    .map((t) => t.id);

afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
  localStorage.clear();
});

describe('the evening review', () => {
  it('goes through Today’s open tasks one at a time by keys, then sums up', async () => {
    const u = userEvent.setup();
    const { server, onClose, dialog } = await renderReview([
      today('Write report', 0),
      today('Call Sam', 1),
      today('Water plants', 2),
      today('Tidy desk', 3),
      today('Read', 4),
      makeTask({ id: 'Pack bag', section: 'tomorrow' }),
      makeTask({ id: 'Done already', section: 'today', completed: true }),
    ]);
    expect(dialog.getByText(REVIEW_TEXTS.step(1, 5))).toBeInTheDocument();
    expect(dialog.getByText('Write report', { selector: 'p' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: REVIEW_TEXTS.tomorrow })).toHaveFocus();

    await u.keyboard('t');
    // At the end of Tomorrow's open tasks.
    await waitFor(() => expect(openIn(server, 'tomorrow')).toEqual(['Pack bag', 'Write report']));
    expect(dialog.getByText(REVIEW_TEXTS.step(2, 5))).toBeInTheDocument();
    await u.keyboard('b');
    await waitFor(() => expect(openIn(server, 'brainDump')).toEqual(['Call Sam']));
    await u.keyboard('d');
    await waitFor(() => expect(done(server)).toEqual(['Done already', 'Water plants']));
    await u.keyboard('{Delete}');
    await waitFor(() => expect(server.tasks.has('Tidy desk')).toBe(false));
    await u.keyboard('k');

    expect(openIn(server, 'tomorrow')).toEqual(['Pack bag', 'Write report']);
    expect(openIn(server, 'today')).toEqual(['Read']);
    expect(dialog.getByText(REVIEW_TEXTS.finished)).toBeInTheDocument();
    expect(dialog.getByRole('status')).toHaveTextContent(
      '1 moved to Tomorrow, 1 moved to Brain Dump, 1 done, 1 deleted, 1 kept in Today',
    );
    const close = dialog.getByRole('button', { name: REVIEW_TEXTS.close });
    expect(close).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    // Reviewed: the evening prompt stays away until tomorrow.
    expect(reviewedOn(user.id).resource.get()).toBe(localDay(Date.now()));
  });

  it('works with Tab and Enter alone, and focus stays on the button used', async () => {
    const u = userEvent.setup();
    const { server, dialog } = await renderReview([today('A', 0), today('B', 1), today('C', 2)]);
    await u.tab();
    await u.tab();
    const doneButton = dialog.getByRole('button', { name: REVIEW_TEXTS.done });
    expect(doneButton).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(doneButton).toHaveFocus();
    await u.keyboard('{Enter}');
    await u.tab({ shift: true });
    await u.keyboard('{Enter}');
    await waitFor(() => expect(openIn(server, 'brainDump')).toEqual(['C']));
    expect(done(server)).toEqual(['A', 'B']);
    expect(openIn(server, 'today')).toEqual([]);
    expect(dialog.getByRole('status')).toHaveTextContent('1 moved to Brain Dump, 2 done');
  });

  it('skips a task that left Today meanwhile (another device)', async () => {
    const u = userEvent.setup();
    const { server, dialog } = await renderReview([today('A', 0), today('B', 1), today('C', 2)]);
    act(() => server.deleteElsewhere('B'));
    await u.keyboard('k');
    expect(dialog.getByText(REVIEW_TEXTS.step(3, 3))).toBeInTheDocument();
    expect(dialog.getByText('C', { selector: 'p' })).toBeInTheDocument();
    // Keeping A sent nothing.
    expect(server.requests).toEqual([]);
  });

  it('with nothing open says so', async () => {
    const first = await renderReview([makeTask({ id: 'X', section: 'tomorrow' })]);
    expect(first.dialog.getByText(REVIEW_TEXTS.nothingOpen)).toBeInTheDocument();
    expect(first.dialog.getByRole('status')).toHaveTextContent('Nothing changed');
    first.dialog.getByRole('button', { name: REVIEW_TEXTS.close }).click();
    expect(first.onClose).toHaveBeenCalled();
  });

  it('ends on Escape, keeping what was done, and ignores shortcuts with Ctrl (undo)', async () => {
    const u = userEvent.setup();
    const { server, onClose } = await renderReview([today('A', 0), today('B', 1)]);
    await u.keyboard('{Control>}d{/Control}');
    await act(() => Promise.resolve());
    expect(server.requests).toEqual([]);
    await u.keyboard('d{Escape}');
    await waitFor(() => expect(done(server)).toEqual(['A']));
    expect(openIn(server, 'today')).toEqual(['B']);
    expect(onClose).toHaveBeenCalled();
  });
});
