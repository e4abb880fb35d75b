import { onDemand, useOnDemand } from '../../lib/on-demand';
import type { TaskDetailsProps } from './task-details';

// The panel, its notes and checklist are fetched the first time a task is opened.
const taskDetails = onDemand(() => import('./task-details').then((module) => module.default));

/** A task's details panel, once its code is here. */
export function TaskDetailsLoader(props: TaskDetailsProps) {
  const { value: TaskDetails } = useOnDemand(taskDetails);
  return TaskDetails ? <TaskDetails {...props} /> : null;
}
