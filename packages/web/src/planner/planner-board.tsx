import { useCallback, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { DragStart, DragUpdate, DropResult, ResponderProvided } from '@hello-pangea/dnd';
import type { Section, Task } from '@dayflow/core';
import { useTaskActions } from '../sync';
import type { DragLookup } from './drag/drag-announcements';
import { dropToMove } from './drag/drop-move';
import { DragRoot, dragKitInUse } from './drag/drag-root';
import { DropArea } from './drop-area';
import { groupBySection } from './group-tasks';
import { useLatest } from '../hooks/use-latest';
import { SectionList } from './section-list';
import { useOpenMenus, useRowsSlots } from './board-state';
import { usePlannerHandle } from './use-planner-handle';

interface Props {
  tasks: Task[];
  /** All three on desktop; the one chosen in the tab bar on mobile. */
  sections: readonly Section[];
  loading: boolean;
}

/**
 * The lists inside one drag-and-drop context, so tasks move between lists and within one.
 * Each list's rows are drawn into a slot of the list through a portal, under a context that
 * comes after the first paint (drag/drag-root.tsx): then only the rows mount again, not what
 * the lists hold (a half-typed task, an open menu, completed tasks shown). The open menus are
 * kept here because both sides use them. The library's own thresholds are the spec's (§9): a mouse drag starts after 5 px
 * (sloppyClickThreshold) and a touch drag after a 120 ms press (timeForLongPress); neither is
 * configurable, and both are checked by the e2e drag tests.
 */
export function PlannerBoard({ tasks, sections, loading }: Props) {
  const actions = useTaskActions();
  const groups = useMemo(() => groupBySection(tasks), [tasks]);
  const latest = useLatest({ tasks, groups, actions });

  // The words read at the lift: a task deleted mid-drag (on another device, say) no longer
  // names any task by the drop.
  const lifted = useRef<{ id: string; text: string } | null>(null);
  const lookup = useMemo<DragLookup>(
    () => ({
      textOf: (id) => {
        const text = latest.current.tasks.find((task) => task.id === id)?.text;
        if (text !== undefined) return dragKitInUse().spokenText(text);
        return lifted.current?.id === id ? lifted.current.text : 'the task';
      },
      openCount: (section) => latest.current.groups[section as Section]?.open.length ?? 0,
    }),
    [latest],
  );

  const onDragStart = useCallback(
    (start: DragStart, provided: ResponderProvided) => {
      lifted.current = { id: start.draggableId, text: lookup.textOf(start.draggableId) };
      provided.announce(dragKitInUse().liftMessage(start, lookup));
    },
    [lookup],
  );
  const onDragUpdate = useCallback(
    (update: DragUpdate, provided: ResponderProvided) =>
      provided.announce(dragKitInUse().updateMessage(update, lookup)),
    [lookup],
  );
  const onDragEnd = useCallback(
    (result: DropResult, provided: ResponderProvided) => {
      provided.announce(dragKitInUse().dropMessage(result, lookup));
      const move = dropToMove(result);
      // Applied synchronously (optimistic), so the dropped row never flashes back to its old place.
      if (move) latest.current.actions.moveTask(move.id, move.section, move.index);
    },
    [latest, lookup],
  );

  const { menus, onMenuChange, openMenuIn } = useOpenMenus();
  const { slots, slotRefs } = useRowsSlots();
  const root = useRef<HTMLDivElement>(null);
  usePlannerHandle(root);

  const onMoveToList = useCallback(
    (id: string, section: Section) => {
      const { actions: current, groups: now } = latest.current;
      current.moveTask(id, section, now[section].open.length);
    },
    [latest],
  );

  return (
    <>
      <div ref={root} className={sections.length > 1 ? 'grid grid-cols-3 items-start gap-3 lg:gap-4' : ''}>
        {sections.map((section) => (
          <SectionList
            key={section}
            section={section}
            open={groups[section].open}
            completed={groups[section].completed}
            loading={loading}
            menu={menus[section] ?? null}
            onMenuChange={onMenuChange}
            rowsSlot={slotRefs[section]}
            onMoveToList={onMoveToList}
          />
        ))}
      </div>
      <DragRoot onDragStart={onDragStart} onDragUpdate={onDragUpdate} onDragEnd={onDragEnd}>
        {sections.map((section) => {
          const slot = slots[section];
          return (
            slot &&
            createPortal(
              <DropArea
                section={section}
                open={groups[section].open}
                loading={loading}
                menuTaskId={menus[section]?.details ? null : (menus[section]?.taskId ?? null)}
                onOpenMenu={openMenuIn[section]}
              />,
              slot,
              section,
            )
          );
        })}
      </DragRoot>
    </>
  );
}
