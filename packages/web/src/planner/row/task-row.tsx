import { memo } from 'react';
import type { DraggableProvided } from '@hello-pangea/dnd';
import type { Task } from '@dayflow/core';
import { DragItem } from '../drag/drag-parts';
import { sameTask } from '../task-equality';
import type { MenuRequest } from './menu-request';
import type { EditTask } from './task-row-content';
import { TaskRowItem, type VirtualSlot } from './task-row-item';

export type { MenuAnchor, MenuRequest, MenuVia } from './menu-request';
export type { EditTask } from './task-row-content';
export type { VirtualSlot } from './task-row-item';

interface Props {
  task: Task;
  index: number;
  menuOpen: boolean;
  onComplete: (id: string) => void;
  onEdit: EditTask;
  onOpenMenu: (request: MenuRequest) => void;
  /** In a virtual list: the row's place, and the list's measuring ref (see VirtualTaskList). */
  slot?: VirtualSlot;
}

/**
 * One open task as a drag source: the library's Draggable (once it is in, drag/drag-parts.tsx)
 * around the row's view (TaskRowItem),
 * which is memoised apart from it.
 */
function TaskRowView({ task, index, menuOpen, onComplete, onEdit, onOpenMenu, slot }: Props) {
  return (
    <DragItem draggableId={task.id} index={index}>
      {(provided, snapshot) => (
        <TaskRowItem
          attach={provided.innerRef}
          draggableProps={provided.draggableProps}
          handleProps={provided.dragHandleProps}
          isDragging={snapshot.isDragging}
          task={task}
          menuOpen={menuOpen}
          onComplete={onComplete}
          onEdit={onEdit}
          onOpenMenu={onOpenMenu}
          index={slot ? index : undefined}
          top={slot?.top}
          setSize={slot?.setSize}
          measure={slot?.measure}
        />
      )}
    </DragItem>
  );
}

/**
 * The row that follows the pointer or keyboard while a task of a virtual list is dragged: the
 * original may scroll out of the window and unmount mid-drag, so the library drags this copy.
 */
export function TaskRowClone({
  provided,
  isDragging,
  task,
}: {
  provided: DraggableProvided;
  isDragging: boolean;
  task: Task;
}) {
  return (
    <TaskRowItem
      attach={provided.innerRef}
      draggableProps={provided.draggableProps}
      handleProps={provided.dragHandleProps}
      isDragging={isDragging}
      task={task}
      menuOpen={false}
      onComplete={noop}
      onEdit={refuse}
      onOpenMenu={noop}
      clone
    />
  );
}

const noop = () => {};
const refuse = () => false;

/** Memoised on content, so one change in a 1,000-task list re-renders one row. */
export const TaskRow = memo(
  TaskRowView,
  (a, b) =>
    sameTask(a.task, b.task) &&
    a.index === b.index &&
    a.menuOpen === b.menuOpen &&
    a.onComplete === b.onComplete &&
    a.onEdit === b.onEdit &&
    a.onOpenMenu === b.onOpenMenu &&
    a.slot?.top === b.slot?.top &&
    a.slot?.setSize === b.slot?.setSize &&
    a.slot?.measure === b.slot?.measure,
);
