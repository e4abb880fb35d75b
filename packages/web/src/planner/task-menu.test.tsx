import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DETAILS_MARK_TEXTS,
  LONG_PRESS_MS,
  PLAN_TEXTS,
  REMINDER_TEXTS,
  REPEAT_TASK,
  TEXTS,
  type Task,
} from '@dayflow/core';
import '../test/pointer-event';
import { makeTask } from '../test/make-task';
import { renderBoard, whenSaved } from '../test/render-board';

const region = (title: string) => within(screen.getByRole('region', { name: title }));
const textOf = (text: string) => screen.getByText(text, { selector: 'p' });
const initial = [
  makeTask({ id: 'a', text: 'Write report', priority: 'High', order: 0 }),
  makeTask({ id: 'b', text: 'Reply to Sam', order: 1 }),
  makeTask({ id: 'x', text: 'Tomorrow thing', section: 'tomorrow' }),
];
const board = () => renderBoard(initial);
/** The server's tasks by id. */
const held = (server: { list(): Task[] }) => Object.fromEntries(server.list().map((task) => [task.id, task]));
const initially = Object.fromEntries(initial.map((task) => [task.id, task]));

function press(el: Element, at = { clientX: 40, clientY: 20 }) {
  fireEvent.pointerDown(el, { button: 0, pointerType: 'touch', ...at });
}

describe('task menu by long press', () => {
  afterEach(() => vi.useRealTimers());

  it(`opens after ${LONG_PRESS_MS} ms of holding, with Move to the other two lists, Plan for…, Details, Edit, Repeat…, Remind me… and Delete`, async () => {
    await board(); // connected on real timers; the press is timed on fake ones
    vi.useFakeTimers();
    press(textOf('Write report'));
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    // The menu's code comes with its first opening.
    vi.useRealTimers();
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      TEXTS.moveTo('Brain Dump'),
      TEXTS.moveTo('Tomorrow'),
      PLAN_TEXTS.menu,
      DETAILS_MARK_TEXTS.open,
      TEXTS.edit,
      REPEAT_TASK,
      REMINDER_TEXTS.menu,
      TEXTS.delete,
    ]);
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    fireEvent.pointerUp(textOf('Write report'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('is cancelled by releasing early or by moving more than a few pixels', async () => {
    await board(); // connected on real timers; the press is timed on fake ones
    vi.useFakeTimers();
    press(textOf('Write report'));
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerUp(textOf('Write report'));
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    press(textOf('Write report'));
    fireEvent.pointerMove(textOf('Write report'), { clientX: 40, clientY: 32 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    press(textOf('Write report'));
    fireEvent.pointerMove(textOf('Write report'), { clientX: 43, clientY: 22 }); // a wobble is fine
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('does not start on the drag handle or the checkbox', async () => {
    await board(); // connected on real timers; the press is timed on fake ones
    vi.useFakeTimers();
    const row = textOf('Write report').closest('li')!;
    press(within(row).getByRole('button', { name: TEXTS.dragToMove }));
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS * 2));
    press(within(row).getByRole('checkbox'));
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS * 2));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('task menu from keyboard and right-click', () => {
  it('opens from the More actions button; arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    await board();
    const more = within(textOf('Write report').closest('li')!).getByRole('button', { name: 'More actions' });
    more.focus();
    await user.keyboard('{Enter}');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items.at(-1)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it('a second press on More actions closes the menu', async () => {
    const user = userEvent.setup();
    await board();
    const more = within(textOf('Write report').closest('li')!).getByRole('button', { name: 'More actions' });
    await user.click(more);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(more);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Shift+F10 and with the ContextMenu key on a focused row', async () => {
    const user = userEvent.setup();
    await board();
    screen.getByRole('checkbox', { name: 'Reply to Sam' }).focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('checkbox', { name: 'Reply to Sam' })).toHaveFocus();
    await user.keyboard('{ContextMenu}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('opens on right-click and closes on a click elsewhere', async () => {
    const user = userEvent.setup();
    await board();
    await user.pointer({ keys: '[MouseRight]', target: textOf('Reply to Sam') });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('task menu actions', () => {
  const openMenuFor = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
    await user.pointer({ keys: '[MouseRight]', target: textOf(text) });
    return within(screen.getByRole('menu'));
  };

  it('Move to Tomorrow appends the task to Tomorrow', async () => {
    const user = userEvent.setup();
    const { server } = await board();
    await user.click(
      (await openMenuFor(user, 'Reply to Sam')).getByRole('menuitem', { name: TEXTS.moveTo('Tomorrow') }),
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(region('Today').queryByText('Reply to Sam')).not.toBeInTheDocument();
    const tomorrow = region('Tomorrow')
      .getAllByRole('checkbox')
      .map((c) => c.getAttribute('aria-label'));
    expect(tomorrow).toEqual(['Tomorrow thing', 'Reply to Sam']);
    await waitFor(() =>
      expect(
        server
          .list()
          .filter((t) => t.section === 'tomorrow')
          .map((t) => t.id),
      ).toEqual(['x', 'b']),
    );
  });

  it('Delete removes the task', async () => {
    const user = userEvent.setup();
    const { server } = await board();
    await user.click((await openMenuFor(user, 'Write report')).getByRole('menuitem', { name: TEXTS.delete }));
    expect(screen.queryByText('Write report')).not.toBeInTheDocument();
    await waitFor(() => expect(Object.keys(held(server)).sort()).toEqual(['b', 'x']));
  });

  it('Edit loads text and priority into the list input; Save needs text and saves', async () => {
    const user = userEvent.setup();
    const { store, server } = await board();
    await user.click((await openMenuFor(user, 'Write report')).getByRole('menuitem', { name: TEXTS.edit }));
    const today = region('Today');
    expect(today.getByText(TEXTS.editingTask)).toBeInTheDocument();
    const input = today.getByRole('textbox', { name: 'Edit task in Today' });
    expect(input).toHaveValue('Write report');
    expect(input).toHaveFocus();
    expect(today.getByRole('radio', { name: 'High' })).toBeChecked();

    await user.clear(input);
    expect(today.getByRole('button', { name: TEXTS.save })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(today.getByText(TEXTS.editingTask)).toBeInTheDocument();
    await whenSaved(store);
    expect(held(server)).toMatchObject(initially);

    await user.type(input, '  Write the final report ');
    await user.click(today.getByRole('radio', { name: 'Low' }));
    await user.click(today.getByRole('button', { name: TEXTS.save }));
    expect(today.queryByText(TEXTS.editingTask)).not.toBeInTheDocument();
    expect(today.getByRole('textbox', { name: 'New task in Today' })).toHaveValue('');
    const row = today.getByRole('checkbox', { name: 'Write the final report' }).closest('li')!;
    expect(within(row).getByRole('img', { name: 'Low priority' })).toBeInTheDocument();
    // Saved as an edit of the same task, not added as a new one.
    await whenSaved(store);
    expect(held(server)).toMatchObject({
      ...initially,
      a: { ...initially.a, text: 'Write the final report', priority: 'Low', updatedAt: expect.any(Number) },
    });
  });

  it('Edit saves with Enter too', async () => {
    const user = userEvent.setup();
    const { server } = await board();
    await user.click((await openMenuFor(user, 'Reply to Sam')).getByRole('menuitem', { name: TEXTS.edit }));
    await user.keyboard(' today{Enter}');
    await waitFor(() =>
      expect(server.tasks.get('b')).toMatchObject({ text: 'Reply to Sam today', priority: 'Medium' }),
    );
  });

  it('Cancel leaves the task as it was and empties the input', async () => {
    const user = userEvent.setup();
    const { store, server } = await board();
    await user.click((await openMenuFor(user, 'Write report')).getByRole('menuitem', { name: TEXTS.edit }));
    const today = region('Today');
    await user.type(today.getByRole('textbox', { name: 'Edit task in Today' }), ' changed');
    await user.click(today.getByRole('button', { name: TEXTS.cancel }));
    expect(today.queryByText(TEXTS.editingTask)).not.toBeInTheDocument();
    expect(today.getByRole('textbox', { name: 'New task in Today' })).toHaveValue('');
    expect(today.getByRole('checkbox', { name: 'Write report' })).toBeInTheDocument();
    await whenSaved(store);
    expect(held(server)).toMatchObject(initially);
  });
});
