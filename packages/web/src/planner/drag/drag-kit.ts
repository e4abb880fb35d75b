/**
 * The drag library, fetched after the planner's first paint (drag-root.tsx): it is about 29 kB
 * gzip with its store, and nothing on the first screen needs it before a row is dragged.
 */
export { DragDropContext, Draggable, Droppable } from '@hello-pangea/dnd';
// What a screen reader hears during a drag comes with the library: nothing says it before one.
export { DRAG_INSTRUCTIONS, dropMessage, liftMessage, spokenText, updateMessage } from './drag-announcements';
