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
          {Array.from({ length: weeks }, (_, week) => {
            const monday = cells[week * 7]!.date;
            const previous = week > 0 ? cells[(week - 1) * 7]!.date : null;
            const starts = previous === null || monthOf(previous) !== monthOf(monday);
            return starts ? (
              <text key={week} x={LEFT + week * STEP} y={TOP - 4}>
                {monthOf(monday)}
              </text>
            ) : null;
          })}
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
