import type { DropResult } from '@hello-pangea/dnd';
import { LATER_SECTION, isDateKey, type PlannedSection, type Section, type TaskSection } from '@dayflow/core';

/** The Upcoming page's drop targets: Brain Dump, each laid-out day, and Later beyond them. */
export const BRAIN_DUMP_LIST = 'brainDump';
export const BEYOND_LIST = LATER_SECTION;
const DAY_PREFIX = 'day:';

/** A day's list id, as the drag library names its drop target. */
export const dayListId = (day: string) => `${DAY_PREFIX}${day}`;

/** The day a list id names, or null for Brain Dump and Later. */
export function dayOfList(id: string): string | null {
  const day = id.startsWith(DAY_PREFIX) ? id.slice(DAY_PREFIX.length) : '';
  return isDateKey(day) ? day : null;
}

/** Where a task is put: one of the board's lists, or Later on a day. */
export type TaskPlace = { section: Section } | { section: typeof LATER_SECTION; day: string };

export interface PlannedMove {
  id: string;
  section: TaskSection;
  /** Position among the destination's open tasks (in Later, among its day's). */
  index: number;
  /** Later's day; absent for the other lists. */
  day?: string;
}

/**
 * What a finished drag on the page asks the store for, or null when it changes nothing: a day's
 * list is Today, Tomorrow or Later on that day (`sectionOf`, from the page's today); Brain Dump
 * takes the task at its top, where the drop target shows it.
 */
export function dropToPlannedMove(
  result: Pick<DropResult, 'draggableId' | 'source' | 'destination' | 'reason'>,
  sectionOf: (day: string) => PlannedSection,
): PlannedMove | null {
  const { destination, source } = result;
  if (result.reason === 'CANCEL' || !destination) return null;
  if (destination.droppableId === source.droppableId && destination.index === source.index) return null;
  const id = result.draggableId;
  if (destination.droppableId === BRAIN_DUMP_LIST) return { id, section: 'brainDump', index: 0 };
  const day = dayOfList(destination.droppableId);
  if (day === null) return null;
  const section = sectionOf(day);
  return section === LATER_SECTION
    ? { id, section, index: destination.index, day }
    : { id, section, index: destination.index };
}
