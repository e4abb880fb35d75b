import { useId } from 'react';
import {
  LAST_DAY,
  MAX_REPEAT_INTERVAL,
  ROUTINE_TEXTS,
  WEEK_ORDER,
  WEEKDAY_ORDINALS,
  repeatSummary,
  repeatRuleToRrule,
  simpleWeekdays,
  type RepeatRule,
  type Weekday,
} from '@dayflow/core';
import { WeekdayPicker } from '../components/weekday-picker';
import { draftRule, intervalOf, monthLength, needsFirstDay, type RepeatDraft, type RepeatKind } from './repeat-draft';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const field =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';
const label = 'mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-100';

interface Props {
  draft: RepeatDraft;
  onChange: (draft: RepeatDraft) => void;
}

/**
 * How often a routine repeats: the Repeats menu, then the fields of that kind (every N days; weeks
 * and their weekdays; a day of the month or its last day; the Nth weekday; a date each year), the
 * first day when it decides which days come, and the rule in words, said again as it changes.
 */
export function RepeatFields({ draft, onChange }: Props) {
  const id = useId();
  const t = ROUTINE_TEXTS;
  const set = (changes: Partial<RepeatDraft>) => onChange({ ...draft, ...changes });
  const rule = draftRule(draft);
  const summary = rule ? repeatSummary({ weekdays: simpleWeekdays(rule) ?? [], rrule: repeatRuleToRrule(rule) }) : '';

  const select = (name: string, value: number, options: [number, string][], onPick: (value: number) => void) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={label}>
        {name}
      </label>
      <select
        id={`${id}-${name}`}
        value={value}
        onChange={(event) => onPick(Number(event.target.value))}
        className={field}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-kind`} className={label}>
            {t.repeats}
          </label>
          <select
            id={`${id}-kind`}
            value={draft.kind}
            onChange={(event) => set({ kind: event.target.value as RepeatKind })}
            className={field}
          >
            {(Object.keys(t.rhythms) as RepeatKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {t.rhythms[kind]}
              </option>
            ))}
          </select>
        </div>
        {draft.kind !== 'everyDay' && (
          <div>
            <label htmlFor={`${id}-interval`} className={label}>
              {t.every}
            </label>
            <span className="flex items-center gap-2">
              <input
                id={`${id}-interval`}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_REPEAT_INTERVAL}
                value={draft.interval}
                onChange={(event) => set({ interval: event.target.value })}
                aria-describedby={`${id}-unit`}
                aria-invalid={intervalOf(draft) === null ? true : undefined}
                className={`${field} w-20`}
              />
              <span id={`${id}-unit`} className="text-sm text-slate-700 dark:text-slate-200">
                {t.units[draft.kind as RepeatRule['freq']]}
              </span>
            </span>
          </div>
        )}
        {draft.kind === 'monthly' &&
          select(
            t.onDay,
            draft.monthDay,
            [...range(1, 30).map((d): [number, string] => [d, String(d)]), [LAST_DAY, t.lastDay]],
            (monthDay) => set({ monthDay }),
          )}
        {draft.kind === 'monthlyWeekday' && (
          <>
            {select(
              t.which,
              draft.nth,
              WEEKDAY_ORDINALS.map((n) => [n, t.ordinals[n]!]),
              (nth) => set({ nth }),
            )}
            {select(
              t.weekday,
              draft.weekday,
              WEEK_ORDER.map((d) => [d, t.dayNames[d]]),
              (weekday) => set({ weekday: weekday as Weekday }),
            )}
          </>
        )}
        {draft.kind === 'yearly' && (
          <>
            {select(
              t.month,
              draft.month,
              t.monthNames.map((name, i) => [i + 1, name]),
              (month) => set({ month, day: Math.min(draft.day, monthLength(month)) }),
            )}
            {select(
              t.day,
              draft.day,
              range(1, monthLength(draft.month)).map((d) => [d, String(d)]),
              (day) => set({ day }),
            )}
          </>
        )}
      </div>
      {draft.kind === 'weekly' && (
        <>
          <WeekdayPicker value={draft.weekdays} onChange={(weekdays) => set({ weekdays })} />
          {draft.weekdays.length === 0 && (
            <p role="alert" className="text-sm font-medium text-rose-700 dark:text-rose-300">
              {t.chooseOneDay}
            </p>
          )}
        </>
      )}
      {needsFirstDay(draft) && (
        <div>
          <label htmlFor={`${id}-start`} className={label}>
            {t.startsOn}
          </label>
          <input
            id={`${id}-start`}
            type="date"
            required
            value={draft.startsOn}
            onChange={(event) => set({ startsOn: event.target.value })}
            aria-describedby={`${id}-start-hint`}
            className={field}
          />
          <p id={`${id}-start-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {t.startsOnHint}
          </p>
        </div>
      )}
      <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-200">
        <span className="font-semibold">{t.summary}: </span>
        {summary}
      </p>
    </div>
  );
}
