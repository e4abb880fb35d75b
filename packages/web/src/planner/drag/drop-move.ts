import type { DropResult } from '@hello-pangea/dnd';
import { SECTIONS, type Section } from '@dayflow/core';

export interface PlannedDrop {
  id: string;
  section: Section;
  /** Position among the destination's open tasks, as planMove and moveTask expect. */
  index: number;
}

const isSection = (id: string): id is Section => (SECTIONS as readonly string[]).includes(id);

/**
 * What a finished drag asks for, or null when it changes nothing (spec §4): dropped outside a
 * list, cancelled, or put back in the same list at the same position.
 */
export function dropToMove(
  result: Pick<DropResult, 'draggableId' | 'source' | 'destination' | 'reason'>,
): PlannedDrop | null {
  const { destination, source } = result;
  if (result.reason === 'CANCEL' || !destination || !isSection(destination.droppableId)) return null;
  if (destination.droppableId === source.droppableId && destination.index === source.index) return null;
  return { id: result.draggableId, section: destination.droppableId, index: destination.index };
}
