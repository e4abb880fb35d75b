import { useId, useState, type FormEvent } from 'react';
import { MAX_TASK_TEXT_LENGTH, ROUTINE_TEXTS, type Routine, type UpdateRoutineInput } from '@dayflow/core';
import { WeekdayPicker } from '../components/weekday-picker';

interface Props {
  routine: Routine;
  saving: boolean;
  onSave: (changes: UpdateRoutineInput) => void;
  onCancel: () => void;
}

export const routineButton =
  'rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-60';

/** Edits a routine's words and days in place; Escape cancels. Saves only what changed. */
export function RoutineEditor({ routine, saving, onSave, onCancel }: Props) {
  const [text, setText] = useState(routine.text);
  const [weekdays, setWeekdays] = useState<number[]>(routine.weekdays);
  const textId = useId();
  // The server checks the words fully (TaskTextSchema); here only that some are left.
  const valid = text.trim() !== '' && weekdays.length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || saving) return;
    const changes: UpdateRoutineInput = {};
    if (text.trim() !== routine.text) changes.text = text;
    if (weekdays.join() !== routine.weekdays.join()) changes.weekdays = weekdays;
    if (Object.keys(changes).length === 0) onCancel();
    else onSave(changes);
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onCancel();
      }}
      aria-label={ROUTINE_TEXTS.editing(routine.text)}
      className="space-y-3"
    >
      <div>
        <label htmlFor={textId} className="mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-100">
          {ROUTINE_TEXTS.text}
        </label>
        <input
          id={textId}
          autoFocus
          value={text}
          maxLength={MAX_TASK_TEXT_LENGTH}
          onChange={(event) => setText(event.target.value)}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        />
      </div>
      <WeekdayPicker value={weekdays} onChange={setWeekdays} />
      {weekdays.length === 0 && (
        <p role="alert" className="text-sm font-medium text-rose-700 dark:text-rose-300">
          {ROUTINE_TEXTS.chooseOneDay}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className={`${routineButton} text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800`}
        >
          {ROUTINE_TEXTS.cancel}
        </button>
        <button
          type="submit"
          disabled={!valid || saving}
          className={`${routineButton} bg-indigo-600 text-white hover:bg-indigo-700 dark:bg-indigo-500 dark:hover:bg-indigo-400`}
        >
          {ROUTINE_TEXTS.save}
        </button>
      </div>
    </form>
  );
}
