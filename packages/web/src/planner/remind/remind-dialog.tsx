import { useRef, useState, type FormEvent } from 'react';
import { Bell } from 'lucide-react';
import { REMINDER_TEXTS, instantAt, localTimeOf, reminderPresets, type Task } from '@dayflow/core';
import { Button, Dialog, dialogLook } from '../../components/ui';
import { deviceTimeZone, formatReminderTime } from '../../lib/time-zone';
import { useTaskActions } from '../../sync';

export interface RemindDialogProps {
  task: Task;
  onClose: () => void;
  /** Gets focus back when the dialog closes (the control that opened the task's menu). */
  returnTo: HTMLElement | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `<input type="datetime-local">` value of an instant in the zone, and back. */
const toLocalInput = (ms: number, zone: string) => {
  const { date, minutes } = localTimeOf(ms, zone);
  return `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
};
const fromLocalInput = (value: string, zone: string) => {
  const [date, time] = value.split('T') as [string, string];
  const [h, m] = time.split(':').map(Number) as [number, number];
  return instantAt(date, h * 60 + m, zone);
};

/**
 * "Remind me…": later today, this evening, tomorrow morning, or a chosen date and time, in this
 * device's time zone; "No reminder" clears one. A modal dialog: Tab stays inside, Escape cancels.
 */
export default function RemindDialog({ task, onClose, returnTo }: RemindDialogProps) {
  const actions = useTaskActions();
  const zone = deviceTimeZone();
  const [now] = useState(() => Date.now());
  const presets = reminderPresets(now, zone);
  const [custom, setCustom] = useState(() => toLocalInput(presets.laterToday ?? presets.tomorrowMorning, zone));
  const opener = useRef(returnTo);

  const choose = (at: number | null) => {
    actions.setReminder(task.id, at === null ? null : new Date(at).toISOString());
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (custom) choose(fromLocalInput(custom, zone));
  };
  const options: [string, number | null][] = [
    [REMINDER_TEXTS.laterToday, presets.laterToday],
    [REMINDER_TEXTS.thisEvening, presets.thisEvening],
    [REMINDER_TEXTS.tomorrowMorning, presets.tomorrowMorning],
  ];

  return (
    <Dialog
      onClose={onClose}
      returnFocus={opener}
      aria-labelledby="remind-title"
      className={`${dialogLook.sheet} sm:w-[24rem]`}
    >
      <h2 id="remind-title" className="flex items-center gap-2 text-lg font-bold">
        <Bell className="size-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
        {REMINDER_TEXTS.dialogTitle}
      </h2>
      <p className="mt-1 mb-3 text-sm break-words text-slate-600 dark:text-slate-300">“{task.text}”</p>
      <div className="space-y-2">
        {options.map(
          ([label, at]) =>
            at !== null && (
              <Button key={label} variant="choice" onClick={() => choose(at)}>
                {label}{' '}
                <span className="font-normal text-slate-500">· {formatReminderTime(new Date(at).toISOString())}</span>
              </Button>
            ),
        )}
      </div>
      <form onSubmit={submit} className="mt-4 flex items-end gap-2">
        <label className="flex-1 text-sm font-medium">
          {REMINDER_TEXTS.pickTime}
          <input
            type="datetime-local"
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            className="mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800"
          />
        </label>
        <Button variant="primary" type="submit">
          {REMINDER_TEXTS.set}
        </Button>
      </form>
      {task.remindAt && (
        <Button variant="quietDanger" className="mt-3" onClick={() => choose(null)}>
          {REMINDER_TEXTS.clear}
        </Button>
      )}
    </Dialog>
  );
}
