import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { REMINDER_TEXTS } from '@dayflow/core';
import { makeTask } from '../../test/make-task';
import { formatReminderTime } from '../../lib/time-zone';
import { ReminderBadge } from './reminder-badge';

// Thursday 26 November 2026, 10:36 on this machine's clock and zone (the badge reads the device's).
const now = new Date(2026, 10, 26, 10, 36).getTime();
const local = (month: number, day: number, hour: number, year = 2026) => new Date(year, month - 1, day, hour);

function badgeFor(at: Date, extra: { reminderMissed?: boolean; completed?: boolean } = {}) {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  const remindAt = at.toISOString();
  const { unmount } = render(<ReminderBadge task={{ ...makeTask({ id: 'a', remindAt, ...extra }), remindAt }} />);
  const badge = screen.getByRole('img');
  return { badge, time: formatReminderTime(remindAt), unmount };
}

afterEach(() => vi.useRealTimers());

describe('ReminderBadge', () => {
  it('says only the time when the reminder is today', () => {
    const { badge, time } = badgeFor(local(11, 26, 15));
    expect(badge).toHaveTextContent(new RegExp(`^${time}$`));
    expect(badge).toHaveAccessibleName(REMINDER_TEXTS.rowLabel(time));
    expect(badge).toHaveAttribute('data-reminder-state', 'set');
  });

  it.each([
    ['tomorrow', local(11, 27, 9), (time: string) => `Tomorrow ${time}`],
    ['in two days, its weekday', local(11, 28, 9), (time: string) => `${weekday(local(11, 28, 9))} ${time}`],
    ['in six days, its weekday', local(12, 2, 9), (time: string) => `${weekday(local(12, 2, 9))} ${time}`],
    ['a week on, its date', local(12, 3, 9), (time: string) => `${monthDay(local(12, 3, 9))}, ${time}`],
    ['yesterday, its date', local(11, 25, 9), (time: string) => `${monthDay(local(11, 25, 9))}, ${time}`],
    [
      'next year, its date and year',
      local(1, 5, 9, 2027),
      (time: string) =>
        `${local(1, 5, 9, 2027).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' })}, ${time}`,
    ],
  ])('says its day: %s', (_, at, expected) => {
    const { badge, time } = badgeFor(at);
    expect(badge).toHaveTextContent(expected(time));
    expect(badge).toHaveAccessibleName(new RegExp(`^${REMINDER_TEXTS.rowLabelOn(expected(time))}`));
  });

  it('shows due and missed apart: each its own icon, look and name, not only a tooltip', () => {
    const due = badgeFor(local(11, 26, 9));
    const dueLook = { icon: iconOf(due.badge), className: due.badge.className };
    expect(due.badge).toHaveAccessibleName(`${REMINDER_TEXTS.rowLabel(due.time)} · ${REMINDER_TEXTS.due}`);
    expect(due.badge).toHaveAttribute('data-reminder-state', 'due');
    due.unmount();

    const missed = badgeFor(local(11, 26, 9), { reminderMissed: true });
    expect(missed.badge).toHaveAccessibleName(`${REMINDER_TEXTS.rowLabel(missed.time)} · ${REMINDER_TEXTS.missed}`);
    expect(missed.badge).toHaveAttribute('data-reminder-state', 'missed');
    expect(iconOf(missed.badge)).not.toBe(dueLook.icon);
    expect(missed.badge.className).not.toBe(dueLook.className);
    missed.unmount();

    const set = badgeFor(local(11, 26, 15));
    expect(iconOf(set.badge)).not.toBe(dueLook.icon);
    expect(iconOf(set.badge)).not.toBe(iconOf(missed.badge));
  });
});

const weekday = (at: Date) => at.toLocaleDateString(undefined, { weekday: 'short' });
const monthDay = (at: Date) => at.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
/** Which lucide icon a badge shows (its class names the icon). */
const iconOf = (badge: HTMLElement) => badge.querySelector('svg')?.getAttribute('class') ?? '';
