import { EVERY_DAY, ROUTINE_TEXTS, WEEK_ORDER, WORKDAYS, normalizeWeekdays, scheduleKind } from '@dayflow/core';

interface Props {
  /** Weekday numbers, 0 = Sunday. */
  value: readonly number[];
  onChange: (weekdays: number[]) => void;
  legend?: string;
}

const chip =
  'rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';
const chipOn = 'bg-indigo-600 text-white ring-indigo-600 dark:bg-indigo-500 dark:ring-indigo-500';
const chipOff =
  'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-700';

/**
 * Which days of the week: 'Every day' and 'Weekdays' as shortcuts, and any set of days, Monday
 * first, as checkboxes (named by the full day name, shown by its letter). Keyboard: Tab between
 * them, Space to toggle.
 */
export function WeekdayPicker({ value, onChange, legend = ROUTINE_TEXTS.repeatOn }: Props) {
  const chosen = new Set(value);
  const kind = value.length > 0 ? scheduleKind(value) : null;
  const toggle = (day: number) =>
    onChange(normalizeWeekdays(chosen.has(day) ? value.filter((d) => d !== day) : [...value, day]));

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-100">{legend}</legend>
      <div className="mb-3 flex flex-wrap gap-2">
        {(
          [
            ['everyDay', ROUTINE_TEXTS.everyDay, EVERY_DAY],
            ['weekdays', ROUTINE_TEXTS.weekdays, WORKDAYS],
          ] as const
        ).map(([id, label, days]) => (
          <button
            key={id}
            type="button"
            aria-pressed={kind === id}
            onClick={() => onChange([...days])}
            className={`${chip} ${kind === id ? chipOn : chipOff}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-1.5">
        {WEEK_ORDER.map((day) => (
          <label key={day} className="relative">
            <input
              type="checkbox"
              checked={chosen.has(day)}
              onChange={() => toggle(day)}
              aria-label={ROUTINE_TEXTS.dayNames[day]}
              className="peer absolute inset-0 cursor-pointer appearance-none rounded-full"
            />
            <span
              aria-hidden="true"
              className={`pointer-events-none grid size-10 place-items-center rounded-full text-sm font-semibold ring-1 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-500 ${
                chosen.has(day) ? chipOn : chipOff
              }`}
            >
              {ROUTINE_TEXTS.dayLetters[day]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
