import { memo, useCallback } from 'react';
import { Repeat } from 'lucide-react';
import { UPCOMING_TEXTS, type SubscribedEvent, type Task, type UpcomingRoutine } from '@dayflow/core';
import { useTaskActions } from '../../sync';
import { DropZone } from '../drag/drag-parts';
import { PriorityIcon } from '../priority-icon';
import { SECTION_META } from '../section-meta';
import { TaskRow, type MenuRequest } from '../row/task-row';
import { sameTaskList } from '../task-equality';
import { DayComposer } from './day-composer';
import { DayEvents } from './day-events';
import type { TaskPlace } from './upcoming-drop';

/** A list id as an element id part: `day:2026-12-03` → `day-2026-12-03`. */
const domId = (listId: string) => listId.replace(':', '-');

/** A day of the page: the phone's width, one under another; a column of the strip from 768 px. */
const COLUMN =
  'flex w-full shrink-0 flex-col md:w-72 gap-3 rounded-2xl border bg-white p-3 shadow-sm dark:bg-slate-900';

interface DayColumnProps {
  /** The drag library's name for its list (upcoming-drop.ts). */
  listId: string;
  /** "Today · Thu, Dec 3". */
  heading: string;
  /** "Thu, Dec 3": what its list and composer are named after. */
  label: string;
  tasks: Task[];
  repeats: readonly UpcomingRoutine[];
  /** The day's events from the user's calendars, read-only. */
  events?: readonly SubscribedEvent[];
  /** The day its composer plans for, and where its tasks go; none for Later beyond the days. */
  planDay?: string;
  planPlace?: TaskPlace;
  placeName: (place: TaskPlace) => string;
  emptyText: string;
  /** Later beyond the laid-out days takes no drops: no day would be known. */
  dropDisabled?: boolean;
  highlight?: boolean;
  menuTaskId: string | null;
  onOpenMenu: (request: MenuRequest) => void;
}

/** One day: its heading, composer, planned tasks (a drop target) and its routines' copies-to-be. */
function DayColumnView({
  listId,
  heading,
  label,
  tasks,
  repeats,
  events = NO_EVENTS,
  planDay,
  planPlace,
  placeName,
  emptyText,
  dropDisabled = false,
  highlight = false,
  menuTaskId,
  onOpenMenu,
}: DayColumnProps) {
  const actions = useTaskActions();
  const onComplete = useCallback((id: string) => actions.setCompleted(id, true), [actions]);
  const headingId = `${domId(listId)}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-upcoming-list={listId}
      className={`${COLUMN} ${highlight ? 'border-indigo-200 dark:border-indigo-500/40' : 'border-slate-200/80 dark:border-slate-800'}`}
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {heading}
      </h2>
      {events.length > 0 && <DayEvents label={label} events={events} />}
      {planDay && planPlace && (
        <DayComposer
          day={planDay}
          ownPlace={planPlace}
          label={label}
          placeName={placeName}
          inputId={`${domId(listId)}-composer`}
        />
      )}
      <DropZone droppableId={listId} isDropDisabled={dropDisabled}>
        {(provided, snapshot) => (
          <div
            ref={provided.innerRef}
            {...provided.droppableProps}
            data-drop-area={listId}
            className={`min-h-12 rounded-xl transition-colors ${
              snapshot.isDraggingOver
                ? 'bg-indigo-50/80 ring-2 ring-indigo-200 dark:bg-indigo-500/10 dark:ring-indigo-500/30'
                : ''
            }`}
          >
            {tasks.length > 0 ? (
              <ul aria-label={UPCOMING_TEXTS.dayList(label)} className="space-y-1.5">
                {tasks.map((task, index) => (
                  <TaskRow
                    key={task.id}
                    task={task}
                    index={index}
                    menuOpen={menuTaskId === task.id}
                    onComplete={onComplete}
                    onEdit={actions.editTask}
                    onOpenMenu={onOpenMenu}
                  />
                ))}
              </ul>
            ) : (
              !snapshot.isDraggingOver && (
                <p className="flex min-h-12 items-center justify-center rounded-xl border border-dashed border-slate-300 px-3 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
                  {emptyText}
                </p>
              )
            )}
            {provided.placeholder}
          </div>
        )}
      </DropZone>
      {repeats.length > 0 && <Repeats label={label} repeats={repeats} />}
    </section>
  );
}

/** Memoised on content: a change on one day does not re-render the others. */
export const DayColumn = memo(
  DayColumnView,
  (a, b) =>
    a.listId === b.listId &&
    a.heading === b.heading &&
    a.label === b.label &&
    a.emptyText === b.emptyText &&
    a.dropDisabled === b.dropDisabled &&
    a.highlight === b.highlight &&
    a.menuTaskId === b.menuTaskId &&
    a.onOpenMenu === b.onOpenMenu &&
    a.planDay === b.planDay &&
    a.planPlace?.section === b.planPlace?.section &&
    a.placeName === b.placeName &&
    a.events === b.events &&
    sameRepeats(a.repeats, b.repeats) &&
    sameTaskList(a.tasks, b.tasks),
);

const NO_EVENTS: readonly SubscribedEvent[] = [];

const sameRepeats = (a: readonly UpcomingRoutine[], b: readonly UpcomingRoutine[]) =>
  a.length === b.length && a.every((r, i) => r === b[i]);

/** A day's routine copies-to-be: shown as they will come, not tasks yet, so read-only. */
function Repeats({ label, repeats }: { label: string; repeats: readonly UpcomingRoutine[] }) {
  return (
    <ul aria-label={UPCOMING_TEXTS.repeatsList(label)} className="space-y-1.5">
      {repeats.map((routine) => (
        <li
          key={routine.id}
          title={UPCOMING_TEXTS.repeatHint}
          className="flex items-start gap-2 rounded-xl border border-dashed border-slate-300 px-2.5 py-2 text-slate-600 dark:border-slate-700 dark:text-slate-300"
        >
          <Repeat className="mt-1 size-4 shrink-0 text-indigo-500 dark:text-indigo-300" aria-hidden="true" />
          <span className="min-w-0 flex-1 text-[0.9375rem] leading-6 [overflow-wrap:anywhere]">{routine.text}</span>
          <span className="mt-0.5 shrink-0 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200">
            {UPCOMING_TEXTS.repeatMark}
          </span>
          <span className="mt-1">
            <PriorityIcon priority={routine.priority} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Brain Dump as a drop target: a task dropped here goes back to the top of that list. */
export function BrainDumpColumn({ listId, count }: { listId: string; count: number }) {
  const BrainIcon = SECTION_META.brainDump.icon;
  const headingId = `${domId(listId)}-heading`;
  return (
    <section aria-labelledby={headingId} className={`${COLUMN} border-slate-200/80 dark:border-slate-800`}>
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
        <BrainIcon className={`size-4 ${SECTION_META.brainDump.accent}`} aria-hidden="true" />
        {UPCOMING_TEXTS.brainDumpHeading}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{UPCOMING_TEXTS.brainDumpCount(count)}</p>
      <DropZone droppableId={listId}>
        {(provided, snapshot) => (
          <div
            ref={provided.innerRef}
            {...provided.droppableProps}
            data-drop-area={listId}
            className={`flex min-h-14 flex-col justify-center rounded-xl md:min-h-24 border border-dashed px-3 py-2 text-center text-sm transition-colors ${
              snapshot.isDraggingOver
                ? 'border-indigo-300 bg-indigo-50/80 text-indigo-800 dark:border-indigo-500/50 dark:bg-indigo-500/10 dark:text-indigo-200'
                : 'border-slate-300 text-slate-500 dark:border-slate-700 dark:text-slate-400'
            }`}
          >
            {!snapshot.isDraggingOver && <p>{UPCOMING_TEXTS.brainDumpDrop}</p>}
            {provided.placeholder}
          </div>
        )}
      </DropZone>
    </section>
  );
}
