import { useId } from 'react';
import { HISTORY_TEXTS, dateLabel, type History } from '@dayflow/core';

interface Props {
  days: History['lastSevenDays'];
  goal: number;
  today: string;
}

const WIDTH = 308;
const HEIGHT = 140;
const TOP = 18;
const BOTTOM = 22;
const SLOT = WIDTH / 7;
const BAR = 24;
const CHART = HEIGHT - TOP - BOTTOM;

/**
 * The last 7 days as bars against the daily goal (a dashed line). Each bar is an image named in
 * words ('Tue 16 Jun: 4 done, goal 5 not met'), which is also its tooltip; the numbers and letters
 * drawn around it are for the eye only.
 */
export function WeekBars({ days, goal, today }: Props) {
  const titleId = useId();
  const top = Math.max(goal, ...days.map((day) => day.completed), 1);
  const y = (n: number) => TOP + CHART - (CHART * n) / top;

  return (
    <figure className="min-w-0">
      <figcaption
        id={titleId}
        className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
      >
        {HISTORY_TEXTS.lastSevenDays}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-labelledby={titleId} className="h-auto w-full">
        {days.map((day, i) => {
          const label = HISTORY_TEXTS.bar(dateLabel(day.date), day.completed, goal);
          const met = day.completed >= goal;
          const x = i * SLOT + (SLOT - BAR) / 2;
          // A day with nothing done still shows a sliver, so the week keeps its shape.
          const barTop = Math.min(y(day.completed), TOP + CHART - 3);
          return (
            <g key={day.date} role="img" aria-label={label} data-met={met}>
              <title>{label}</title>
              <rect
                x={x}
                y={barTop}
                width={BAR}
                height={TOP + CHART - barTop}
                rx={5}
                className={met ? 'fill-emerald-500 dark:fill-emerald-400' : 'fill-indigo-400 dark:fill-indigo-500'}
              />
              <text
                x={x + BAR / 2}
                y={barTop - 5}
                textAnchor="middle"
                className="fill-slate-600 text-[11px] font-semibold tabular-nums dark:fill-slate-300"
              >
                {day.completed}
              </text>
              <text
                x={x + BAR / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                className={`text-[11px] ${
                  day.date === today ? 'fill-slate-900 font-bold dark:fill-white' : 'fill-slate-500 dark:fill-slate-400'
                }`}
              >
                {dateLabel(day.date).slice(0, 2)}
              </text>
            </g>
          );
        })}
        <g aria-hidden="true">
          <line
            x1={0}
            x2={WIDTH}
            y1={y(goal)}
            y2={y(goal)}
            strokeDasharray="4 4"
            className="stroke-rose-500 dark:stroke-rose-400"
            strokeWidth={1.5}
          />
          <text
            x={WIDTH}
            y={y(goal) - 4}
            textAnchor="end"
            className="fill-rose-600 text-[10px] font-semibold dark:fill-rose-300"
          >
            {HISTORY_TEXTS.goalLine(goal)}
          </text>
        </g>
      </svg>
    </figure>
  );
}
