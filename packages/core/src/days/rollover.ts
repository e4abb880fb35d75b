import { dedupeById, nextOrder, sortTasks } from '../tasks/task-list';
import type { Task } from '../tasks/task-schemas';

/**
 * The rollover rule: when the user's day changes, every open Tomorrow task moves to Today,
 * after Today's open tasks, keeping its place relative to the other moved tasks.
 *
 * `tasks` are all of one user's tasks. Returns the moved tasks as they must be written
 * (section 'today', consecutive orders from nextOrder of Today, updatedAt = now), in their new
 * list order; [] when Tomorrow has no open task. Today's tasks keep their orders, and completed
 * tasks are never touched: their updatedAt means "completed on that day".
 */
export function planRollover(tasks: Task[], now: number): Task[] {
  const all = dedupeById(tasks);
  const moving = sortTasks(all.filter((task) => !task.completed && task.section === 'tomorrow'));
  const first = nextOrder(all, 'today');
  return moving.map((task, index) => ({ ...task, section: 'today', order: first + index, updatedAt: now }));
}
