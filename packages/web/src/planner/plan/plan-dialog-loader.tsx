import { onDemand, useOnDemand } from '../../lib/on-demand';
import type { PlanDialogProps } from './plan-dialog';

// The calendar is fetched the first time it opens: most tasks are planned by typing or dragging.
const planDialog = onDemand(() => import('./plan-dialog').then((module) => module.default));

/** "Plan for…" from a task's menu: the dialog once its code is here. */
export function PlanDialogLoader(props: PlanDialogProps) {
  const { value: PlanDialog } = useOnDemand(planDialog);
  return PlanDialog ? <PlanDialog {...props} /> : null;
}
