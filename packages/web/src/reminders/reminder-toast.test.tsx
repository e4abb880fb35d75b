import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import hotToast, { Toaster } from 'react-hot-toast';
import { REMINDER_TEXTS } from '@dayflow/core';
import { showReminderToast } from './reminder-toast';

// On this machine's clock and zone, as the device's.
const local = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
const snoozeNames = Object.values(REMINDER_TEXTS.snoozeChoices).map(REMINDER_TEXTS.snoozeFor);

async function ring(at: Date) {
  vi.useFakeTimers({ now: at, toFake: ['Date'] });
  const actions = { setCompleted: vi.fn(), setReminder: vi.fn() };
  render(<Toaster />);
  act(() => showReminderToast({ taskId: 'a', text: 'Call Ada' }, actions));
  // The toast library comes on demand.
  const group = within(await screen.findByRole('group', { name: REMINDER_TEXTS.snoozeHeading }));
  return { actions, group };
}

afterEach(() => {
  act(() => hotToast.remove());
  vi.useRealTimers();
});

describe('the reminder toast', () => {
  it('offers 10 min, 1 hour, this evening and tomorrow morning, each setting its time', async () => {
    const { actions, group } = await ring(local(26, 11));
    expect(group.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(snoozeNames);
    expect(group.getByRole('button', { name: REMINDER_TEXTS.snooze })).toHaveTextContent('10 min');

    await userEvent.click(group.getByRole('button', { name: REMINDER_TEXTS.snoozeFor('This evening') }));
    expect(actions.setReminder).toHaveBeenCalledWith('a', local(26, 18).toISOString());
  });

  it.each([
    ['10 min', local(26, 11, 10)],
    ['1 hour', local(26, 12)],
    ['Tomorrow morning', local(27, 9)],
  ])('Snooze %s', async (choice, expected) => {
    const { actions, group } = await ring(local(26, 11));
    await userEvent.click(group.getByRole('button', { name: REMINDER_TEXTS.snoozeFor(choice) }));
    expect(actions.setReminder).toHaveBeenCalledWith('a', expected.toISOString());
  });

  it('leaves this evening out once 18:00 has passed', async () => {
    const { group } = await ring(local(26, 18, 5));
    expect(group.queryByRole('button', { name: REMINDER_TEXTS.snoozeFor('This evening') })).not.toBeInTheDocument();
    expect(group.getAllByRole('button')).toHaveLength(3);
  });
});
