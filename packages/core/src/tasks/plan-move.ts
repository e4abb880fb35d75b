import { placeInOrder } from './place-in-order';
import { dedupeById, sortTasks } from './task-list';
import type { Section, Task } from './task-schemas';

/**
 * The move rule (spec §4): moving a task changes its section and renumbers the affected lists.
 *
 * `tasks` are all of one user's tasks. Only open tasks hold list positions, so `toIndex` is the
 * position among the destination's open tasks once the moving task is taken out; it is clamped
 * to 0..length (a fraction is floored, NaN means the end).
 *
 * Renumbering is as small as the order allows (see placeInOrder): the moved task takes an order
 * between its new neighbours, and only when none is free are the few around it renumbered. The
 * list left behind keeps its orders (a gap does not change the sequence). Every write is sent to
 * each of the user's devices, so a move that rewrote a 500-task list cost every socket the list.
 *
 * Returns the tasks to write, each with `updatedAt = now`, in the destination's new sequence:
 * the moved task always (its updatedAt records the move), and any neighbour renumbered. Returns
 * null for a no-op: an unknown id, the same section and position, or a completed task — it has
 * no list position, and refreshing its updatedAt would count it as completed today.
 * Completed tasks are never touched, for the same reason.
 */
export function planMove(tasks: Task[], id: string, toSection: Section, toIndex: number, now: number): Task[] | null {
  const move = resolveMove(tasks, id, toSection, toIndex);
  if (!move) return null;
  const { moving, destination, index } = move;
  const newDestination = [...destination.slice(0, index), moving, ...destination.slice(index)];
  const orders = placeInOrder(newDestination, index);
  return newDestination.flatMap((task, i) => {
    const order = orders.get(i);
    return order === undefined ? [] : [{ ...task, section: toSection, order, updatedAt: now }];
  });
}

/**
 * Where planMove puts the task: its position among the destination's open tasks, clamped as
 * planMove clamps it; null for a no-op. What a client sends the server, since orders are not
 * positions.
 */
export function landingIndex(tasks: Task[], id: string, toSection: Section, toIndex: number): number | null {
  return resolveMove(tasks, id, toSection, toIndex)?.index ?? null;
}

function resolveMove(tasks: Task[], id: string, toSection: Section, toIndex: number) {
  const all = dedupeById(tasks);
  const moving = all.find((task) => task.id === id);
  if (!moving || moving.completed) return null;

  const openIn = (section: Section) => sortTasks(all.filter((task) => !task.completed && task.section === section));
  const source = openIn(moving.section);
  const sameSection = moving.section === toSection;
  const currentIndex = source.findIndex((task) => task.id === id);
  const destination = sameSection ? source.filter((task) => task.id !== id) : openIn(toSection);
  const index = clampIndex(toIndex, destination.length);
  if (sameSection && index === currentIndex) return null;
  return { moving, destination, index };
}

function clampIndex(index: number, length: number): number {
  if (Number.isNaN(index)) return length;
  return Math.min(Math.max(Math.floor(index), 0), length);
}
