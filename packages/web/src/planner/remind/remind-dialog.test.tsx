import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMINDER_TEXTS, reminderPresets, resolveReminderWhen, type DayIntent } from '@dayflow/core';
import { makeTask } from '../../test/make-task';
import { renderBoard } from '../../test/render-board';
import { deviceTimeZone, formatReminderTime } from '../../lib/time-zone';

const rowOf = (text: string) => within(screen.getByRole('checkbox', { name: text }).closest('li')!);

describe('Remind me…', () => {
  it('sets tomorrow morning from the task menu, and the row shows the time', async () => {
    const { server } = await renderBoard([makeTask({ id: 'a', text: 'Call Ada', section: 'today' })]);
    const user = userEvent.setup();
    await user.click(rowOf('Call Ada').getByRole('button', { name: 'More actions' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: REMINDER_TEXTS.menu }));
    const dialog = within(await screen.findByRole('dialog', { name: REMINDER_TEXTS.dialogTitle }));
    await user.click(dialog.getByRole('button', { name: new RegExp(REMINDER_TEXTS.tomorrowMorning) }));

    const expected = new Date(reminderPresets(Date.now(), deviceTimeZone()).tomorrowMorning).toISOString();
    await waitFor(() => expect(server.list()[0]?.remindAt).toBe(expected));
    expect(
      rowOf('Call Ada').getByRole('img', {
        name: REMINDER_TEXTS.rowLabelOn(REMINDER_TEXTS.onDay(REMINDER_TEXTS.tomorrow, formatReminderTime(expected))),
      }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears a reminder with No reminder', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const { server } = await renderBoard([makeTask({ id: 'a', text: 'Call Ada', section: 'today', remindAt: at })]);
    const user = userEvent.setup();
    await user.click(rowOf('Call Ada').getByRole('button', { name: 'More actions' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: REMINDER_TEXTS.menu }));
    await user.click(await screen.findByRole('button', { name: REMINDER_TEXTS.clear }));
    await waitFor(() => expect(server.list()[0]?.remindAt).toBeNull());
    expect(rowOf('Call Ada').queryByRole('img', { name: /^Reminder / })).not.toBeInTheDocument();
  });

  it('shows a past reminder on an open task as due, and a missed one as missed', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    await renderBoard([
      makeTask({ id: 'a', text: 'Due one', section: 'today', remindAt: past }),
      makeTask({ id: 'b', text: 'Missed one', section: 'today', remindAt: past, reminderMissed: true }),
      makeTask({
        id: 'c',
        text: 'Later one',
        section: 'today',
        remindAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    ]);
    const time = formatReminderTime(past);
    expect(
      rowOf('Due one').getByRole('img', { name: `${REMINDER_TEXTS.rowLabel(time)} · ${REMINDER_TEXTS.due}` }),
    ).toBeVisible();
    expect(
      rowOf('Missed one').getByRole('img', { name: `${REMINDER_TEXTS.rowLabel(time)} · ${REMINDER_TEXTS.missed}` }),
    ).toBeVisible();
    expect(rowOf('Later one').getByRole('img', { name: /^Reminder at [^·]+$/ })).toBeVisible();
  });

  it('quick-add @tomorrow 9:00 sets the reminder in this device’s zone, leaves the words out and plans the task for tomorrow', async () => {
    const { server } = await renderBoard([]);
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText("Add today's tasks..."), 'Call Ada @tomorrow 9:00{Enter}');
    const tomorrow: DayIntent = { kind: 'in', days: 1 };
    const expected = new Date(resolveReminderWhen({ day: tomorrow, minutes: 540 }, Date.now(), deviceTimeZone()));
    await waitFor(() => expect(server.list()).toHaveLength(1));
    expect(server.list()[0]).toMatchObject({ text: 'Call Ada', section: 'tomorrow', remindAt: expected.toISOString() });
  });
});
