import { onDemand, useOnDemand } from '../../lib/on-demand';
import type { RepeatDialogProps } from './repeat-dialog';

// The dialog, its day picker and the routine requests are fetched the first time it opens.
const repeatDialog = onDemand(() => import('./repeat-dialog').then((module) => module.default));

/** "Repeat…" from a task's menu: the dialog once its code is here. */
export function RepeatDialogLoader(props: RepeatDialogProps) {
  const { value: RepeatDialog } = useOnDemand(repeatDialog);
  return RepeatDialog ? <RepeatDialog {...props} /> : null;
}
