import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DETAILS_MARK_TEXTS, DETAILS_TEXTS, MAX_TASK_NOTES_LENGTH, TEXTS } from '@dayflow/core';
import { makeTask } from '../../test/make-task';
import { renderBoard, whenSaved } from '../../test/render-board';

const today = () => within(screen.getByRole('region', { name: 'Today' }));
const textOf = (text: string) => today().getByText(text, { selector: 'p[tabindex="0"]' });
const rowOf = (text: string) => textOf(text).closest('li')!;
const panel = () => screen.findByRole('dialog', { name: DETAILS_TEXTS.title });

const initial = [
  makeTask({ id: 'a', text: 'Write report', priority: 'High', order: 0 }),
  makeTask({ id: 'b', text: 'Reply to Sam', order: 1 }),
];
const board = () => renderBoard(initial);

describe('a task’s details', () => {
  it('opens with Enter on the focused row, and Escape closes it with focus back on the row', async () => {
    const user = userEvent.setup();
    await board();
    textOf('Write report').focus();
    await user.keyboard('{Enter}');
    const dialog = within(await panel());
    expect(dialog.getByText('Write report')).toBeInTheDocument();
    expect(today().queryByRole('textbox', { name: /^Edit task:/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(textOf('Write report')).toHaveFocus();
  });

  it('opens from the row’s Details control and from the task menu’s Details', async () => {
    const user = userEvent.setup();
    await board();
    await user.click(within(rowOf('Reply to Sam')).getByRole('button', { name: DETAILS_MARK_TEXTS.open }));
    expect(within(await panel()).getByText('Reply to Sam')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: DETAILS_TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.pointer({ keys: '[MouseRight]', target: textOf('Write report') });
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: DETAILS_MARK_TEXTS.open }));
    expect(within(await panel()).getByText('Write report')).toBeInTheDocument();
  });

  it('saves notes when the field is left, and the row shows that the task has notes', async () => {
    const user = userEvent.setup();
    const { store, server } = await board();
    textOf('Write report').focus();
    await user.keyboard('{Enter}');
    const dialog = within(await panel());
    await user.click(dialog.getByRole('button', { name: DETAILS_TEXTS.addNotes }));
    await user.keyboard('Figures from https://example.com{Shift>}{Enter}{/Shift}then send');
    await user.keyboard('{Escape}');
    // The first Escape ends the edit; the notes show with their link.
    expect(dialog.getByRole('link', { name: 'https://example.com' })).toBeInTheDocument();
    await whenSaved(store);
    expect(server.tasks.get('a')?.notes).toBe('Figures from https://example.com\nthen send');
    expect(within(rowOf('Write report')).getByRole('img', { name: DETAILS_MARK_TEXTS.hasNotes })).toBeInTheDocument();
    expect(within(rowOf('Reply to Sam')).queryByRole('img', { name: DETAILS_MARK_TEXTS.hasNotes })).toBeNull();
  });

  it('keeps notes over the limit in the field, unsaved, and says why', async () => {
    const user = userEvent.setup();
    const { store, server } = await board();
    textOf('Write report').focus();
    await user.keyboard('{Enter}');
    const dialog = within(await panel());
    await user.click(dialog.getByRole('button', { name: DETAILS_TEXTS.addNotes }));
    const long = 'n'.repeat(MAX_TASK_NOTES_LENGTH + 1);
    const field = dialog.getByRole('textbox', { name: DETAILS_TEXTS.notesField });
    fireEvent.change(field, { target: { value: long } });
    await user.keyboard('{Escape}');
    expect(field).toHaveValue(long);
    expect(dialog.getByText(DETAILS_TEXTS.notesNotSaved, { exact: false })).toBeInTheDocument();
    // The panel does not close on them either.
    await user.click(dialog.getByRole('button', { name: DETAILS_TEXTS.close }));
    expect(screen.getByRole('dialog', { name: DETAILS_TEXTS.title })).toBeInTheDocument();
    await whenSaved(store);
    expect(server.tasks.get('a')?.notes).toBe('');
  });

  it('builds a checklist with Enter, ticks it, reorders it by keyboard, and the row shows 1/2', async () => {
    const user = userEvent.setup();
    const { store, server } = await board();
    textOf('Write report').focus();
    await user.keyboard('{Enter}');
    const dialog = within(await panel());
    await user.click(dialog.getByRole('textbox', { name: DETAILS_TEXTS.addItem }));
    await user.keyboard('Gather figures{Enter}Draft summary{Enter}');
    await user.click(dialog.getByRole('checkbox', { name: 'Gather figures' }));
    const progress = within(rowOf('Write report')).getByRole('img', { name: DETAILS_MARK_TEXTS.progress(1, 2) });
    expect(progress).toHaveTextContent('1/2');

    dialog.getByRole('button', { name: DETAILS_TEXTS.reorder('Draft summary') }).focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: DETAILS_TEXTS.reorder('Draft summary') })).toHaveFocus(),
    );
    expect(dialog.getByText(DETAILS_TEXTS.moved('Draft summary', 1, 2))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: DETAILS_TEXTS.deleteItem('Gather figures') }));
    await whenSaved(store);
    expect(server.tasks.get('a')?.checklist.map(({ text, done }) => ({ text, done }))).toEqual([
      { text: 'Draft summary', done: false },
    ]);
  });

  it('sets the priority and moves the task to another list, staying open', async () => {
    const user = userEvent.setup();
    const { store, server } = await board();
    textOf('Reply to Sam').focus();
    await user.keyboard('{Enter}');
    const dialog = within(await panel());
    await user.click(dialog.getByRole('radio', { name: 'Low' }));
    await user.click(dialog.getByRole('button', { name: TEXTS.sectionTitles.tomorrow }));
    expect(dialog.getByRole('button', { name: TEXTS.sectionTitles.tomorrow })).toHaveAttribute('aria-pressed', 'true');
    await whenSaved(store);
    expect(server.tasks.get('b')).toMatchObject({ priority: 'Low', section: 'tomorrow' });
  });
});
