import { LATER_SECTION } from '../constants';
import { sectionForDay } from '../days/planned-days';
import { MAX_ORDER, MIN_ORDER } from '../tasks/place-in-order';
import { nextOrder } from '../tasks/task-list';
import type { Task, TaskSection } from '../tasks/task-schemas';

/**
 * Where a deleted task goes back to: always its own list. It keeps its order — so it lands
 * between the same neighbours as before — when no other task of that list holds that order now
 * (completed ones included, since they sort by order too); otherwise, e.g. a task added since took
 * the order, it is appended like a new task. `tasks` are the user's tasks still in their lists.
 *
 * A Later task keeps its day, unless that day came near while it was deleted (`today`, the
 * user's date, given): then it goes where the day start would have brought it, Tomorrow or
 * Today, at the end, without a day.
 */
export function restorePosition(
  tasks: Pick<Task, 'id' | 'section' | 'order'>[],
  deleted: Task,
  today?: string,
): { section: TaskSection; order: number; day: string | null } {
  const others = tasks.filter((t) => t.id !== deleted.id);
  const day = deleted.section === LATER_SECTION ? (deleted.day ?? null) : null;
  const arrived = day !== null && today !== undefined ? sectionForDay(day, today) : LATER_SECTION;
  if (day !== null && arrived !== LATER_SECTION)
    return { section: arrived, order: nextOrder(others, arrived), day: null };
  const { section, order } = deleted;
  const valid = Number.isInteger(order) && order >= MIN_ORDER && order <= MAX_ORDER;
  const taken = others.some((task) => task.section === section && task.order === order);
  return { section, order: valid && !taken ? order : nextOrder(others, section), day };
}
