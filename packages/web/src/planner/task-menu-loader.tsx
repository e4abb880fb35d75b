import { onDemand, useOnDemand } from '../lib/on-demand';
import type { TaskMenuProps } from './task-menu';

// The menu's items, their icons and texts come with its first opening: the first screen shows none.
const taskMenu = onDemand(() => import('./task-menu').then((module) => module.TaskMenu));

/** A row's menu once its code is here (at once after the first opening). */
export function TaskMenuLoader(props: TaskMenuProps) {
  const { value: TaskMenu } = useOnDemand(taskMenu);
  return TaskMenu ? <TaskMenu {...props} /> : null;
}
