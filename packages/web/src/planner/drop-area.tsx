import { memo, useCallback, useState } from 'react';
import type { DraggableChildrenFn } from '@hello-pangea/dnd';
import { TEXTS, type Section, type Task } from '@dayflow/core';
import { useTaskActions } from '../sync';
import { DropZone } from './drag/drag-parts';
import { useArrivingDragKit } from './drag/drag-kit-context';
import { RowSkeletons } from './row-skeletons';
import { sameTaskList } from './task-equality';
import { TaskRow, TaskRowClone, type MenuRequest } from './row/task-row';
import { useStagedRows } from './use-staged-rows';
import { VIRTUALIZE_ABOVE, useVirtualTaskList } from './virtual-list-loader';

interface Props {
  section: Section;
  /** Open tasks in list order; their indexes are the positions planMove expects. */
  open: Task[];
  /** The first snapshot has not arrived yet: show placeholders, not "No tasks yet". */
  loading: boolean;
  /** The task whose menu is open, if it is in this list. */
  menuTaskId: string | null;
  onOpenMenu: (request: MenuRequest) => void;
}

/** A list's open tasks: a drop target whose rows can be dragged within it and to the others. */
function DropAreaView({ section, open, loading, menuTaskId, onOpenMenu }: Props) {
  const actions = useTaskActions();
  const { VirtualTaskList, failed } = useVirtualTaskList(open.length);
  const virtual = open.length > VIRTUALIZE_ABOVE && !failed;
  // A virtual list draws only the rows near the window anyway; staging is for a plain one.
  // Drawn again under the drag library, the rows are already on screen: all of them at once.
  const arriving = useArrivingDragKit();
  const [drawnBefore] = useState(() => arriving());
  const staged = useStagedRows(open.length, drawnBefore);
  const drawn = virtual ? open.length : staged;
  const renderClone = useCallback<DraggableChildrenFn>(
    (provided, snapshot, rubric) => {
      const task = open.find((t) => t.id === rubric.draggableId) ?? open[rubric.source.index]!;
      return <TaskRowClone provided={provided} isDragging={snapshot.isDragging} task={task} />;
    },
    [open],
  );
  const onComplete = useCallback((id: string) => actions.setCompleted(id, true), [actions]);

  return (
    // Keyed by mode: the library reads a Droppable's mode when it registers.
    <DropZone
      key={virtual ? 'virtual' : 'standard'}
      droppableId={section}
      mode={virtual ? 'virtual' : 'standard'}
      renderClone={virtual ? renderClone : undefined}
    >
      {(provided, snapshot) => (
        <div
          ref={provided.innerRef}
          {...provided.droppableProps}
          data-drop-area={section}
          // A virtual list must sit in a scroll container for the library to add rows that
          // mount mid-drag; this one never scrolls (it is as tall as its rows), the page does.
          className={`mt-3 min-h-16 rounded-xl transition-colors ${virtual ? 'overflow-y-auto' : ''} ${
            snapshot.isDraggingOver
              ? 'bg-indigo-50/80 ring-2 ring-indigo-200 dark:bg-indigo-500/10 dark:ring-indigo-500/30'
              : ''
          }`}
        >
          {virtual && !VirtualTaskList ? (
            <RowSkeletons />
          ) : virtual && VirtualTaskList ? (
            <VirtualTaskList
              tasks={open}
              extraSlot={snapshot.isUsingPlaceholder}
              menuTaskId={menuTaskId}
              onComplete={onComplete}
              onEdit={actions.editTask}
              onOpenMenu={onOpenMenu}
            />
          ) : open.length > 0 ? (
            <ul className="space-y-1.5">
              {open.slice(0, drawn).map((task, index) => (
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
          ) : loading ? (
            <RowSkeletons />
          ) : (
            !snapshot.isDraggingOver && (
              <p className="flex min-h-16 items-center justify-center rounded-xl border border-dashed border-slate-300 px-3 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
                {TEXTS.emptyOpen}
              </p>
            )
          )}
          {/* A virtual list makes the room itself (extraSlot); the library forbids a placeholder there. */}
          {!virtual && provided.placeholder}
        </div>
      )}
    </DropZone>
  );
}

/** Memoised on content: a change in one list does not re-render the other two. */
export const DropArea = memo(
  DropAreaView,
  (a, b) =>
    a.section === b.section &&
    a.loading === b.loading &&
    a.menuTaskId === b.menuTaskId &&
    a.onOpenMenu === b.onOpenMenu &&
    sameTaskList(a.open, b.open),
);
