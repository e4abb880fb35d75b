import { useRef, useState, type RefObject } from 'react';
import { CalendarDays } from 'lucide-react';
import { PLAN_TEXTS, TEXTS, addDays, localDateKey, placeDay, placeSection, resolveDay, type Task } from '@dayflow/core';
import { Button, Dialog, dialogLook } from '../../components/ui';
import { deviceTimeZone, formatPlanDay } from '../../lib/time-zone';
import { useTaskActions } from '../../sync';
import { MonthCalendar } from './month-calendar';

export interface PlanDialogProps {
  task: Task;
  onClose: () => void;
  /** Gets focus back when the dialog closes with the task where it was (the control that opened the menu). */
  returnTo: HTMLElement | null;
  /** Gets focus when the task left its list: its row, and the control on it, are gone. */
  leaveTo: RefObject<HTMLElement | null>;
}

/**
 * "Plan for…": a day for the task, from three quick picks or a month's calendar. Today and
 * tomorrow move it to that list; a day after waits in Later with its day (core placeDay), through
 * the store's move, so it can be undone. Days are this device's: today is its local date, as a
 * typed `#fri` reads it. A bottom sheet on a phone, a card above.
 */
export default function PlanDialog({ task, onClose, returnTo, leaveTo }: PlanDialogProps) {
  const actions = useTaskActions();
  const [today] = useState(() => localDateKey(Date.now(), deviceTimeZone()));
  const opener = useRef(returnTo);
  // The calendar's focused day takes focus on open: the keys work at once.
  const initialFocus = useRef<HTMLButtonElement>(null);
  const initial = task.day ?? (task.section === 'tomorrow' ? addDays(today, 1) : today);

  const pick = (day: string) => {
    const { section, day: planned } = placeSection(placeDay(day, today));
    if (section !== task.section || planned !== (task.day ?? undefined)) {
      actions.moveTask(task.id, section, Number.MAX_SAFE_INTEGER, planned);
      opener.current = leaveTo.current;
    }
    onClose();
  };

  const shortcuts: [string, string][] = [
    [PLAN_TEXTS.today, today],
    [PLAN_TEXTS.tomorrow, addDays(today, 1)],
    [PLAN_TEXTS.nextWeek, resolveDay({ kind: 'next-week' }, today)],
  ];

  return (
    <Dialog
      onClose={onClose}
      returnFocus={opener}
      initialFocus={initialFocus}
      aria-labelledby="plan-title"
      className={`${dialogLook.sheet} sm:w-[24rem]`}
    >
      <h2 id="plan-title" className="flex items-center gap-2 text-lg font-bold">
        <CalendarDays className="size-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
        {PLAN_TEXTS.title}
      </h2>
      <p className="mt-1 mb-3 line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-300">“{task.text}”</p>
      <div role="group" aria-label={PLAN_TEXTS.shortcuts} className="grid grid-cols-3 gap-2">
        {shortcuts.map(([label, day]) => (
          <Button
            key={label}
            variant="choice"
            className="!px-2 text-center"
            aria-label={`${label}, ${formatPlanDay(day)}`}
            onClick={() => pick(day)}
          >
            {label}
            <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">{formatPlanDay(day)}</span>
          </Button>
        ))}
      </div>
      <div className="mt-4">
        <MonthCalendar today={today} initial={initial} onPick={pick} focusedRef={initialFocus} />
      </div>
      <p className="mt-2 hidden text-center text-xs text-slate-500 sm:block dark:text-slate-400">{PLAN_TEXTS.keys}</p>
      <Button variant="secondary" className="mt-3 w-full sm:hidden" onClick={onClose}>
        {TEXTS.cancel}
      </Button>
    </Dialog>
  );
}
