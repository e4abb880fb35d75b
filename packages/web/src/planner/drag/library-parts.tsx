import { useCallback, useMemo, useRef } from 'react';
import {
  DragDropContext,
  Draggable,
  Droppable,
  type DragStart,
  type DragUpdate,
  type DraggableChildrenFn,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { useTaskActions } from '../../sync';
import { useLatest } from '../../hooks/use-latest';
import {
  DRAG_INSTRUCTIONS,
  dropMessage,
  liftMessage,
  spokenText,
  updateMessage,
  type DragLookup,
} from './drag-announcements';
import { dropToMove } from './drop-move';
import type { BoardDragProps, DragParts, ListDropProps, RowDragProps } from './drag-parts-types';

/**
 * One drag-and-drop context around the lists, so tasks move between lists and within one.
 * The library's own thresholds are the spec's (§9): a mouse drag starts after 5 px
 * (sloppyClickThreshold) and a touch drag after a 120 ms press (timeForLongPress); neither is
 * configurable, and both are checked by the e2e drag tests.
 */
function Board({ tasks, groups, children }: BoardDragProps) {
  const actions = useTaskActions();
  const latest = useLatest({ tasks, groups, actions });

  // The words read at the lift. A task whose save answers mid-drag trades its temporary id for
  // the server's, so by the drop the id the drag holds no longer names any task.
  const lifted = useRef<{ id: string; text: string } | null>(null);
  const lookup = useMemo<DragLookup>(
    () => ({
      textOf: (id) => {
        const text = latest.current.tasks.find((task) => task.id === id)?.text;
        if (text !== undefined) return spokenText(text);
        return lifted.current?.id === id ? lifted.current.text : 'the task';
      },
      openCount: (section) => latest.current.groups[section].open.length,
    }),
    [latest],
  );

  const onDragStart = useCallback(
    (start: DragStart, provided: ResponderProvided) => {
      lifted.current = { id: start.draggableId, text: lookup.textOf(start.draggableId) };
      provided.announce(liftMessage(start, lookup));
    },
    [lookup],
  );
  const onDragUpdate = useCallback(
    (update: DragUpdate, provided: ResponderProvided) => provided.announce(updateMessage(update, lookup)),
    [lookup],
  );
  const onDragEnd = useCallback(
    (result: DropResult, provided: ResponderProvided) => {
      provided.announce(dropMessage(result, lookup));
      const move = dropToMove(result);
      // Applied synchronously (optimistic), so the dropped row never flashes back to its old place.
      if (move) latest.current.actions.moveTask(move.id, move.section, move.index);
    },
    [latest, lookup],
  );

  return (
    <DragDropContext
      onDragStart={onDragStart}
      onDragUpdate={onDragUpdate}
      onDragEnd={onDragEnd}
      dragHandleUsageInstructions={DRAG_INSTRUCTIONS}
    >
      {children}
    </DragDropContext>
  );
}

function List({ section, virtual, open, clone, children }: ListDropProps) {
  const renderClone = useCallback<DraggableChildrenFn>(
    (provided, snapshot, rubric) => {
      const task = open.find((t) => t.id === rubric.draggableId) ?? open[rubric.source.index]!;
      const slot = {
        innerRef: provided.innerRef,
        draggableProps: provided.draggableProps,
        handleProps: provided.dragHandleProps,
      };
      return clone(task, slot, snapshot.isDragging);
    },
    [open, clone],
  );
  return (
    // Keyed by mode: the library reads a Droppable's mode when it registers.
    <Droppable
      key={virtual ? 'virtual' : 'standard'}
      droppableId={section}
      mode={virtual ? 'virtual' : 'standard'}
      renderClone={virtual ? renderClone : undefined}
    >
      {(provided, snapshot) =>
        children({
          innerRef: provided.innerRef,
          droppableProps: provided.droppableProps,
          placeholder: provided.placeholder,
          isDraggingOver: snapshot.isDraggingOver,
          isUsingPlaceholder: snapshot.isUsingPlaceholder,
        })
      }
    </Droppable>
  );
}

function Row({ id, index, children }: RowDragProps) {
  return (
    <Draggable draggableId={id} index={index}>
      {(provided, snapshot) =>
        // A new slot each time, but the row's view is memoised on the three values inside it.
        children(
          {
            innerRef: provided.innerRef,
            draggableProps: provided.draggableProps,
            handleProps: provided.dragHandleProps,
          },
          snapshot.isDragging,
        )
      }
    </Draggable>
  );
}

/** The drag library's parts, fetched apart from the planner's first download (see drag-kit). */
export const LIBRARY_PARTS: DragParts = { Board, List, Row };
