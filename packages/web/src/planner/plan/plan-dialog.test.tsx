import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAN_TEXTS, type Task } from '@dayflow/core';
import { formatPlanDay } from '../../lib/time-zone';
import { makeTask } from '../../test/make-task';
import { renderBoard } from '../../test/render-board';

// Thursday 26 November 2026, 10:36 on this machine's clock, in its own zone (as the device's).
beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 26, 10, 36), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const tasks = () => [
  makeTask({ id: 'a', text: 'Write report', order: 0 }),
  makeTask({ id: 'b', text: 'Call the dentist', order: 1 }),
  makeTask({ id: 'c', text: 'Sort photos', section: 'brainDump' }),
];
const list = (title: string) => within(screen.getByRole('region', { name: title }));
const held = (server: { list(): Task[] }, id: string) => server.list().find((task) => task.id === id);

async function openPlanFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  const row = screen.getByText(text, { selector: 'p' }).closest('li')!;
  await user.click(within(row).getByRole('button', { name: 'More actions' }));
  await user.click(await screen.findByRole('menuitem', { name: PLAN_TEXTS.menu }));
  return within(await screen.findByRole('dialog', { name: PLAN_TEXTS.title }));
}

/** A day's button as the calendar names it: "Friday, December 4, 2026". */
const dayName = (key: string) =>
  new Date(`${key}T00:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const focusedDay = () => (document.activeElement as HTMLElement).dataset.day;

describe('Plan for… in the task menu', () => {
  it('opens a calendar on today, marked, with the days before it disabled', async () => {
    const user = userEvent.setup();
    await renderBoard(tasks());
    const dialog = await openPlanFor(user, 'Call the dentist');
    const today = dialog.getByRole('button', { name: `${dayName('2026-11-26')}, ${PLAN_TEXTS.todayMark}` });
    expect(today).toHaveFocus();
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(dialog.getByRole('button', { name: dayName('2026-11-25') })).toBeDisabled();
    expect(dialog.getByRole('button', { name: dayName('2026-11-01') })).toBeDisabled();
    expect(dialog.getByRole('button', { name: dayName('2026-11-27') })).toBeEnabled();
    expect(dialog.getByRole('button', { name: PLAN_TEXTS.previousMonth })).toBeDisabled();
    expect(dialog.getByRole('grid', { name: /November 2026/ })).toBeInTheDocument();
  });

  it('moves by keys — a day, a week, a month — never before today, and Enter plans the day', async () => {
    const user = userEvent.setup();
    const { server } = await renderBoard(tasks());
    const dialog = await openPlanFor(user, 'Call the dentist');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focusedDay()).toBe('2026-11-26'); // the past stays out of reach
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2026-11-27');
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('2026-12-04');
    expect(dialog.getByRole('grid', { name: /December 2026/ })).toBeInTheDocument();
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toBe('2027-01-04');
    await user.keyboard('{PageUp}{PageUp}');
    expect(focusedDay()).toBe('2026-11-26'); // Nov 4 is past: today instead
    await user.keyboard('{PageDown}{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(list('Today').queryByRole('checkbox', { name: 'Call the dentist' })).not.toBeInTheDocument();
    await waitFor(() => expect(held(server, 'b')).toMatchObject({ section: 'later', day: '2026-12-26' }));
  });

  it('Escape closes without a change, and focus goes back to the row', async () => {
    const user = userEvent.setup();
    const { server } = await renderBoard(tasks());
    await openPlanFor(user, 'Call the dentist');
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = screen.getByText('Call the dentist', { selector: 'p' }).closest('li')!;
    expect(within(row).getByRole('button', { name: 'More actions' })).toHaveFocus();
    expect(held(server, 'b')).toMatchObject({ section: 'today' });
    expect(held(server, 'b')?.day ?? null).toBeNull();
  });

  it('Today and Tomorrow move the task to that list; Next week plans it for next Monday', async () => {
    const user = userEvent.setup();
    const { server } = await renderBoard(tasks());
    let dialog = await openPlanFor(user, 'Sort photos');
    const group = within(dialog.getByRole('group', { name: PLAN_TEXTS.shortcuts }));
    expect(group.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      `${PLAN_TEXTS.today}, ${formatPlanDay('2026-11-26')}`,
      `${PLAN_TEXTS.tomorrow}, ${formatPlanDay('2026-11-27')}`,
      `${PLAN_TEXTS.nextWeek}, ${formatPlanDay('2026-11-30')}`,
    ]);
    await user.click(group.getByRole('button', { name: new RegExp(`^${PLAN_TEXTS.tomorrow}`) }));
    expect(list('Tomorrow').getByRole('checkbox', { name: 'Sort photos' })).toBeInTheDocument();
    await waitFor(() => expect(held(server, 'c')).toMatchObject({ section: 'tomorrow', day: null }));

    dialog = await openPlanFor(user, 'Sort photos');
    await user.click(dialog.getByRole('button', { name: new RegExp(`^${PLAN_TEXTS.today}`) }));
    expect(list('Today').getByRole('checkbox', { name: 'Sort photos' })).toBeInTheDocument();

    dialog = await openPlanFor(user, 'Sort photos');
    await user.click(dialog.getByRole('button', { name: new RegExp(`^${PLAN_TEXTS.nextWeek}`) }));
    await waitFor(() => expect(held(server, 'c')).toMatchObject({ section: 'later', day: '2026-11-30' }));
    expect(screen.queryByRole('checkbox', { name: 'Sort photos' })).not.toBeInTheDocument();
    // The row is gone: focus lands on its list's title, not on the page.
    expect(list('Today').getByRole('heading', { level: 2 })).toHaveFocus();
  });
});
