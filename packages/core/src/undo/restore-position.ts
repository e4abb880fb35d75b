import { MAX_ORDER, MIN_ORDER } from '../tasks/place-in-order';
import { nextOrder } from '../tasks/task-list';
import type { Section, Task } from '../tasks/task-schemas';

/**
 * Where a deleted task goes back to: always its own list. It keeps its order — so it lands
 * between the same neighbours as before — when no other task of that list holds that order now
 * (completed ones included, since they sort by order too); otherwise, e.g. a task added since took
 * the order, it is appended like a new task. `tasks` are the user's tasks still in their lists.
 */
export function restorePosition(
  tasks: Pick<Task, 'id' | 'section' | 'order'>[],
  deleted: Task,
): { section: Section; order: number } {
  const { section, order } = deleted;
  const valid = Number.isInteger(order) && order >= MIN_ORDER && order <= MAX_ORDER;
  const taken = tasks.some((task) => task.id !== deleted.id && task.section === section && task.order === order);
  return {
    section,
    order:
      valid && !taken
        ? order
        : nextOrder(
            tasks.filter((t) => t.id !== deleted.id),
            section,
          ),
  };
}
