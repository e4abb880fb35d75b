import { useRef, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { DEFAULT_PRIORITY, QUICK_ADD_TEXTS, UPCOMING_TEXTS, type DayIntent, type Section } from '@dayflow/core';
import { toast } from '../../lib/toast';
import { useTaskActions } from '../../sync';
import { parseQuickAdd, placeSection, planQuickAdd, readableNow } from '../quick-add-reader';
import type { TaskPlace } from './upcoming-drop';

interface Props {
  /** The day it plans for, `YYYY-MM-DD`. */
  day: string;
  /** Where that day's tasks go now: Today, Tomorrow, or Later on the day. */
  ownPlace: TaskPlace;
  /** The day as its heading says it ("Thu, Dec 3"). */
  label: string;
  /** How a place is named when a typed token sends the task elsewhere ("Added to Fri, Dec 4"). */
  placeName: (place: TaskPlace) => string;
  inputId: string;
}

/** A local date key as the day a quick-add token would name. */
function dayIntent(day: string): DayIntent {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { kind: 'date', year, month, day: date };
}

/**
 * A day's own small composer: adds to Today, Tomorrow or Later on that day, whichever the day is
 * now. Quick-add tokens work as in the planner's composers (core parseQuickAdd and planQuickAdd):
 * `!h` sets the priority, `@9:00` reminds on this day, and `#fri` or `#brain` sends the task
 * there instead, with a word to say so.
 */
export function DayComposer({ day, ownPlace, label, placeName, inputId }: Props) {
  const actions = useTaskActions();
  const [text, setText] = useState('');

  const form = useRef<HTMLFormElement>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // As in the planner's composers: a token typed before the parser came is read once it is here.
    if (!readableNow(text, () => form.current?.requestSubmit())) return;
    const quick = parseQuickAdd(text);
    if (quick.text === '') return;
    const named = quick.section !== undefined || quick.day !== undefined;
    const plan = planQuickAdd(named ? quick : { ...quick, day: dayIntent(day) }, 'today', Date.now());
    // Without the parser (plain text) the plan is the list it was asked about: this day is planned here.
    const placed = named || plan.remindAt !== null ? placeSection(plan.place) : null;
    const place: TaskPlace = !placed
      ? ownPlace
      : placed.day
        ? { section: 'later', day: placed.day }
        : { section: placed.section as Section };
    const remindAt = plan.remindAt === null ? undefined : new Date(plan.remindAt).toISOString();
    // Text the store refuses stays in the field: never lost without a word.
    if (!actions.addTask({ text: quick.text, priority: quick.priority ?? DEFAULT_PRIORITY, ...place, remindAt }))
      return;
    const name = placeName(place);
    if (name !== label) toast.success(QUICK_ADD_TEXTS.addedTo(name));
    setText('');
  };

  return (
    <form ref={form} onSubmit={submit} className="flex items-center gap-1.5">
      <label htmlFor={inputId} className="sr-only">
        {UPCOMING_TEXTS.addFor(label)}
      </label>
      <input
        id={inputId}
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={UPCOMING_TEXTS.addFor(label)}
        autoComplete="off"
        className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-white px-2.5 py-1.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-400 focus:ring-2 focus:ring-indigo-500/20 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <button
        type="submit"
        disabled={text.trim() === ''}
        aria-label={UPCOMING_TEXTS.addFor(label)}
        title={UPCOMING_TEXTS.addButton}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-white shadow-sm transition hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:bg-slate-200 disabled:text-slate-500 disabled:shadow-none dark:disabled:bg-slate-800 dark:disabled:text-slate-400"
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
