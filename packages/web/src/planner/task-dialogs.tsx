import type { Task } from '@dayflow/core';
import { RemindDialogLoader } from './remind/remind-dialog-loader';
import { RepeatDialogLoader } from './repeat/repeat-dialog-loader';

/** A dialog a task's menu opened: "Repeat…" or "Remind me…", and where focus goes back after. */
export interface TaskDialog {
  kind: 'repeat' | 'remind';
  task: Task;
  returnFocus: HTMLElement | null;
}

/** The open task dialog, if any; each one's code is fetched when it first opens. */
export function TaskDialogs({ dialog, onClose }: { dialog: TaskDialog | null; onClose: () => void }) {
  if (!dialog) return null;
  const Loader = dialog.kind === 'repeat' ? RepeatDialogLoader : RemindDialogLoader;
  return <Loader task={dialog.task} returnTo={dialog.returnFocus} onClose={onClose} />;
}
