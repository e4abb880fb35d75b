import type { RefObject } from 'react';
import type { Task } from '@dayflow/core';
import { PlanDialogLoader } from './plan/plan-dialog-loader';
import { RemindDialogLoader } from './remind/remind-dialog-loader';
import { RepeatDialogLoader } from './repeat/repeat-dialog-loader';

export type TaskDialogKind = 'plan' | 'repeat' | 'remind';

/** A dialog a task's menu opened: "Plan for…", "Repeat…" or "Remind me…", and where focus goes back after. */
export interface TaskDialog {
  kind: TaskDialogKind;
  task: Task;
  returnFocus: HTMLElement | null;
}

interface Props {
  dialog: TaskDialog | null;
  onClose: () => void;
  /** Takes focus when the task leaves the list (planned for another day): its row is gone. */
  leaveTo: RefObject<HTMLElement | null>;
}

/** The open task dialog, if any; each one's code is fetched when it first opens. */
export function TaskDialogs({ dialog, onClose, leaveTo }: Props) {
  if (!dialog) return null;
  const props = { task: dialog.task, returnTo: dialog.returnFocus, onClose };
  if (dialog.kind === 'plan') return <PlanDialogLoader {...props} leaveTo={leaveTo} />;
  const Loader = dialog.kind === 'repeat' ? RepeatDialogLoader : RemindDialogLoader;
  return <Loader {...props} />;
}
