import type {
  DraggableProps,
  DraggableProvided,
  DraggableStateSnapshot,
  DroppableProps,
  DroppableProvided,
  DroppableStateSnapshot,
} from '@hello-pangea/dnd';
import { useDragKit } from './drag-kit-context';

const noRef = () => {};

// Before the library arrives, lists and rows render from these: the same elements, at rest. The
// library's data attributes are left out on purpose (nothing reads them until it is there), and
// a row's handle has no handle props, so it is not yet a button nor in the tab order.
const STILL_LIST: DroppableProvided = {
  innerRef: noRef,
  droppableProps: {} as DroppableProvided['droppableProps'],
  placeholder: null,
};
const STILL_LIST_STATE: DroppableStateSnapshot = {
  isDraggingOver: false,
  draggingOverWith: null,
  draggingFromThisWith: null,
  isUsingPlaceholder: false,
};
const STILL_ROW: DraggableProvided = {
  innerRef: noRef,
  draggableProps: {} as DraggableProvided['draggableProps'],
  dragHandleProps: null,
};
const STILL_ROW_STATE: DraggableStateSnapshot = {
  isDragging: false,
  isDropAnimating: false,
  isClone: false,
  dropAnimation: null,
  draggingOver: null,
  combineWith: null,
  combineTargetFor: null,
  mode: null,
};

/** A list that tasks can be dropped into: the library's Droppable once it is in. */
export function DropZone(props: DroppableProps) {
  const kit = useDragKit();
  if (kit) return <kit.Droppable {...props} />;
  return props.children(STILL_LIST, STILL_LIST_STATE);
}

/** A row that can be dragged: the library's Draggable once it is in. */
export function DragItem(props: DraggableProps) {
  const kit = useDragKit();
  if (kit) return <kit.Draggable {...props} />;
  // The library's render prop takes a third argument only for clones, which never stand in.
  return props.children(STILL_ROW, STILL_ROW_STATE, undefined as never);
}
