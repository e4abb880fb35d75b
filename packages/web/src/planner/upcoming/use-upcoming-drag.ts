import { useCallback, useMemo, useRef } from 'react';
import type { BeforeCapture, DragStart, DragUpdate, DropResult, ResponderProvided } from '@hello-pangea/dnd';
import { sectionForDay, type Task } from '@dayflow/core';
import { useLatest } from '../../hooks/use-latest';
import type { TaskActions } from '../../sync';
import type { DragLookup } from '../drag/drag-announcements';
import { dragKitInUse } from '../drag/drag-root';
import { dropToPlannedMove } from './upcoming-drop';

interface PageState {
  tasks: Task[];
  /** Each drop target's open tasks in the order shown, by its list id (upcoming-drop.ts). */
  lists: Map<string, Task[]>;
  actions: TaskActions;
  today: string;
}

/**
 * The page's drag responders: the planner's announcements (drag/drag-announcements.ts), with its
 * lists named as the page names them, and each drop made a move in the task store.
 */
/**
 * A keyboard drag reaches only the columns at least partly on screen (the library looks for the
 * next list there), so the column the task is in is kept in the middle of the strip, its
 * neighbours beside it: at the lift (before the library measures anything) and at each step.
 * A pointer drag is left alone: the row must stay under the pointer.
 */
function centerColumn(within: Element | null | undefined) {
  within?.closest('section')?.scrollIntoView({ inline: 'center', block: 'nearest' });
}

function onBeforeCapture({ draggableId, mode }: BeforeCapture) {
  if (mode === 'SNAP') centerColumn(document.querySelector(`[data-task-id="${CSS.escape(draggableId)}"]`));
}

export function useUpcomingDrag(state: PageState, titleOf: (list: string) => string) {
  const latest = useLatest(state);
  const lifted = useRef<{ id: string; text: string } | null>(null);
  const lookup = useMemo<DragLookup>(
    () => ({
      textOf: (id) => {
        const text = latest.current.tasks.find((task) => task.id === id)?.text;
        if (text !== undefined) return dragKitInUse().spokenText(text);
        return lifted.current?.id === id ? lifted.current.text : 'the task';
      },
      openCount: (list) => latest.current.lists.get(list)?.length ?? 0,
      titleOf,
    }),
    [latest, titleOf],
  );
  const onDragStart = useCallback(
    (start: DragStart, provided: ResponderProvided) => {
      lifted.current = { id: start.draggableId, text: lookup.textOf(start.draggableId) };
      provided.announce(dragKitInUse().liftMessage(start, lookup));
    },
    [lookup],
  );
  const onDragUpdate = useCallback(
    (update: DragUpdate, provided: ResponderProvided) => {
      provided.announce(dragKitInUse().updateMessage(update, lookup));
      const over = update.destination?.droppableId;
      if (update.mode === 'SNAP' && over)
        centerColumn(document.querySelector(`[data-drop-area="${CSS.escape(over)}"]`));
    },
    [lookup],
  );
  const onDragEnd = useCallback(
    (result: DropResult, provided: ResponderProvided) => {
      provided.announce(dragKitInUse().dropMessage(result, lookup));
      const move = dropToPlannedMove(result, (day) => sectionForDay(day, latest.current.today));
      // Applied synchronously (optimistic), so the dropped row never flashes back to its old place.
      if (move) latest.current.actions.moveTask(move.id, move.section, move.index, move.day);
    },
    [latest, lookup],
  );

  return { onBeforeCapture, onDragStart, onDragUpdate, onDragEnd };
}
