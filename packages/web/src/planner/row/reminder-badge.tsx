import { Bell, BellRing } from 'lucide-react';
import { REMINDER_TEXTS, isReminderDue, type Task } from '@dayflow/core';
import { useNow } from '../../hooks/use-now';
import { formatReminderTime } from '../../lib/time-zone';

/** Often enough that a row turns "due" within seconds of its time. */
const DUE_CHECK_MS = 15_000;

/**
 * The reminder time on a row. Past it on an open task the row shows it as due; a reminder that
 * fell due while no server ran (and so was never sent) shows as missed.
 */
export function ReminderBadge({ task }: { task: Task & { remindAt: string } }) {
  const now = useNow(DUE_CHECK_MS);
  const time = formatReminderTime(task.remindAt);
  const due = isReminderDue(task, now);
  const state = task.reminderMissed ? REMINDER_TEXTS.missed : due ? REMINDER_TEXTS.due : null;
  const label = state ? `${REMINDER_TEXTS.rowLabel(time)} · ${state}` : REMINDER_TEXTS.rowLabel(time);
  const Icon = due ? BellRing : Bell;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-reminder-state={state ? (task.reminderMissed ? 'missed' : 'due') : 'set'}
      className={`mt-0.5 inline-flex shrink-0 items-center gap-0.5 rounded-full px-1.5 text-xs font-semibold ${
        due
          ? 'bg-rose-100 text-rose-800 dark:bg-rose-400/15 dark:text-rose-200'
          : 'bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200'
      }`}
    >
      <Icon className="size-3" aria-hidden="true" />
      {time}
    </span>
  );
}
