import type { DragStart, DragUpdate, DropResult } from '@hello-pangea/dnd';
import { TEXTS, type Section } from '@dayflow/core';

/**
 * What screen readers hear while a task is dragged, in plain words (the library's defaults talk
 * about "draggables" and "droppables").
 */
export const DRAG_INSTRUCTIONS =
  'To move this task with the keyboard, press Space to pick it up. ' +
  'Use the up and down arrow keys to change its place, and the left and right arrow keys to move it to another list. ' +
  'Press Space again to drop it, or Escape to cancel.';

export interface DragLookup {
  /** The task's text, shortened for speech. */
  textOf: (id: string) => string;
  /** How many open tasks the list holds now (the dragged one included when it is there). */
  openCount: (list: string) => number;
  /** A list's name as spoken; the board's lists are named by their titles (the Upcoming page's days by their dates). */
  titleOf?: (list: string) => string;
}

const MAX_SPOKEN_CHARS = 60;

export function spokenText(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_SPOKEN_CHARS ? `${oneLine.slice(0, MAX_SPOKEN_CHARS - 1)}…` : oneLine;
}

const sectionTitle = (id: string) => TEXTS.sectionTitles[id as Section] ?? id;

/** Positions a list will have once the task lands there. */
function countAt(lookup: DragLookup, from: string, to: string): number {
  const count = lookup.openCount(to);
  return from === to ? count : count + 1;
}

export function liftMessage(start: DragStart, lookup: DragLookup): string {
  const titleOf = lookup.titleOf ?? sectionTitle;
  const { source } = start;
  const total = lookup.openCount(source.droppableId);
  return `You picked up "${lookup.textOf(start.draggableId)}". It is at position ${source.index + 1} of ${total} in ${titleOf(source.droppableId)}.`;
}

export function updateMessage(update: DragUpdate, lookup: DragLookup): string {
  const titleOf = lookup.titleOf ?? sectionTitle;
  const { destination, source } = update;
  if (!destination) return 'You are not over a list. Dropping now leaves the task where it was.';
  const total = countAt(lookup, source.droppableId, destination.droppableId);
  return `Position ${destination.index + 1} of ${total} in ${titleOf(destination.droppableId)}.`;
}

/** Called before the store applies the move, so counts are those of the lists before it. */
export function dropMessage(result: DropResult, lookup: DragLookup): string {
  const titleOf = lookup.titleOf ?? sectionTitle;
  const { destination, source } = result;
  const text = lookup.textOf(result.draggableId);
  const back = `"${text}" is back at position ${source.index + 1} in ${titleOf(source.droppableId)}.`;
  if (result.reason === 'CANCEL') return `Move cancelled. ${back}`;
  if (!destination) return `You dropped the task outside a list. ${back}`;
  if (destination.droppableId === source.droppableId && destination.index === source.index) {
    return `You dropped "${text}" where it was, at position ${source.index + 1} in ${titleOf(source.droppableId)}.`;
  }
  const total = countAt(lookup, source.droppableId, destination.droppableId);
  return `You dropped "${text}" in ${titleOf(destination.droppableId)}, at position ${destination.index + 1} of ${total}.`;
}
