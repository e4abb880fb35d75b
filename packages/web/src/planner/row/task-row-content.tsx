import { useId, useState } from 'react';
import type { DraggableProvided } from '@hello-pangea/dnd';
import { Check, ChevronRight, Ellipsis, GripVertical } from 'lucide-react';
import { DETAILS_MARK_TEXTS, TEXTS, type Priority, type Task } from '@dayflow/core';
import { InlineEditor } from './inline-editor';
import { PriorityIcon } from '../priority-icon';
import { CarriedOverBadge } from './carried-over-badge';
import { DetailsMarks } from './details-marks';
import { ReminderBadge } from './reminder-badge';
import { RepeatMark } from './repeat-mark';
import { NoteLink } from './note-link';
import { menuBelow, type MenuRequest } from './menu-request';
import { TaskText } from './task-text';

/**
 * With a mouse the button floats over the priority icon and shows on hover or focus, so the
 * text keeps the row's width in narrow columns; on touch screens it stays in the row, visible.
 */
const ON_FINE_POINTER =
  'pointer-fine:absolute pointer-fine:top-2 pointer-fine:my-0 pointer-fine:bg-white pointer-fine:opacity-0 pointer-fine:shadow-sm pointer-fine:ring-1 pointer-fine:ring-slate-200 pointer-fine:group-hover:opacity-100 pointer-fine:group-focus-within:opacity-100 dark:pointer-fine:bg-slate-700 dark:pointer-fine:ring-slate-600';
/** The row's Details and More actions buttons: small, quiet until hovered. */
const ROW_BUTTON =
  '-my-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-lg text-slate-500 transition hover:bg-slate-200 hover:text-slate-800 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-indigo-500 active:bg-slate-300 aria-expanded:opacity-100 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-white';

interface Props {
  task: Task;
  menuOpen: boolean;
  handleProps: DraggableProvided['dragHandleProps'];
  onComplete: (id: string) => void;
  onEdit: EditTask;
  onOpenMenu: (request: MenuRequest) => void;
}

/** The store's editTask: false when it refused the text. */
export type EditTask = (id: string, changes: { text: string; priority: Priority }) => boolean;

/**
 * What a row shows: checkbox (named by the task text), text with its reminder, notes mark and
 * checklist progress, priority, Details, More actions, drag handle.
 */
export function TaskRowContent({ task, menuOpen, handleProps, onComplete, onEdit, onOpenMenu }: Props) {
  const textId = useId();
  const id = task.id;
  // 'keyboard': the edit ended from the keyboard, and focus goes back to the text.
  const [editing, setEditing] = useState<boolean | 'keyboard'>(false);
  const openDetails = (control: Element, via: MenuRequest['via']) =>
    onOpenMenu({ taskId: id, anchor: menuBelow(control), via, details: true });
  return (
    <>
      <span className="relative mt-0.5 inline-flex size-5 shrink-0">
        <input
          type="checkbox"
          checked={false}
          onChange={() => onComplete(id)}
          aria-label={task.text}
          className="peer size-5 cursor-pointer appearance-none rounded-full border-2 border-slate-400 bg-white transition-colors hover:border-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-500 dark:bg-slate-900 dark:hover:border-indigo-400"
        />
        <Check
          className="pointer-events-none absolute inset-0.5 size-4 text-indigo-500 opacity-0 transition-opacity peer-hover:opacity-60"
          strokeWidth={3}
          aria-hidden="true"
        />
      </span>
      {/* The reminder sits under the text: with its day ("Tomorrow 9:00") beside the text, a
          narrow column left the text a few letters a line. */}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {editing === true ? (
          <InlineEditor
            task={task}
            onSave={(text) => onEdit(id, { text, priority: task.priority })}
            onDone={(refocus) => setEditing(refocus ? 'keyboard' : false)}
          />
        ) : (
          <TaskText
            id={textId}
            text={task.text}
            onEdit={() => setEditing(true)}
            onDetails={() => openDetails(document.activeElement!, 'keyboard')}
            focus={editing === 'keyboard'}
          />
        )}
        {task.remindAt && <ReminderBadge task={{ ...task, remindAt: task.remindAt }} />}
        {task.noteId && <NoteLink noteId={task.noteId} />}
        <DetailsMarks task={task} />
      </div>
      {task.section === 'today' && <CarriedOverBadge taskId={id} />}
      {task.routineId !== undefined && <RepeatMark routineId={task.routineId} />}
      <span className="mt-1">
        <PriorityIcon priority={task.priority} />
      </span>
      <button
        type="button"
        data-details
        aria-label={DETAILS_MARK_TEXTS.open}
        aria-describedby={textId}
        aria-haspopup="dialog"
        onClick={(event) => openDetails(event.currentTarget, event.detail === 0 ? 'keyboard' : 'pointer')}
        // Touch only. With a mouse, a control that appears on hover over the row's right side
        // covered its repeat mark's link; there Details is in the menu, and Enter or o opens it.
        className={`${ROW_BUTTON} pointer-fine:hidden`}
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label="More actions"
        aria-describedby={textId}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        onClick={(event) =>
          onOpenMenu({
            taskId: id,
            anchor: menuBelow(event.currentTarget),
            // detail is 0 when the button was pressed with Enter or Space.
            via: event.detail === 0 ? 'keyboard' : 'pointer',
            toggle: true,
          })
        }
        className={`${ROW_BUTTON} ${ON_FINE_POINTER} pointer-fine:right-8`}
      >
        <Ellipsis className="size-4" aria-hidden="true" />
      </button>
      <div
        {...handleProps}
        data-drag-handle
        title={TEXTS.dragToMove}
        aria-label={TEXTS.dragToMove}
        className="-my-0.5 -mr-1 inline-flex h-7 w-5 shrink-0 cursor-grab items-center justify-center rounded-md text-slate-400 hover:bg-slate-200 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 active:cursor-grabbing dark:text-slate-500 dark:hover:bg-slate-700 dark:hover:text-slate-200"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </div>
    </>
  );
}
