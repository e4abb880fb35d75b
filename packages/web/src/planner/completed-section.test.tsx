import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@dayflow/core';
import { makeTask } from '../test/make-task';
import { renderBoard } from '../test/render-board';

const today = () => within(screen.getByRole('region', { name: 'Today' }));

describe('CompletedSection', () => {
  it('is collapsed with its count, and expands to struck-through tasks', async () => {
    const user = userEvent.setup();
    await renderBoard([
      makeTask({ id: 'a', text: 'Done one', completed: true }),
      makeTask({ id: 'b', text: 'Done two', completed: true }),
      makeTask({ id: 'c', text: 'Still open' }),
    ]);
    const toggle = today().getByRole('button', { name: TEXTS.completedHeading(2) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(today().queryByText('Done one')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(today().getByText('Done one')).toHaveClass('line-through');
    expect(today().getByText('Done two')).toHaveClass('line-through');
    expect(today().getAllByRole('button', { name: TEXTS.undo })).toHaveLength(2);

    await user.click(toggle);
    expect(today().queryByText('Done one')).not.toBeInTheDocument();
  });

  it("says 'No completed tasks' when empty", async () => {
    const user = userEvent.setup();
    await renderBoard([makeTask({ id: 'c', text: 'Open' })]);
    await user.click(today().getByRole('button', { name: TEXTS.completedHeading(0) }));
    expect(today().getByText(TEXTS.noCompleted)).toBeInTheDocument();
  });

  it('Undo reopens the task in its list', async () => {
    const user = userEvent.setup();
    const { server } = await renderBoard([makeTask({ id: 'a', text: 'Call mum', completed: true })]);
    await user.click(today().getByRole('button', { name: TEXTS.completedHeading(1) }));
    const item = today().getByText('Call mum').closest('li')!;
    await user.click(within(item).getByRole('button', { name: TEXTS.undo }));
    expect(today().getByRole('checkbox', { name: 'Call mum' })).not.toBeChecked();
    expect(today().getByRole('button', { name: TEXTS.completedHeading(0) })).toBeInTheDocument();
    expect(today().getByText(TEXTS.noCompleted)).toBeInTheDocument();
    await waitFor(() => expect(server.tasks.get('a')).toMatchObject({ completed: false, section: 'today' }));
  });

  it('Delete removes the completed task', async () => {
    const user = userEvent.setup();
    const { server } = await renderBoard([
      makeTask({ id: 'a', text: 'Old chore', completed: true }),
      makeTask({ id: 'b', text: 'Keep me', completed: true }),
    ]);
    await user.click(today().getByRole('button', { name: TEXTS.completedHeading(2) }));
    const item = today().getByText('Old chore').closest('li')!;
    await user.click(within(item).getByRole('button', { name: TEXTS.delete }));
    expect(today().queryByText('Old chore')).not.toBeInTheDocument();
    expect(today().getByText('Keep me')).toBeInTheDocument();
    expect(today().getByRole('button', { name: TEXTS.completedHeading(1) })).toBeInTheDocument();
    await waitFor(() => expect(server.list().map((t) => t.id)).toEqual(['b']));
  });
});
