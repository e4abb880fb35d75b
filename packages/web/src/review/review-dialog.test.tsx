import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_TEXTS, type Task } from '@dayflow/core';
import { useTaskActions, useTasks } from '../sync';
import { createFakeStore } from '../test/fake-task-store';
import { makeTask } from '../test/make-task';
import { reviewedOn, localDay } from './reviewed-today';
import { EveningReview } from './review-dialog';

vi.mock('../sync', () => import('../test/fake-task-store'));
const user = vi.hoisted(() => ({ id: 'review-user' }));
vi.mock('../session/session', () => ({
  useProfile: () => ({ id: user.id, email: 'r@example.test', displayName: 'R', photoURL: null }),
}));

function Review({ onClose }: { onClose: () => void }) {
  return <EveningReview tasks={useTasks()} actions={useTaskActions()} returnTo={null} onClose={onClose} />;
}

function renderReview(tasks: Task[]) {
  const store = createFakeStore(tasks);
  const onClose = vi.fn();
  render(
    <store.Provider>
      <Review onClose={onClose} />
    </store.Provider>,
  );
  return { store, onClose, dialog: within(screen.getByRole('dialog', { name: REVIEW_TEXTS.title })) };
}

const today = (id: string, order: number) => makeTask({ id, text: id, section: 'today', order });
const openIn = (store: ReturnType<typeof createFakeStore>, section: Task['section']) =>
  store
    .tasks()
    .filter((t) => t.section === section && !t.completed)
    .map((t) => t.id);

afterEach(() => localStorage.clear());

describe('the evening review', () => {
  it('goes through Today’s open tasks one at a time by keys, then sums up', async () => {
    const u = userEvent.setup();
    const { store, onClose, dialog } = renderReview([
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
    expect(store.actions.moveTask).toHaveBeenCalledWith('Write report', 'tomorrow', 1);
    expect(dialog.getByText(REVIEW_TEXTS.step(2, 5))).toBeInTheDocument();
    await u.keyboard('b');
    expect(store.actions.moveTask).toHaveBeenCalledWith('Call Sam', 'brainDump', 0);
    await u.keyboard('d');
    expect(store.actions.setCompleted).toHaveBeenCalledWith('Water plants', true);
    await u.keyboard('{Delete}');
    expect(store.actions.deleteTask).toHaveBeenCalledWith('Tidy desk');
    await u.keyboard('k');

    expect(openIn(store, 'tomorrow')).toEqual(['Pack bag', 'Write report']);
    expect(openIn(store, 'today')).toEqual(['Read']);
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
    const { store, dialog } = renderReview([today('A', 0), today('B', 1), today('C', 2)]);
    await u.tab();
    await u.tab();
    const done = dialog.getByRole('button', { name: REVIEW_TEXTS.done });
    expect(done).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(done).toHaveFocus();
    await u.keyboard('{Enter}');
    await u.tab({ shift: true });
    await u.keyboard('{Enter}');
    expect(store.actions.setCompleted.mock.calls).toEqual([
      ['A', true],
      ['B', true],
    ]);
    expect(store.actions.moveTask).toHaveBeenCalledWith('C', 'brainDump', 0);
    expect(dialog.getByRole('status')).toHaveTextContent('1 moved to Brain Dump, 2 done');
  });

  it('skips a task that left Today meanwhile (another device)', async () => {
    const u = userEvent.setup();
    const { store, dialog } = renderReview([today('A', 0), today('B', 1), today('C', 2)]);
    act(() => store.actions.deleteTask('B'));
    store.actions.deleteTask.mockClear();
    await u.keyboard('k');
    expect(dialog.getByText(REVIEW_TEXTS.step(3, 3))).toBeInTheDocument();
    expect(dialog.getByText('C', { selector: 'p' })).toBeInTheDocument();
  });

  it('with nothing open says so', () => {
    const first = renderReview([makeTask({ id: 'X', section: 'tomorrow' })]);
    expect(first.dialog.getByText(REVIEW_TEXTS.nothingOpen)).toBeInTheDocument();
    expect(first.dialog.getByRole('status')).toHaveTextContent('Nothing changed');
    first.dialog.getByRole('button', { name: REVIEW_TEXTS.close }).click();
    expect(first.onClose).toHaveBeenCalled();
  });

  it('ends on Escape, keeping what was done, and ignores shortcuts with Ctrl (undo)', async () => {
    const u = userEvent.setup();
    const { store, onClose } = renderReview([today('A', 0), today('B', 1)]);
    await u.keyboard('{Control>}d{/Control}');
    expect(store.actions.setCompleted).not.toHaveBeenCalled();
    await u.keyboard('d{Escape}');
    expect(store.actions.setCompleted).toHaveBeenCalledWith('A', true);
    expect(onClose).toHaveBeenCalled();
  });
});
