import { useMemo } from 'react';
import { GripVertical, MousePointerClick } from 'lucide-react';
import { countCompletedToday, SECTIONS, TEXTS, type Task } from '@dayflow/core';
import { groupBySection } from './group-tasks';
import { useNow } from '../hooks/use-now';
import { composerId, SECTION_META } from './section-meta';

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Desktop sidebar: today's date, each list's open count (a click jumps to its input), what is
 * done today, and the two gestures a newcomer would not guess. Between 768 and 1024 px it is a
 * slim rail (date and list buttons only), so the three lists keep room for their text.
 */
export function PlannerSidebar({ tasks }: { tasks: Task[] }) {
  const now = useNow();
  const groups = useMemo(() => groupBySection(tasks), [tasks]);
  const doneToday = useMemo(() => countCompletedToday(tasks, now, timeZone()), [tasks, now]);
  const highOpen = useMemo(() => tasks.filter((t) => !t.completed && t.priority === 'High').length, [tasks]);
  const date = new Date(now);
  const longDate = date.toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

  return (
    <aside aria-label="Overview" className="space-y-3 md:sticky md:top-20 md:self-start lg:space-y-4">
      <div className="rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 px-1 py-2.5 text-center text-white shadow-sm lg:p-4 lg:text-left">
        <p className="sr-only">{longDate}</p>
        <div aria-hidden="true">
          <p className="text-xs font-medium text-indigo-100 lg:text-sm">
            <span className="lg:hidden">{date.toLocaleDateString(undefined, { weekday: 'short' })}</span>
            <span className="hidden lg:inline">{date.toLocaleDateString(undefined, { weekday: 'long' })}</span>
          </p>
          <p className="text-lg leading-6 font-semibold tracking-tight lg:mt-0.5 lg:text-xl">
            <span className="lg:hidden">{date.getDate()}</span>
            <span className="hidden lg:inline">
              {date.toLocaleDateString(undefined, { month: 'long', day: 'numeric' })}
            </span>
          </p>
        </div>
        <dl className="mt-4 hidden grid-cols-2 gap-2 text-center lg:grid">
          <div className="rounded-xl bg-white/15 px-2 py-2">
            <dt className="text-xs font-medium text-indigo-100">Done today</dt>
            <dd className="text-lg font-semibold tabular-nums">{doneToday}</dd>
          </div>
          <div className="rounded-xl bg-white/15 px-2 py-2">
            <dt className="text-xs font-medium text-indigo-100">High priority</dt>
            <dd className="text-lg font-semibold tabular-nums">{highOpen}</dd>
          </div>
        </dl>
      </div>

      <nav
        aria-label="Jump to a list"
        className="rounded-2xl border border-slate-200/80 bg-white p-1 shadow-sm lg:p-2 dark:border-slate-800 dark:bg-slate-900"
      >
        <ul className="space-y-0.5">
          {SECTIONS.map((section) => {
            const { icon: Icon, accent } = SECTION_META[section];
            const title = TEXTS.sectionTitles[section];
            return (
              <li key={section}>
                <button
                  type="button"
                  title={title}
                  onClick={() => document.getElementById(composerId(section))?.focus()}
                  className="flex w-full flex-col items-center gap-0.5 rounded-lg px-1 py-2 text-sm font-medium text-slate-700 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 active:bg-slate-200 lg:flex-row lg:gap-2.5 lg:px-2.5 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  <Icon className={`size-4 ${accent}`} aria-hidden="true" />
                  <span className="sr-only lg:not-sr-only lg:flex-1 lg:text-left">{title}</span>
                  <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
                    <span className="sr-only"> </span>
                    {groups[section].open.length}
                    <span className="sr-only"> open</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="hidden space-y-2 px-2 text-xs leading-5 text-slate-500 lg:block dark:text-slate-400">
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
