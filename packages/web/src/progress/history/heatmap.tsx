import { useId } from 'react';
import { HISTORY_TEXTS, dateLabel, type History } from '@dayflow/core';

interface Props {
  cells: History['heatmap'];
  today: string;
}

const CELL = 13;
const STEP = 16;
const LEFT = 20;
const TOP = 14;
const DAY_LABELS = ['M', '', 'W', '', 'F', '', ''];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 0 nothing, 1 under half the goal, 2 under the goal, 3 the goal or more. */
export const LEVEL_FILL = [
  'fill-slate-200 dark:fill-slate-700',
  'fill-emerald-200 dark:fill-emerald-900',
  'fill-emerald-400 dark:fill-emerald-700',
  'fill-emerald-600 dark:fill-emerald-400',
] as const;

const monthOf = (key: string) => MONTHS[Number(key.slice(5, 7)) - 1]!;

/** Room a three-letter month takes at the labels' 9 px, with a little to spare. */
export const MONTH_LABEL_WIDTH = 20;

export interface MonthLabel {
  text: string;
  x: number;
  anchor: 'start' | 'end';
}

/**
 * Where the month names go: over the first week of each month, and over the first column for
 * the month already under way, unless the next name would cover it. A month starting in one of
 * the last columns is set to end at the right edge instead of running past it (it was clipped).
 */
export function monthLabels(cells: readonly { date: string }[], width: number): MonthLabel[] {
  const weeks = Math.ceil(cells.length / 7);
  const starts: { week: number; text: string }[] = [];
  for (let week = 0; week < weeks; week += 1) {
    const monday = cells[week * 7]!.date;
    const previous = week > 0 ? cells[(week - 1) * 7]!.date : null;
    if (previous === null || monthOf(previous) !== monthOf(monday)) starts.push({ week, text: monthOf(monday) });
  }
  const spaced = starts.filter((label, i) => {
    const next = starts[i + 1];
    return !next || (next.week - label.week) * STEP >= MONTH_LABEL_WIDTH;
  });
  return spaced.map(({ week, text }) => {
    const x = LEFT + week * STEP;
    return x + MONTH_LABEL_WIDTH > width ? { text, x: width, anchor: 'end' } : { text, x, anchor: 'start' };
  });
}

/**
 * Twelve weeks of completions, a column per week (Monday on top), shaded against the goal; days
 * still to come are outlined. Each cell is an image named in words ('Tue 16 Jun: 4 done'), also
 * its tooltip; the month and weekday letters are for the eye only.
 */
export function Heatmap({ cells, today }: Props) {
  const titleId = useId();
  const weeks = Math.ceil(cells.length / 7);
  const width = LEFT + weeks * STEP;
  const height = TOP + 7 * STEP;

  return (
    <figure className="min-w-0">
      <figcaption
        id={titleId}
        className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
      >
        {HISTORY_TEXTS.lastTwelveWeeks}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="group"
        aria-labelledby={titleId}
        className="h-auto w-full max-w-[22rem]"
      >
        <g aria-hidden="true" className="fill-slate-500 text-[9px] dark:fill-slate-400">
          {DAY_LABELS.map((letter, row) => (
            <text key={row} x={0} y={TOP + row * STEP + CELL - 3}>
              {letter}
            </text>
          ))}
          {monthLabels(cells, width).map(({ text, x, anchor }) => (
            <text key={`${text}-${x}`} x={x} y={TOP - 4} textAnchor={anchor}>
              {text}
            </text>
          ))}
        </g>
        {cells.map((cell, i) => {
          const label = HISTORY_TEXTS.cell(dateLabel(cell.date), cell.completed, cell.future);
          return (
            <rect
              key={cell.date}
              role="img"
              aria-label={label}
              data-level={cell.future ? 'future' : cell.level}
              x={LEFT + Math.floor(i / 7) * STEP}
              y={TOP + (i % 7) * STEP}
              width={CELL}
              height={CELL}
              rx={3}
              strokeWidth={cell.date === today ? 2 : 1}
              className={
                cell.future
                  ? 'fill-transparent stroke-slate-300 dark:stroke-slate-600'
                  : `${LEVEL_FILL[cell.level] ?? LEVEL_FILL[0]} ${cell.date === today ? 'stroke-indigo-600 dark:stroke-indigo-300' : 'stroke-transparent'}`
              }
            >
              <title>{label}</title>
            </rect>
          );
        })}
      </svg>
      <p aria-hidden="true" className="mt-1 flex items-center gap-1 text-[11px] text-slate-500 dark:text-slate-400">
        {HISTORY_TEXTS.less}
        {LEVEL_FILL.map((fill) => (
          <svg key={fill} viewBox="0 0 10 10" className="size-2.5">
            <rect width={10} height={10} rx={2} className={fill} />
          </svg>
        ))}
        {HISTORY_TEXTS.more}
      </p>
    </figure>
  );
}
