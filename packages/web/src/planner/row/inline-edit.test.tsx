import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_TASK_TEXT_LENGTH, TEXT_LIMIT_TEXTS } from '@dayflow/core';
import { makeTask } from '../../test/make-task';
import { renderBoard } from '../../test/render-board';

vi.mock('../../sync', () => import('../../test/fake-task-store'));

const today = () => within(screen.getByRole('region', { name: 'Today' }));
const textOf = (text: string) => today().getByText(text, { selector: 'p' });
const editor = () => today().findByRole('textbox', { name: /^Edit task:/ });

function board() {
  return renderBoard([
    makeTask({ id: 'a', text: 'Write report', priority: 'High', order: 0 }),
    makeTask({ id: 'b', text: 'Reply to Sam', order: 1 }),
  ]);
}

describe('editing a task in place', () => {
  it('starts on a double-click; Enter saves, keeping the priority, and focus returns to the text', async () => {
    const user = userEvent.setup();
    const { store } = board();
    await user.dblClick(textOf('Write report'));
    const field = await editor();
    expect(field).toHaveValue('Write report');
    expect(field).toHaveFocus();
    await user.keyboard(' today{Enter}');
    expect(store.actions.editTask).toHaveBeenCalledWith('a', { text: 'Write report today', priority: 'High' });
    expect(today().queryByRole('textbox', { name: /^Edit task:/ })).not.toBeInTheDocument();
    expect(textOf('Write report today')).toHaveFocus();
  });

  it('starts with Enter on the focused text; Shift+Enter adds a line; Escape cancels', async () => {
    const user = userEvent.setup();
    const { store } = board();
    textOf('Reply to Sam').focus();
    await user.keyboard('{Enter}');
    const field = await editor();
    await user.keyboard(' soon{Shift>}{Enter}{/Shift}and Ana');
    expect(field).toHaveValue('Reply to Sam soon\nand Ana');
    await user.keyboard('{Escape}');
    expect(store.actions.editTask).not.toHaveBeenCalled();
    expect(textOf('Reply to Sam')).toHaveFocus();
  });

  it('saves when the field is left, and never saves blank text', async () => {
    const user = userEvent.setup();
    const { store } = board();
    await user.dblClick(textOf('Reply to Sam'));
    await user.clear(await editor());
    await user.keyboard('{Enter}');
    expect(await editor()).toBeInTheDocument(); // Enter on blank text does nothing
    await user.click(document.body);
    expect(store.actions.editTask).not.toHaveBeenCalled();
    expect(textOf('Reply to Sam')).toBeInTheDocument();

    await user.dblClick(textOf('Reply to Sam'));
    await user.type(await editor(), '!');
    await user.click(document.body);
    expect(store.actions.editTask).toHaveBeenCalledWith('b', { text: 'Reply to Sam!', priority: 'Medium' });
  });

  it('stops at the 2,000-character limit, says why, and saves what fits', async () => {
    const user = userEvent.setup();
    const { store } = board();
    await user.dblClick(textOf('Write report'));
    const field = await editor();
    fireEvent.change(field, { target: { value: 'w'.repeat(MAX_TASK_TEXT_LENGTH + 1) } });
    expect(field).toHaveValue('w'.repeat(MAX_TASK_TEXT_LENGTH));
    expect(today().getByText(TEXT_LIMIT_TEXTS.reached)).toBeInTheDocument();
    expect(today().getByText(TEXT_LIMIT_TEXTS.left(0))).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(store.tasks().find((t) => t.id === 'a')?.text).toBe('w'.repeat(MAX_TASK_TEXT_LENGTH));
  });

  it('stays open with the text when the store refuses it', async () => {
    const user = userEvent.setup();
    const { store } = board();
    store.actions.editTask.mockReturnValueOnce(false);
    await user.dblClick(textOf('Write report'));
    await user.keyboard('!{Enter}');
    expect(await editor()).toHaveValue('Write report!');
  });
});
