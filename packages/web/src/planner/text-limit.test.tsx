import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_TASK_TEXT_LENGTH, TEXTS, TEXT_LIMIT_TEXTS } from '@dayflow/core';
import { makeTask } from '../test/make-task';
import { renderBoard, whenSaved } from '../test/render-board';

const today = () => within(screen.getByRole('region', { name: 'Today' }));
const newTask = () => today().getByRole('textbox', { name: 'New task in Today' });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
// Text the server would refuse, so the store refuses it too: a NUL character, as a paste may bring.
const REFUSED = '\u0000';
const quietRefusals = () => vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => vi.restoreAllMocks());

describe('the composer at the 2,000-character limit', () => {
  it('counts down near the limit only', async () => {
    await renderBoard();
    type(newTask(), 'a'.repeat(MAX_TASK_TEXT_LENGTH - 201));
    expect(today().queryByText(/characters left/)).not.toBeInTheDocument();
    type(newTask(), 'a'.repeat(MAX_TASK_TEXT_LENGTH - 200));
    expect(today().getByText(TEXT_LIMIT_TEXTS.left(200))).toBeInTheDocument();
    type(newTask(), `${'a'.repeat(MAX_TASK_TEXT_LENGTH - 1)}   `);
    expect(today().getByText(TEXT_LIMIT_TEXTS.left(1))).toBeInTheDocument();
  });

  it('keeps every character past the limit, shows the count and adds nothing until it fits', async () => {
    const user = userEvent.setup();
    const { store, server } = await renderBoard();
    const text = `${'x'.repeat(MAX_TASK_TEXT_LENGTH - 1)}yz`;
    type(newTask(), text);
    expect(newTask()).toHaveValue(text);
    expect(today().getByText(TEXT_LIMIT_TEXTS.count(MAX_TASK_TEXT_LENGTH + 1))).toBeInTheDocument();
    expect(today().getByText(TEXT_LIMIT_TEXTS.over(1), { exact: false })).toBeInTheDocument();
    await user.click(newTask());
    await user.keyboard('{Enter}');
    expect(newTask()).toHaveValue(text);
    expect(today().getByText(TEXT_LIMIT_TEXTS.notSaved, { exact: false })).toBeInTheDocument();
    await user.click(today().getByRole('button', { name: 'Add task' }));
    expect(newTask()).toHaveValue(text);
    await whenSaved(store);
    expect(server.list()).toEqual([]);
    // Taking one character out makes it fit: Enter adds it, whole.
    type(newTask(), text.slice(0, -1));
    expect(today().queryByText(TEXT_LIMIT_TEXTS.notSaved, { exact: false })).not.toBeInTheDocument();
    await user.click(newTask());
    await user.keyboard('{Enter}');
    expect(newTask()).toHaveValue('');
    await waitFor(() => expect(server.list().map((t) => t.text)).toEqual([text.slice(0, -1)]));
  });

  it('keeps a paste that passes the limit whole', async () => {
    const user = userEvent.setup();
    await renderBoard();
    await user.click(newTask());
    const pasted = 'p'.repeat(MAX_TASK_TEXT_LENGTH + 50);
    await user.paste(pasted);
    expect(newTask()).toHaveValue(pasted);
    expect(today().getByText(TEXT_LIMIT_TEXTS.over(50), { exact: false })).toBeInTheDocument();
  });

  it('counts the text that would be saved: quick-add tokens do not count', async () => {
    await renderBoard();
    type(newTask(), `${'a'.repeat(MAX_TASK_TEXT_LENGTH)} !h`);
    expect(today().queryByText(TEXT_LIMIT_TEXTS.over(1), { exact: false })).not.toBeInTheDocument();
    expect(today().getByText(TEXT_LIMIT_TEXTS.left(0))).toBeInTheDocument();
  });

  it('keeps text the store refuses instead of losing it', async () => {
    const user = userEvent.setup();
    const { store, server } = await renderBoard();
    const refused = quietRefusals();
    type(newTask(), `Kept${REFUSED}`);
    await user.click(newTask());
    await user.keyboard('{Enter}');
    expect(newTask()).toHaveValue(`Kept${REFUSED}`);
    expect(refused).toHaveBeenCalledWith('Task text refused:', expect.any(String));
    await whenSaved(store);
    expect(server.list()).toEqual([]);
  });
});

describe('editing in the composer at the limit', () => {
  async function editFirst() {
    const user = userEvent.setup();
    const task = makeTask({ id: 'a', text: 'Write report' });
    const view = await renderBoard([task]);
    await user.click(today().getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: TEXTS.edit }));
    return { user, task, ...view, field: today().getByRole('textbox', { name: 'Edit task in Today' }) };
  }

  it('stays in edit mode with all of text over the limit, and saves once it fits', async () => {
    const { user, server, task, field } = await editFirst();
    const long = 'e'.repeat(MAX_TASK_TEXT_LENGTH + 1);
    type(field, long);
    expect(field).toHaveValue(long);
    await user.click(today().getByRole('button', { name: TEXTS.save }));
    expect(today().getByText(TEXTS.editingTask)).toBeInTheDocument();
    expect(field).toHaveValue(long);
    expect(today().getByText(TEXT_LIMIT_TEXTS.notSaved, { exact: false })).toBeInTheDocument();
    expect(server.tasks.get('a')).toMatchObject(task);
    type(field, long.slice(1));
    await user.click(today().getByRole('button', { name: TEXTS.save }));
    expect(today().queryByText(TEXTS.editingTask)).not.toBeInTheDocument();
    await waitFor(() => expect(server.tasks.get('a')?.text).toBe(long.slice(1)));
  });

  it('stays in edit mode with the text when the store refuses it', async () => {
    const { user, store, server, task, field } = await editFirst();
    const refused = quietRefusals();
    await user.type(field, ' again');
    type(field, `${(field as HTMLTextAreaElement).value}${REFUSED}`);
    await user.click(today().getByRole('button', { name: TEXTS.save }));
    expect(today().getByText(TEXTS.editingTask)).toBeInTheDocument();
    expect(field).toHaveValue(`Write report again${REFUSED}`);
    expect(refused).toHaveBeenCalledWith('Task text refused:', expect.any(String));
    await whenSaved(store);
    expect(server.list()).toMatchObject([task]);
  });
});
