import { onDemand, useOnDemand } from '../../lib/on-demand';
import type { RemindDialogProps } from './remind-dialog';

// The dialog is fetched the first time it opens: most tasks never get a reminder.
const remindDialog = onDemand(() => import('./remind-dialog').then((module) => module.default));

/** "Remind me…" from a task's menu: the dialog once its code is here. */
export function RemindDialogLoader(props: RemindDialogProps) {
  const { value: RemindDialog } = useOnDemand(remindDialog);
  return RemindDialog ? <RemindDialog {...props} /> : null;
}
