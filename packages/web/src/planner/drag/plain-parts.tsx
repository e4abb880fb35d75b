import { createContext, useContext } from 'react';
import type { DragParts, ListDropSlot, RowDragSlot } from './drag-parts-types';

const noop = () => {};

// Stable objects: the rows are memoised on these props.
const PLAIN_ROW: RowDragSlot = {
  innerRef: noop,
  draggableProps: {},
  // Focusable and named like the library's handle, so the Tab order and what a screen reader
  // finds do not change when the library takes over (keyboard users tab to it before that).
  handleProps: { role: 'button', tabIndex: 0, draggable: false },
};
const PLAIN_LIST: ListDropSlot = {
  innerRef: noop,
  droppableProps: {},
  placeholder: null,
  isDraggingOver: false,
  isUsingPlaceholder: false,
};

/** The lists as they are drawn before the drag library has arrived: the same DOM, inert. */
export const PLAIN_PARTS: DragParts = {
  Board: ({ children }) => children,
  List: ({ children }) => children(PLAIN_LIST),
  Row: ({ children }) => children(PLAIN_ROW, false),
};

export const DragPartsContext = createContext<DragParts>(PLAIN_PARTS);

/** The parts the lists draw with now: plain ones until the drag library has been mounted. */
export const useDragParts = () => useContext(DragPartsContext);
