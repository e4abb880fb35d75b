import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_TASK_TEXT_LENGTH, TEXTS, TEXT_LIMIT_TEXTS } from '@dayflow/core';
import { makeTask } from '../test/make-task';
import { renderBoard } from '../test/render-board';

vi.mock('../sync', () => import('../test/fake-task-store'));

const today = () => within(screen.getByRole('region', { name: 'Today' }));
const newTask = () => today().getByRole('textbox', { name: 'New task in Today' });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('the composer at the 2,000-character limit', () => {
  it('counts down near the limit only', () => {
    renderBoard();
    type(newTask(), 'a'.repeat(MAX_TASK_TEXT_LENGTH - 201));
    expect(today().queryByText(/characters left/)).not.toBeInTheDocument();
    type(newTask(), 'a'.repeat(MAX_TASK_TEXT_LENGTH - 200));
    expect(today().getByText(TEXT_LIMIT_TEXTS.left(200))).toBeInTheDocument();
    type(newTask(), `${'a'.repeat(MAX_TASK_TEXT_LENGTH - 1)}   `);
    expect(today().getByText(TEXT_LIMIT_TEXTS.left(1))).toBeInTheDocument();
  });

  it('stops at the limit, keeps the text and says why; Enter adds it', async () => {
    const user = userEvent.setup();
    const { store } = renderBoard();
    const text = `${'x'.repeat(MAX_TASK_TEXT_LENGTH - 1)}yz`;
    type(newTask(), text);
    expect(newTask()).toHaveValue(text.slice(0, MAX_TASK_TEXT_LENGTH));
    expect(today().getByText(TEXT_LIMIT_TEXTS.reached)).toBeInTheDocument();
    expect(today().getByText(TEXT_LIMIT_TEXTS.left(0))).toBeInTheDocument();
    await user.click(newTask());
    await user.keyboard('{Enter}');
    expect(store.tasks().map((t) => t.text)).toEqual([text.slice(0, MAX_TASK_TEXT_LENGTH)]);
    expect(newTask()).toHaveValue('');
    expect(today().queryByText(TEXT_LIMIT_TEXTS.reached)).not.toBeInTheDocument();
  });

  it('keeps text the store refuses instead of losing it', async () => {
    const user = userEvent.setup();
    const { store } = renderBoard();
    store.actions.addTask.mockReturnValueOnce(false);
    await user.type(newTask(), 'Kept{Enter}');
    expect(newTask()).toHaveValue('Kept');
  });
});

describe('editing in the composer at the limit', () => {
  async function editFirst() {
    const user = userEvent.setup();
    const view = renderBoard([makeTask({ id: 'a', text: 'Write report' })]);
    await user.click(today().getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: TEXTS.edit }));
    return { user, ...view, field: today().getByRole('textbox', { name: 'Edit task in Today' }) };
  }

  it('stops at the limit and saves what fits, instead of closing and dropping the change', async () => {
    const { user, store, field } = await editFirst();
    type(field, 'e'.repeat(MAX_TASK_TEXT_LENGTH + 1));
    expect(field).toHaveValue('e'.repeat(MAX_TASK_TEXT_LENGTH));
    expect(today().getByText(TEXT_LIMIT_TEXTS.reached)).toBeInTheDocument();
    await user.click(today().getByRole('button', { name: TEXTS.save }));
    expect(store.tasks()[0]?.text).toBe('e'.repeat(MAX_TASK_TEXT_LENGTH));
    expect(today().queryByText(TEXTS.editingTask)).not.toBeInTheDocument();
  });

  it('stays in edit mode with the text when the store refuses it', async () => {
    const { user, store, field } = await editFirst();
    store.actions.editTask.mockReturnValueOnce(false);
    await user.type(field, ' again');
    await user.click(today().getByRole('button', { name: TEXTS.save }));
    expect(today().getByText(TEXTS.editingTask)).toBeInTheDocument();
    expect(field).toHaveValue('Write report again');
  });
});
