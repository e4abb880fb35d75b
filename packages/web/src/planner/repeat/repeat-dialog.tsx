import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Repeat } from 'lucide-react';
import { EVERY_DAY, ROUTINES_PATH, ROUTINE_TEXTS, type Task } from '@dayflow/core';
import { Button, Dialog, dialogLook } from '../../components/ui';
import { WeekdayPicker } from '../../components/weekday-picker';
import { toast } from '../../lib/toast';
import { createRoutine } from './create-routine';

export interface RepeatDialogProps {
  task: Task;
  onClose: () => void;
  /** Gets focus back when the dialog closes (the control that opened the task's menu). */
  returnTo: HTMLElement | null;
}

/**
 * "Repeat…": makes the task a routine on the chosen days (every day, weekdays, any set). Its
 * copies start with the next chosen day; the task itself stays where it is. A modal dialog:
 * focus starts on the first choice, Tab stays inside, Escape cancels.
 */
export default function RepeatDialog({ task, onClose, returnTo }: RepeatDialogProps) {
  const [weekdays, setWeekdays] = useState<number[]>([...EVERY_DAY]);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const opener = useRef(returnTo);
  const empty = weekdays.length === 0;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || saving) return;
    setSaving(true);
    setFailed(false);
    try {
      // A task the server has not confirmed yet (no version) may not exist there: the routine is
      // made from its words instead.
      await createRoutine(
        task.version === undefined
          ? { text: task.text, priority: task.priority, weekdays }
          : { taskId: task.id, weekdays },
      );
      toast.success(ROUTINE_TEXTS.created(weekdays));
      onClose();
    } catch {
      setFailed(true);
      setSaving(false);
    }
  };

  return (
    <Dialog
      onClose={onClose}
      returnFocus={opener}
      aria-labelledby="repeat-title"
      aria-describedby="repeat-hint"
      className={`${dialogLook.sheet} sm:w-[26rem]`}
    >
      <form onSubmit={save}>
        <h2 id="repeat-title" className="flex items-center gap-2 text-lg font-bold">
          <Repeat className="size-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
          {ROUTINE_TEXTS.repeatTitle}
        </h2>
        <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-300">“{task.text}”</p>
        <p id="repeat-hint" className="mt-1 mb-4 text-sm text-slate-500 dark:text-slate-400">
          {ROUTINE_TEXTS.repeatHint}
        </p>
        <WeekdayPicker value={weekdays} onChange={setWeekdays} />
        <p role="alert" className="mt-3 min-h-5 text-sm font-medium text-rose-700 dark:text-rose-300">
          {empty ? ROUTINE_TEXTS.chooseOneDay : failed ? ROUTINE_TEXTS.saveFailed : ''}
        </p>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <Link
            to={ROUTINES_PATH}
            className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
          >
            {ROUTINE_TEXTS.manage}
          </Link>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={onClose}>
              {ROUTINE_TEXTS.cancel}
            </Button>
            <Button variant="primary" type="submit" disabled={empty || saving}>
              {ROUTINE_TEXTS.save}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
