import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPEAT_MARK_LABEL, TEXTS } from '@dayflow/core';
import { makeTask } from '../test/make-task';
import { renderBoard } from '../test/render-board';

const row = (name: string) => screen.getByRole('checkbox', { name }).closest('li')!;

describe('TaskRow', () => {
  it('shows a checkbox named by the text, the text with its newlines, a priority icon and a drag handle', async () => {
    await renderBoard([makeTask({ id: 'a', text: 'Plan trip\n- book train', priority: 'High' })]);
    const item = within(row('Plan trip\n- book train'));
    expect(item.getByRole('checkbox')).not.toBeChecked();
    expect(item.getByText(/Plan trip/).textContent).toBe('Plan trip\n- book train');
    expect(item.getByRole('img', { name: 'High priority' })).toBeInTheDocument();
    const handle = item.getByRole('button', { name: TEXTS.dragToMove });
    expect(handle).toHaveAttribute('title', TEXTS.dragToMove);
    expect(handle).toHaveAttribute('data-rfd-drag-handle-draggable-id', 'a');
    expect(item.getByRole('button', { name: 'More actions' })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it.each([
    ['High', 'High priority'],
    ['Medium', 'Medium priority'],
    ['Low', 'Low priority'],
  ] as const)('labels the %s icon "%s"', async (priority, label) => {
    await renderBoard([makeTask({ id: 'a', text: 'Task', priority })]);
    expect(within(row('Task')).getByRole('img', { name: label })).toBeInTheDocument();
  });

  it('marks a task that belongs to a routine with a link that opens the routine', async () => {
    await renderBoard([
      makeTask({ id: 'a', text: 'Stretch', routineId: 'r-1' }),
      makeTask({ id: 'b', text: 'Call the bank', order: 1 }),
    ]);
    const mark = within(row('Stretch')).getByRole('link', { name: REPEAT_MARK_LABEL });
    expect(mark).toHaveAttribute('href', '/routines?routine=r-1');
    expect(within(row('Call the bank')).queryByRole('link', { name: REPEAT_MARK_LABEL })).not.toBeInTheDocument();
  });

  it('completes the task when its checkbox is ticked', async () => {
    const user = userEvent.setup();
    const { server } = await renderBoard([makeTask({ id: 'a', text: 'Water plants', section: 'brainDump' })]);
    await user.click(screen.getByRole('checkbox', { name: 'Water plants' }));
    const brain = within(screen.getByRole('region', { name: 'Brain Dump' }));
    expect(brain.queryByRole('checkbox', { name: 'Water plants' })).not.toBeInTheDocument();
    expect(brain.getByText(TEXTS.emptyOpen)).toBeInTheDocument();
    expect(brain.getByRole('button', { name: TEXTS.completedHeading(1) })).toBeInTheDocument();
    await waitFor(() => expect(server.tasks.get('a')).toMatchObject({ completed: true }));
  });

  it('lists open tasks in order and only in their own list', async () => {
    await renderBoard([
      makeTask({ id: 'b', text: 'Second', order: 1 }),
      makeTask({ id: 'a', text: 'First', order: 0 }),
      makeTask({ id: 'x', text: 'Elsewhere', section: 'tomorrow' }),
    ]);
    const today = within(screen.getByRole('region', { name: 'Today' }));
    expect(today.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual(['First', 'Second']);
    expect(today.queryByText('Elsewhere')).not.toBeInTheDocument();
  });
});
