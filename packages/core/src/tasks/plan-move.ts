import { placeInOrder } from './place-in-order';
import { dedupeById, sortTasks } from './task-list';
import { LATER_SECTION } from '../constants';
import type { Task, TaskSection } from './task-schemas';

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
 * Later is ordered by day, then by order within a day: a move there names the day (`toDay`), and
 * the destination is that day's open tasks. A task moved out of Later loses its day.
 *
 * Returns the tasks to write, each with `updatedAt = now`, in the destination's new sequence:
 * the moved task always (its updatedAt records the move), and any neighbour renumbered. Returns
 * null for a no-op: an unknown id, the same section and position, or a completed task — it has
 * no list position, and refreshing its updatedAt would count it as completed today.
 * Completed tasks are never touched, for the same reason.
 */
export function planMove(
  tasks: Task[],
  id: string,
  toSection: TaskSection,
  toIndex: number,
  now: number,
  toDay: string | null = null,
): Task[] | null {
  const move = resolveMove(tasks, id, toSection, toIndex, toDay);
  if (!move) return null;
  const { moving, destination, index, day } = move;
  const newDestination = [...destination.slice(0, index), moving, ...destination.slice(index)];
  const orders = placeInOrder(newDestination, index);
  return newDestination.flatMap((task, i) => {
    const order = orders.get(i);
    return order === undefined ? [] : [{ ...task, section: toSection, day, order, updatedAt: now }];
  });
}

/**
 * Where planMove puts the task: its position among the destination's open tasks, clamped as
 * planMove clamps it; null for a no-op. What a client sends the server, since orders are not
 * positions.
 */
export function landingIndex(
  tasks: Task[],
  id: string,
  toSection: TaskSection,
  toIndex: number,
  toDay: string | null = null,
): number | null {
  return resolveMove(tasks, id, toSection, toIndex, toDay)?.index ?? null;
}

/** The day a task in `section` carries: Later's tasks theirs, every other list none. */
const dayIn = (section: TaskSection, day: string | null | undefined) =>
  section === LATER_SECTION ? (day ?? null) : null;

function resolveMove(tasks: Task[], id: string, toSection: TaskSection, toIndex: number, toDay: string | null) {
  const all = dedupeById(tasks);
  const moving = all.find((task) => task.id === id);
  if (!moving || moving.completed) return null;

  const day = dayIn(toSection, toDay);
  // One list for a move: a section, and in Later one day of it.
  const openIn = (section: TaskSection, listDay: string | null) =>
    sortTasks(all.filter((t) => !t.completed && t.section === section && dayIn(section, t.day) === listDay));
  const source = openIn(moving.section, dayIn(moving.section, moving.day));
  const sameList = moving.section === toSection && dayIn(moving.section, moving.day) === day;
  const currentIndex = source.findIndex((task) => task.id === id);
  const destination = sameList ? source.filter((task) => task.id !== id) : openIn(toSection, day);
  const index = clampIndex(toIndex, destination.length);
  if (sameList && index === currentIndex) return null;
  return { moving, destination, index, day };
}

function clampIndex(index: number, length: number): number {
  if (Number.isNaN(index)) return length;
  return Math.min(Math.max(Math.floor(index), 0), length);
}
