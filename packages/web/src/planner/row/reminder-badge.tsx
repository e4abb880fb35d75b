import { Bell, BellOff, BellRing } from 'lucide-react';
import { REMINDER_TEXTS, isReminderDue, type Task } from '@dayflow/core';
import { useNow } from '../../hooks/use-now';
import { formatReminderWhen } from '../../lib/time-zone';

/** Often enough that a row turns "due" within seconds of its time. */
const DUE_CHECK_MS = 15_000;

const LOOKS = {
  set: { Icon: Bell, className: 'bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200' },
  // Ringing now: the strongest colour.
  due: { Icon: BellRing, className: 'bg-rose-100 text-rose-800 dark:bg-rose-400/15 dark:text-rose-200' },
  // Never sent (no server ran in time): a struck bell and a dashed edge, so it does not read as
  // ringing now.
  missed: {
    Icon: BellOff,
    className:
      'border border-dashed border-amber-500 bg-amber-50 text-amber-900 dark:border-amber-400/70 dark:bg-amber-400/10 dark:text-amber-100',
  },
} as const;

/**
 * The reminder on a row, with its day unless it is today's ("9:00", "Tomorrow 9:00", "Fri 9:00",
 * "Dec 3, 9:00"). Past it on an open task the row shows it as due; a reminder that fell due while
 * no server ran (and so was never sent) shows as missed. Each state has its own icon and look, and
 * its name says it.
 */
export function ReminderBadge({ task }: { task: Task & { remindAt: string } }) {
  const now = useNow(DUE_CHECK_MS);
  const when = formatReminderWhen(task.remindAt, now);
  const due = isReminderDue(task, now);
  const state = task.reminderMissed ? 'missed' : due ? 'due' : 'set';
  const base = when.today ? REMINDER_TEXTS.rowLabel(when.text) : REMINDER_TEXTS.rowLabelOn(when.text);
  const label = state === 'set' ? base : `${base} · ${REMINDER_TEXTS[state]}`;
  const { Icon, className } = LOOKS[state];
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-reminder-state={state}
      className={`inline-flex max-w-full items-center gap-0.5 self-start rounded-full px-1.5 text-xs font-semibold ${className}`}
    >
      <Icon className="size-3 shrink-0" aria-hidden="true" />
      {when.text}
    </span>
  );
}
