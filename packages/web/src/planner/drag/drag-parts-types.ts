import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
// Types only: erased from the build, so the library's code stays out of the lists' chunk.
import type { DroppableProvidedProps } from '@hello-pangea/dnd';
import type { Section, Task } from '@dayflow/core';

/** What a row needs to be dragged: the library's Draggable fills it, a plain row leaves it inert. */
export interface RowDragSlot {
  innerRef: (element: HTMLElement | null) => void;
  draggableProps: HTMLAttributes<HTMLElement> & { style?: CSSProperties };
  /** Spread on the handle: the library's keyboard and pointer hooks, or a plain focusable button. */
  handleProps: HTMLAttributes<HTMLElement> | null;
}

/** What a list needs to take drops: the library's Droppable fills it, a plain list leaves it inert. */
export interface ListDropSlot {
  innerRef: (element: HTMLElement | null) => void;
  /** The library's data attributes, by which it finds the list (none on a plain list). */
  droppableProps: Partial<DroppableProvidedProps>;
  placeholder: ReactNode;
  isDraggingOver: boolean;
  isUsingPlaceholder: boolean;
}

export interface BoardDragProps {
  tasks: Task[];
  /** Open tasks per list, in list order: the positions the spoken feedback counts. */
  groups: Record<Section, { open: Task[] }>;
  children: ReactNode;
}

export interface ListDropProps {
  section: Section;
  /** A virtual list drags a copy of the row (its original may scroll away and unmount). */
  virtual: boolean;
  open: Task[];
  /** Draws the dragged copy of a virtual list's row. */
  clone: (task: Task, slot: RowDragSlot, isDragging: boolean) => ReactNode;
  children: (slot: ListDropSlot) => ReactNode;
}

export interface RowDragProps {
  id: string;
  index: number;
  children: (slot: RowDragSlot, isDragging: boolean) => ReactNode;
}

/**
 * The drag layer as three parts: the board (one context, so tasks move between lists), each
 * list (a drop target) and each row (a drag source). The first render uses plain stand-ins that
 * draw the same DOM; the library's parts replace them once its code has arrived.
 */
export interface DragParts {
  Board: (props: BoardDragProps) => ReactNode;
  List: (props: ListDropProps) => ReactNode;
  Row: (props: RowDragProps) => ReactNode;
}
