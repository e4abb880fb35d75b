import { REMINDER_SNOOZE_MS, REMINDER_TEXTS } from '@dayflow/core';
import { toast } from '../lib/toast';
import type { TaskActions } from '../sync';

const buttonClass =
  'shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';

/** How long the toast stays when nobody answers it: the row still shows the reminder as due. */
const REMINDER_TOAST_MS = 60_000;

/** The in-app reminder: the task's text with Done and Snooze 10 min, as the notification has. */
export function showReminderToast(
  reminder: { taskId: string; text: string },
  actions: Pick<TaskActions, 'setCompleted' | 'setReminder'>,
) {
  const id = `reminder-${reminder.taskId}`;
  const answer = (run: () => void) => () => {
    run();
    toast.dismiss(id);
  };
  toast(
    <span className="flex flex-col gap-2">
      <span>
        <span className="font-semibold">{REMINDER_TEXTS.notificationTitle}: </span>
        {reminder.text}
      </span>
      <span className="flex gap-2">
        <button
          type="button"
          className={`${buttonClass} bg-indigo-600 text-white hover:bg-indigo-500`}
          onClick={answer(() => actions.setCompleted(reminder.taskId, true))}
        >
          {REMINDER_TEXTS.done}
        </button>
        <button
          type="button"
          className={`${buttonClass} text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 dark:text-slate-200`}
          onClick={answer(() =>
            actions.setReminder(reminder.taskId, new Date(Date.now() + REMINDER_SNOOZE_MS).toISOString()),
          )}
        >
          {REMINDER_TEXTS.snooze}
        </button>
      </span>
    </span>,
    { id, duration: REMINDER_TOAST_MS },
  );
}
