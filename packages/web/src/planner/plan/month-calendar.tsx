import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PLAN_TEXTS, addDays, addMonths, monthGrid, startOfMonth, weekdayOf, type Weekday } from '@dayflow/core';

interface Props {
  /** The user's local today: days before it are disabled, and it is marked. */
  today: string;
  /** The day the calendar opens on (focused when the dialog gives it focus). */
  initial: string;
  onPick: (day: string) => void;
  /** Holds the focused day's button (the dialog focuses it on open). */
  focusedRef?: Ref<HTMLButtonElement>;
}

/** The first day of the week where the user is (Sunday in the US, Monday in most of Europe). */
function localWeekStart(): Weekday {
  // getWeekInfo is Chromium's and Safari's, weekInfo the older spelling; Firefox has neither yet.
  const locale = new Intl.Locale(navigator.language) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const firstDay = locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay ?? 1; // 1 = Monday … 7 = Sunday
  return (firstDay % 7) as Weekday;
}

/** A date key as a UTC date: formatted in UTC, it is the key's own day whatever this device's zone. */
const utc = (key: string) => new Date(`${key}T00:00:00Z`);
const format = (key: string, options: Intl.DateTimeFormatOptions) =>
  utc(key).toLocaleDateString(undefined, { ...options, timeZone: 'UTC' });

/** The weekday headers from `weekStart`: a short name shown, the full one read out. */
function weekdayNames(weekStart: Weekday, anyDay: string) {
  const start = addDays(anyDay, (weekStart - weekdayOf(anyDay) - 7) % 7);
  return Array.from({ length: 7 }, (_, i) => {
    const day = addDays(start, i);
    return { short: format(day, { weekday: 'narrow' }), long: format(day, { weekday: 'long' }) };
  });
}

/** Where a key takes the focus in the grid, before it is kept on or after today. */
const STEPS: Partial<Record<string, (day: string) => string>> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
};

/**
 * A month of days to pick from (WAI-ARIA's date picker grid): one tab stop, arrows move a day or
 * a week, Page Up/Down a month, Home/End the week's ends, Enter or Space picks. Each day is a
 * button named with its full date; today is marked (aria-current), days before it are disabled
 * and the focus does not go there. Dates are formatted in the user's locale.
 */
export function MonthCalendar({ today, initial, onPick, focusedRef }: Props) {
  const [focused, setFocused] = useState(initial);
  const [weekStart] = useState(localWeekStart);
  const grid = useRef<HTMLTableElement>(null);
  // Set when a key moved the focus: the new day's button takes it once drawn.
  const focusMoved = useRef(false);
  const titleId = useId();
  const month = startOfMonth(focused);
  const firstMonth = month <= startOfMonth(today);

  useLayoutEffect(() => {
    if (!focusMoved.current) return;
    focusMoved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const go = (day: string, moveFocus: boolean) => {
    focusMoved.current = moveFocus;
    setFocused(day < today ? today : day);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const ends = { Home: 0, End: 6 }[event.key];
    const next =
      ends === undefined
        ? STEPS[event.key]?.(focused)
        : addDays(focused, ends - ((weekdayOf(focused) - weekStart + 7) % 7));
    if (next !== undefined) {
      event.preventDefault();
      go(next, true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (focused >= today) onPick(focused);
    }
  };

  const navButton =
    'inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-slate-800';

  return (
    <div>
      <div className="mb-1 flex items-center justify-between">
        <button
          type="button"
          aria-label={PLAN_TEXTS.previousMonth}
          disabled={firstMonth}
          onClick={() => go(addMonths(focused, -1), false)}
          className={navButton}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <h3 id={titleId} aria-live="polite" className="text-sm font-semibold">
          {format(month, { month: 'long', year: 'numeric' })}
        </h3>
        <button
          type="button"
          aria-label={PLAN_TEXTS.nextMonth}
          onClick={() => go(addMonths(focused, 1), false)}
          className={navButton}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown} className="w-full table-fixed">
        <thead>
          <tr>
            {weekdayNames(weekStart, today).map(({ short, long }) => (
              <th
                key={long}
                scope="col"
                abbr={long}
                className="pb-1 text-xs font-medium text-slate-500 dark:text-slate-400"
              >
                <span aria-hidden="true">{short}</span>
                <span className="sr-only">{long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month, weekStart).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) => (
                <td key={day ?? `empty-${i}`} className="p-0.5 text-center">
                  {day && (
                    <DayButton
                      day={day}
                      today={day === today}
                      past={day < today}
                      focused={day === focused}
                      ref={day === focused ? focusedRef : undefined}
                      onPick={() => onPick(day)}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayProps {
  day: string;
  today: boolean;
  past: boolean;
  focused: boolean;
  onPick: () => void;
  ref: Ref<HTMLButtonElement> | undefined;
}

function DayButton({ day, today, past, focused, onPick, ref }: DayProps) {
  const label = format(day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  return (
    <button
      ref={ref}
      type="button"
      data-day={day}
      tabIndex={focused ? 0 : -1}
      disabled={past}
      aria-label={today ? `${label}, ${PLAN_TEXTS.todayMark}` : label}
      aria-current={today ? 'date' : undefined}
      onClick={onPick}
      className={`mx-auto flex size-10 items-center justify-center rounded-full text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:text-slate-300 dark:disabled:text-slate-600 ${
        today
          ? 'font-bold text-indigo-700 ring-1 ring-indigo-400 dark:text-indigo-300 dark:ring-indigo-400/70'
          : 'text-slate-800 dark:text-slate-100'
      } ${past ? '' : 'hover:bg-indigo-50 dark:hover:bg-indigo-500/15'} ${
        focused ? 'bg-indigo-50 dark:bg-indigo-500/15' : ''
      }`}
    >
      {Number(day.slice(8))}
    </button>
  );
}
