import { useId, useState, type FormEvent } from 'react';
import {
  DEFAULT_PRIORITY,
  PRIORITIES,
  ROUTINE_TEXTS,
  TEXT_LIMIT_TEXTS,
  textCounter,
  type Priority,
  type Routine,
  type UpdateRoutineInput,
} from '@dayflow/core';
import { Button } from '../components/ui';
import { deviceToday, draftOf, draftRhythm } from './repeat-draft';
import { RepeatFields } from './repeat-fields';

/** What the editor gives back: the routine's words, priority and rhythm (weekdays, or a rule). */
export type RoutineFields = {
  text: string;
  priority: Priority;
} & ({ weekdays: number[] } | { rrule: string; startsOn?: string });

interface Props {
  /** The routine to edit; none for a new one. */
  routine?: Routine;
  saving: boolean;
  onSave: (fields: RoutineFields) => void;
  onCancel: () => void;
}

export const routineButton =
  'rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-60';

const field =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';
const label = 'mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-100';

/** A routine's words, priority and days, new or edited in place; Escape cancels. */
export function RoutineEditor({ routine, saving, onSave, onCancel }: Props) {
  const [text, setText] = useState(routine?.text ?? '');
  const [priority, setPriority] = useState<Priority>(routine?.priority ?? DEFAULT_PRIORITY);
  const [draft, setDraft] = useState(() => draftOf(routine, deviceToday()));
  const textId = useId();
  const priorityId = useId();
  // The server checks the words fully (TaskTextSchema); here that some are left, and that they
  // fit: text over the limit is kept whole, never cut, and said to be too long.
  const counter = textCounter(text);
  const rhythm = draftRhythm(draft);
  const valid = text.trim() !== '' && !counter.over && rhythm !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !saving) onSave({ text: text.trim(), priority, ...rhythm });
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onCancel();
      }}
      aria-label={routine ? ROUTINE_TEXTS.editing(routine.text) : ROUTINE_TEXTS.adding}
      className="space-y-3"
    >
      <div className="flex flex-wrap gap-3">
        <div className="min-w-0 flex-[1_1_16rem]">
          <label htmlFor={textId} className={label}>
            {ROUTINE_TEXTS.text}
          </label>
          <input
            id={textId}
            autoFocus
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={counter.over ? true : undefined}
            aria-describedby={counter.over ? `${textId}-over` : undefined}
            className={field}
          />
          {counter.over && (
            <p id={`${textId}-over`} role="alert" className="mt-1 text-sm font-medium text-rose-700 dark:text-rose-300">
              {TEXT_LIMIT_TEXTS.count(counter.length)} · {TEXT_LIMIT_TEXTS.over(-counter.remaining)}
            </p>
          )}
        </div>
        <div className="w-36">
          <label htmlFor={priorityId} className={label}>
            {ROUTINE_TEXTS.priority}
          </label>
          <select
            id={priorityId}
            value={priority}
            onChange={(event) => setPriority(event.target.value as Priority)}
            className={field}
          >
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
      </div>
      <RepeatFields draft={draft} onChange={setDraft} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {ROUTINE_TEXTS.cancel}
        </Button>
        <Button variant="primary" size="sm" type="submit" disabled={!valid || saving}>
          {ROUTINE_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}

/** Only what changed, for a PATCH; empty when nothing did. */
export function routineChanges(routine: Routine, fields: RoutineFields): UpdateRoutineInput {
  const changes: UpdateRoutineInput = {};
  if (fields.text !== routine.text) changes.text = fields.text;
  if (fields.priority !== routine.priority) changes.priority = fields.priority;
  if ('weekdays' in fields) {
    // A rule that becomes weekdays changes even when its weekdays stay (every other Tuesday → every Tuesday).
    if (routine.startsOn !== null || fields.weekdays.join() !== routine.weekdays.join())
      changes.weekdays = fields.weekdays;
  } else {
    if (fields.rrule !== routine.rrule) changes.rrule = fields.rrule;
    if (fields.startsOn !== undefined && fields.startsOn !== routine.startsOn) changes.startsOn = fields.startsOn;
  }
  return changes;
}
