import { useMemo } from 'react';
import { GripVertical, MousePointerClick } from 'lucide-react';
import { countCompletedToday, SECTIONS, TEXTS, type Task } from '@dayflow/core';
import { groupBySection } from './group-tasks';
import { useNow } from './hooks/use-now';
import { composerId, SECTION_META } from './section-meta';

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Desktop sidebar: today's date, each list's open count (a click jumps to its input), what is
 * done today, and the two gestures a newcomer would not guess.
 */
export function PlannerSidebar({ tasks }: { tasks: Task[] }) {
  const now = useNow();
  const groups = useMemo(() => groupBySection(tasks), [tasks]);
  const doneToday = useMemo(() => countCompletedToday(tasks, now, timeZone()), [tasks, now]);
  const highOpen = useMemo(() => tasks.filter((t) => !t.completed && t.priority === 'High').length, [tasks]);
  const date = new Date(now);

  return (
    <aside aria-label="Overview" className="space-y-4 md:sticky md:top-4 md:self-start">
      <div className="rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 p-4 text-white shadow-sm">
        <p className="text-sm font-medium text-indigo-100">{date.toLocaleDateString(undefined, { weekday: 'long' })}</p>
        <p className="mt-0.5 text-xl font-semibold tracking-tight">
          {date.toLocaleDateString(undefined, { month: 'long', day: 'numeric' })}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-2 text-center">
          <div className="rounded-xl bg-white/15 px-2 py-2">
            <dt className="text-[0.6875rem] font-medium tracking-wide text-indigo-100 uppercase">Done today</dt>
            <dd className="text-lg font-semibold tabular-nums">{doneToday}</dd>
          </div>
          <div className="rounded-xl bg-white/15 px-2 py-2">
            <dt className="text-[0.6875rem] font-medium tracking-wide text-indigo-100 uppercase">High priority</dt>
            <dd className="text-lg font-semibold tabular-nums">{highOpen}</dd>
          </div>
        </dl>
      </div>

      <nav
        aria-label="Jump to a list"
        className="rounded-2xl border border-slate-200/80 bg-white p-2 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <ul className="space-y-0.5">
          {SECTIONS.map((section) => {
            const { icon: Icon, accent } = SECTION_META[section];
            const count = groups[section].open.length;
            return (
              <li key={section}>
                <button
                  type="button"
                  onClick={() => document.getElementById(composerId(section))?.focus()}
                  className="flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 active:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  <Icon className={`size-4 ${accent}`} aria-hidden="true" />
                  <span className="flex-1 text-left">{TEXTS.sectionTitles[section]}</span>
                  <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
                    {count}
                    <span className="sr-only"> open</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="space-y-2 px-2 text-xs leading-5 text-slate-500 dark:text-slate-400">
        <p className="flex gap-2">
          <GripVertical className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          Drag a task by its handle to reorder it or move it to another list.
        </p>
        <p className="flex gap-2">
          <MousePointerClick className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          Hold a task, right-click it or press Shift+F10 for Move, Edit and Delete.
        </p>
      </div>
    </aside>
  );
}
