import { useId } from 'react';
import { SETTINGS_TEXTS } from '@dayflow/core';
import { labelLook } from '../../components/ui';
import { ui } from '../ui';

/** Monday first, as most calendars outside North America start the week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** Rest days: a checkbox per weekday (0 = Sunday), saved on each change. */
export function RestDaysField({ restDays, onChange }: { restDays: number[]; onChange: (days: number[]) => void }) {
  const toggle = (day: number, on: boolean) =>
    onChange(on ? [...restDays, day].sort((a, b) => a - b) : restDays.filter((d) => d !== day));
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId}>
      <legend className={labelLook}>{SETTINGS_TEXTS.restDays}</legend>
      <p id={hintId} className={ui.meta}>
        {SETTINGS_TEXTS.restDaysHint}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {WEEK.map((day) => {
          const name = SETTINGS_TEXTS.weekdays[day]!;
          const on = restDays.includes(day);
          return (
            <label
              key={day}
              className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-1.5 text-sm transition has-focus-visible:outline-2 has-focus-visible:outline-indigo-500 ${
                on
                  ? 'border-indigo-300 bg-indigo-50 text-indigo-800 dark:border-indigo-500/50 dark:bg-indigo-500/15 dark:text-indigo-200'
                  : 'border-slate-200 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800'
              }`}
            >
              <input
                type="checkbox"
                checked={on}
                onChange={(e) => toggle(day, e.target.checked)}
                className={ui.check}
              />
              <span aria-hidden="true" className="sm:hidden">
                {name.slice(0, 3)}
              </span>
              <span className="sr-only sm:not-sr-only">{name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
