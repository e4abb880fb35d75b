import { REMINDER_TEXTS, snoozeChoices, type SnoozeChoices } from '@dayflow/core';
import { deviceTimeZone } from '../lib/time-zone';
import { toast } from '../lib/toast';
import type { TaskActions } from '../sync';

const buttonClass =
  'shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';

/** How long the toast stays when nobody answers it: the row still shows the reminder as due. */
const REMINDER_TOAST_MS = 60_000;

const SNOOZE_ORDER: (keyof SnoozeChoices)[] = ['tenMinutes', 'oneHour', 'thisEvening', 'tomorrowMorning'];

/**
 * The in-app reminder: the task's text with Done and the snoozes (10 min, 1 hour, this evening
 * while 18:00 is ahead, tomorrow morning). The system notification keeps Done and Snooze 10 min:
 * browsers show two actions at most.
 */
export function showReminderToast(
  reminder: { taskId: string; text: string },
  actions: Pick<TaskActions, 'setCompleted' | 'setReminder'>,
) {
  const id = `reminder-${reminder.taskId}`;
  const answer = (run: () => void) => () => {
    run();
    toast.dismiss(id);
  };
  // Which choices to offer is read when the toast shows; the time, when one is clicked (10 min
  // from the click, not from the ring). The toast lives a minute: an evening offered at 17:59:30
  // and clicked after 18:00 keeps the 18:00 it showed.
  const choices = snoozeChoices(Date.now(), deviceTimeZone());
  const snooze = (choice: keyof SnoozeChoices) => {
    const at = snoozeChoices(Date.now(), deviceTimeZone())[choice] ?? choices[choice]!;
    actions.setReminder(reminder.taskId, new Date(at).toISOString());
  };
  const snoozeId = `${id}-snooze`;
  toast(
    <span className="flex flex-col gap-2">
      <span>
        <span className="font-semibold">{REMINDER_TEXTS.notificationTitle}: </span>
        {reminder.text}
      </span>
      <span className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={`${buttonClass} bg-indigo-600 text-white hover:bg-indigo-500`}
          onClick={answer(() => actions.setCompleted(reminder.taskId, true))}
        >
          {REMINDER_TEXTS.done}
        </button>
      </span>
      <span role="group" aria-labelledby={snoozeId} className="flex flex-wrap items-center gap-1.5">
        <span id={snoozeId} className="text-xs font-semibold text-slate-600 dark:text-slate-300">
          {REMINDER_TEXTS.snoozeHeading}
        </span>
        {SNOOZE_ORDER.map((choice) => {
          if (choices[choice] === null) return null;
          const label = REMINDER_TEXTS.snoozeChoices[choice];
          return (
            <button
              key={choice}
              type="button"
              aria-label={REMINDER_TEXTS.snoozeFor(label)}
              className={`${buttonClass} px-2.5 py-1 text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800`}
              onClick={answer(() => snooze(choice))}
            >
              {label}
            </button>
          );
        })}
      </span>
    </span>,
    { id, duration: REMINDER_TOAST_MS },
  );
}
