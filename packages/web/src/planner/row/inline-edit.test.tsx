import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_TASK_TEXT_LENGTH, TEXT_LIMIT_TEXTS } from '@dayflow/core';
import { makeTask } from '../../test/make-task';
import { renderBoard, whenSaved } from '../../test/render-board';

const today = () => within(screen.getByRole('region', { name: 'Today' }));
const textOf = (text: string) => today().getByText(text, { selector: 'p' });
const editor = () => today().findByRole('textbox', { name: /^Edit task:/ });

const initial = [
  makeTask({ id: 'a', text: 'Write report', priority: 'High', order: 0 }),
  makeTask({ id: 'b', text: 'Reply to Sam', order: 1 }),
];
const before = new Map(initial.map((task) => [task.id, task]));
const board = () => renderBoard(initial);

describe('editing a task in place', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts on a double-click; Enter saves, keeping the priority, and focus returns to the text', async () => {
    const user = userEvent.setup();
    const { server } = await board();
    await user.dblClick(textOf('Write report'));
    const field = await editor();
    expect(field).toHaveValue('Write report');
    expect(field).toHaveFocus();
    await user.keyboard(' today{Enter}');
    expect(today().queryByRole('textbox', { name: /^Edit task:/ })).not.toBeInTheDocument();
    expect(textOf('Write report today')).toHaveFocus();
    await waitFor(() => expect(server.tasks.get('a')).toMatchObject({ text: 'Write report today', priority: 'High' }));
  });

  it('starts with `e` on the focused text; Shift+Enter adds a line; Escape cancels', async () => {
    const user = userEvent.setup();
    const { store, server } = await board();
    textOf('Reply to Sam').focus();
    await user.keyboard('e');
    const field = await editor();
    await user.keyboard(' soon{Shift>}{Enter}{/Shift}and Ana');
    expect(field).toHaveValue('Reply to Sam soon\nand Ana');
    await user.keyboard('{Escape}');
    expect(textOf('Reply to Sam')).toHaveFocus();
    await whenSaved(store);
    expect(server.tasks.get('b')).toMatchObject(before.get('b')!);
  });

  it('saves when the field is left, and never saves blank text', async () => {
    const user = userEvent.setup();
    const { store, server } = await board();
    await user.dblClick(textOf('Reply to Sam'));
    await user.clear(await editor());
    await user.keyboard('{Enter}');
    expect(await editor()).toBeInTheDocument(); // Enter on blank text does nothing
    await user.click(document.body);
    expect(textOf('Reply to Sam')).toBeInTheDocument();
    await whenSaved(store);
    expect(server.tasks.get('b')).toMatchObject(before.get('b')!);

    await user.dblClick(textOf('Reply to Sam'));
    await user.type(await editor(), '!');
    await user.click(document.body);
    await waitFor(() => expect(server.tasks.get('b')).toMatchObject({ text: 'Reply to Sam!', priority: 'Medium' }));
  });

  it('keeps all of text over the 2,000-character limit, refuses to save it until it fits', async () => {
    const user = userEvent.setup();
    const { store, server } = await board();
    await user.dblClick(textOf('Write report'));
    const field = await editor();
    const long = 'w'.repeat(MAX_TASK_TEXT_LENGTH + 1);
    fireEvent.change(field, { target: { value: long } });
    expect(field).toHaveValue(long);
    expect(today().getByText(TEXT_LIMIT_TEXTS.count(MAX_TASK_TEXT_LENGTH + 1))).toBeInTheDocument();
    expect(today().getByText(TEXT_LIMIT_TEXTS.over(1), { exact: false })).toBeInTheDocument();
    // Enter, then leaving the field: nothing saved, nothing cut, and it says so.
    await user.keyboard('{Enter}');
    expect(await editor()).toHaveValue(long);
    expect(today().getByText(TEXT_LIMIT_TEXTS.notSaved, { exact: false })).toBeInTheDocument();
    await user.click(document.body);
    expect(await editor()).toHaveValue(long);
    await whenSaved(store);
    expect(server.tasks.get('a')).toMatchObject(before.get('a')!);
    // One character fewer fits, and saves.
    fireEvent.change(await editor(), { target: { value: long.slice(1) } });
    expect(today().queryByText(TEXT_LIMIT_TEXTS.notSaved, { exact: false })).not.toBeInTheDocument();
    (await editor()).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.tasks.get('a')?.text).toBe(long.slice(1)));
  });

  it('stays open with the text when the store refuses it', async () => {
    const user = userEvent.setup();
    const { store, server } = await board();
    // Text the server would refuse (a NUL character, as a paste may bring): the store refuses it.
    const refused = vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.dblClick(textOf('Write report'));
    fireEvent.change(await editor(), { target: { value: 'Write report\u0000' } });
    await user.keyboard('{Enter}');
    expect(await editor()).toHaveValue('Write report\u0000');
    expect(refused).toHaveBeenCalledWith('Task text refused:', expect.any(String));
    await whenSaved(store);
    expect(server.tasks.get('a')).toMatchObject(before.get('a')!);
  });
});
