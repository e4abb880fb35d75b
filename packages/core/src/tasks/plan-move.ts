import { dedupeById, sortTasks } from './task-list';
import type { Section, Task } from './task-schemas';

/**
 * The move rule (spec §4): moving a task changes its section and renumbers the affected lists.
 *
 * `tasks` are all of one user's tasks. Only open tasks hold list positions, so `toIndex` is the
 * position among the destination's open tasks once the moving task is taken out; it is clamped
 * to 0..length (a fraction is floored, NaN means the end).
 *
 * Returns the tasks to write, each with `updatedAt = now`: the destination list in its new
 * sequence, then the source list, both renumbered 0..n-1; only tasks whose section or order
 * changes are included, plus the moved task always (its updatedAt records the move). Returns
 * null for a no-op: an unknown id, the same section and position, or a completed task — it has
 * no list position, and refreshing its updatedAt would count it as completed today.
 * Completed tasks are never touched, for the same reason.
 */
export function planMove(tasks: Task[], id: string, toSection: Section, toIndex: number, now: number): Task[] | null {
  const all = dedupeById(tasks);
  const moving = all.find((task) => task.id === id);
  if (!moving || moving.completed) return null;

  const openIn = (section: Section) => sortTasks(all.filter((task) => !task.completed && task.section === section));
  const fromSection = moving.section;
  const source = openIn(fromSection);
  const sameSection = fromSection === toSection;
  const currentIndex = source.findIndex((task) => task.id === id);
  const sourceRest = source.filter((task) => task.id !== id);
  const destination = sameSection ? sourceRest : openIn(toSection);
  const index = clampIndex(toIndex, destination.length);
  if (sameSection && index === currentIndex) return null;

  const newDestination = [...destination.slice(0, index), moving, ...destination.slice(index)];
  const changed = renumber(newDestination, toSection, id, now);
  if (!sameSection) changed.push(...renumber(sourceRest, fromSection, id, now));
  return changed;
}

function clampIndex(index: number, length: number): number {
  if (Number.isNaN(index)) return length;
  return Math.min(Math.max(Math.floor(index), 0), length);
}

function renumber(sequence: Task[], section: Section, movingId: string, now: number): Task[] {
  const changed: Task[] = [];
  sequence.forEach((task, order) => {
    if (task.id === movingId || task.order !== order || task.section !== section) {
      changed.push({ ...task, section, order, updatedAt: now });
    }
  });
  return changed;
}
