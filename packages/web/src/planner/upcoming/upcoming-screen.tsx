import { useCallback, useMemo, useRef } from 'react';
import {
  LATER_SECTION,
  TEXTS,
  UPCOMING_TEXTS,
  localDateKey,
  sectionForDay,
  upcomingDays,
  type SubscribedEvent,
  type Task,
  type UpcomingRoutine,
} from '@dayflow/core';
import { useNow } from '../../hooks/use-now';
import { deviceTimeZone, formatPlanDay } from '../../lib/time-zone';
import { useSyncStatus, useTaskActions, useTasks } from '../../sync';
import { DragRoot } from '../drag/drag-root';
import { BrainDumpColumn, DayColumn } from './day-column';
import { BEYOND_LIST, BRAIN_DUMP_LIST, dayListId, dayOfList, type TaskPlace } from './upcoming-drop';
import { useUpcomingMenu } from './upcoming-menu';
import { useUpcomingDrag } from './use-upcoming-drag';

interface Props {
  /** The user's routines, whose copies-to-be each day lists. */
  routines: readonly UpcomingRoutine[];
  /** Events from the user's calendars on the laid-out days, each under its day. */
  eventsOn?: (day: string) => readonly SubscribedEvent[] | undefined;
}

/** The user's zone and local today, following midnight within a minute (useNow). */
function useToday(): { today: string; zone: string } {
  const now = useNow();
  const zone = deviceTimeZone();
  return { today: localDateKey(now, zone), zone };
}

/**
 * /upcoming: the next 14 days, one column each (Today and Tomorrow are those lists), then Later.
 * Brain Dump stands first as a drop target. On a phone the days come one under another, to read
 * down like an agenda. Dragging between columns moves a task through the
 * task store (optimistic, kept offline, undoable), with the planner's words for screen readers;
 * the columns stand side by side so the keyboard's left and right arrows reach the next day, as
 * they reach the next list on the planner.
 */
export default function UpcomingScreen({ routines, eventsOn }: Props) {
  const tasks = useTasks();
  const actions = useTaskActions();
  const { state } = useSyncStatus();
  const loading = state === 'connecting' && tasks.length === 0;
  const { today, zone } = useToday();
  const { days, beyond } = useMemo(() => upcomingDays(tasks, routines, today, zone), [tasks, routines, today, zone]);

  const lists = useMemo(() => {
    const byId = new Map<string, Task[]>(days.map((d) => [dayListId(d.day), d.tasks]));
    byId.set(BEYOND_LIST, beyond);
    byId.set(
      BRAIN_DUMP_LIST,
      tasks.filter((t) => t.section === 'brainDump' && !t.completed),
    );
    return byId;
  }, [days, beyond, tasks]);

  const titleOf = useCallback(
    (list: string) => {
      if (list === BRAIN_DUMP_LIST) return TEXTS.sectionTitles.brainDump;
      const day = dayOfList(list);
      if (day === null) return UPCOMING_TEXTS.laterHeading;
      const section = sectionForDay(day, today);
      return section === LATER_SECTION ? formatPlanDay(day) : TEXTS.sectionTitles[section];
    },
    [today],
  );
  const placeName = useCallback(
    (place: TaskPlace) => ('day' in place ? formatPlanDay(place.day) : TEXTS.sectionTitles[place.section]),
    [],
  );

  const dragHandlers = useUpcomingDrag({ tasks, lists, actions, today }, titleOf);

  const { menu, openMenu, menuParts } = useUpcomingMenu(tasks);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <div className="mx-auto w-full max-w-[90rem] px-3 sm:px-4 lg:px-6">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none dark:text-white"
        >
          {UPCOMING_TEXTS.heading}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{UPCOMING_TEXTS.intro}</p>
      </div>
      <DragRoot {...dragHandlers}>
        {/* No scroll snapping: it would pull the strip away from where a drag scrolls it. */}
        <div
          data-upcoming-strip
          className="mt-4 flex flex-col gap-3 px-3 pb-6 sm:px-4 md:flex-row md:items-start md:overflow-x-auto lg:px-6"
        >
          <BrainDumpColumn listId={BRAIN_DUMP_LIST} count={lists.get(BRAIN_DUMP_LIST)!.length} />
          {days.map(({ day, section, tasks: planned, repeats }) => {
            const label = formatPlanDay(day);
            const list = section === LATER_SECTION ? undefined : TEXTS.sectionTitles[section];
            return (
              <DayColumn
                key={day}
                listId={dayListId(day)}
                heading={UPCOMING_TEXTS.dayHeading(label, list)}
                label={label}
                tasks={planned}
                repeats={repeats}
                events={eventsOn?.(day)}
                planDay={day}
                planPlace={section === LATER_SECTION ? { section, day } : { section }}
                placeName={placeName}
                emptyText={loading ? '' : UPCOMING_TEXTS.emptyDay}
                highlight={section === 'today'}
                menuTaskId={menu?.taskId ?? null}
                onOpenMenu={openMenu}
              />
            );
          })}
          <DayColumn
            listId={BEYOND_LIST}
            heading={UPCOMING_TEXTS.laterHeading}
            label={UPCOMING_TEXTS.laterHint}
            tasks={beyond}
            repeats={NO_REPEATS}
            placeName={placeName}
            emptyText={UPCOMING_TEXTS.emptyLater}
            dropDisabled
            menuTaskId={menu?.taskId ?? null}
            onOpenMenu={openMenu}
          />
        </div>
      </DragRoot>
      {menuParts(headingRef)}
    </>
  );
}

const NO_REPEATS: readonly UpcomingRoutine[] = [];
