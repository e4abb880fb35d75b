import { useEffect, useRef, useState, type RefObject } from 'react';
import { Bell, CalendarDays, PanelRightOpen, Pencil, Repeat } from 'lucide-react';
import { Link } from 'react-router';
import {
  DETAILS_TEXTS,
  REMINDER_TEXTS,
  ROUTINES_PATH,
  ROUTINE_PARAM,
  SECTIONS,
  TEXTS,
  type ChecklistItem,
  type Task,
} from '@dayflow/core';
import { Dialog, DialogTitleBar } from '../../components/ui';
import { formatPlanDay, formatReminderWhen } from '../../lib/time-zone';
import { TASK_ID_ATTRIBUTE } from '../../lib/reveal-task';
import { useTaskActions, useTasks } from '../../sync';
import { PriorityPicker } from '../priority-picker';
import { InlineEditor } from '../row/inline-editor';
import { TaskTextContent } from '../row/task-text';
import { SECTION_META } from '../section-meta';
import { TaskDialogs, type TaskDialog, type TaskDialogKind } from '../task-dialogs';
import { ChecklistEditor } from './checklist-editor';
import { NotesField } from './notes-field';

export interface TaskDetailsProps {
  taskId: string;
  /** Gets focus back on close: the row's text or control the panel was opened from. */
  returnTo: HTMLElement | null;
  /** Gets focus on close when the task's row is gone (moved away, deleted elsewhere). */
  leaveTo: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/** The focusable text of a task's row, if the row is on screen. */
const rowTextOf = (taskId: string) =>
  document.querySelector<HTMLElement>(`[${TASK_ID_ATTRIBUTE}="${CSS.escape(taskId)}"] [tabindex="0"]`);

const chip =
  'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500';
const quietChip = `${chip} text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800`;

/**
 * A task opened: its text, notes and checklist, and its list or day, priority, reminder and
 * repeat (the task menu's own dialogs). A side panel on a wide screen, a bottom sheet on a
 * phone; a modal dialog, so Tab stays inside and Escape closes it, focus going back to the row.
 * It shows the task as the store has it now, so a change from another device shows at once.
 * Every change goes through the store's actions: optimistic, and undone with Ctrl+Z.
 */
export default function TaskDetails({ taskId, returnTo, leaveTo, onClose }: TaskDetailsProps) {
  const task = useTasks().find((candidate) => candidate.id === taskId);
  const opener = useRef<HTMLElement | null>(returnTo);
  // Notes too long to save: the panel stays open on them, so nothing typed is lost.
  const notesHeld = useRef(false);

  const close = () => {
    if (notesHeld.current) {
      document.querySelector<HTMLElement>('[data-details-panel] textarea')?.focus();
      return;
    }
    if (!opener.current?.isConnected) opener.current = rowTextOf(taskId) ?? leaveTo.current;
    onClose();
  };

  // Deleted (here through undo, or on another device): there is nothing left to show.
  const gone = task === undefined;
  useEffect(() => {
    if (gone) {
      opener.current = rowTextOf(taskId) ?? leaveTo.current;
      onClose();
    }
  }, [gone, taskId, leaveTo, onClose]);
  if (!task) return null;

  return (
    <Dialog
      onClose={close}
      returnFocus={opener}
      aria-labelledby="task-details-title"
      data-details-panel
      className="m-auto flex max-h-[92dvh] w-full max-w-none flex-col overflow-hidden rounded-t-3xl bg-white text-slate-900 shadow-2xl ring-1 ring-slate-200 outline-none max-sm:mb-0 sm:mr-0 sm:h-dvh sm:max-h-none sm:w-[28rem] sm:rounded-none sm:rounded-l-3xl dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700"
    >
      <div className="border-b border-slate-200 px-5 pt-4 pb-3 dark:border-slate-800">
        <DialogTitleBar
          titleId="task-details-title"
          closeLabel={DETAILS_TEXTS.close}
          onClose={close}
          className="items-center"
          closeClassName="-mr-2 text-slate-600 dark:text-slate-300"
        >
          <PanelRightOpen className="size-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
          {DETAILS_TEXTS.title}
        </DialogTitleBar>
      </div>
      <div className="overflow-y-auto overscroll-contain px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
        <TaskTextBlock task={task} />
        <DetailsBody
          task={task}
          onNotesHeld={(held) => {
            notesHeld.current = held;
          }}
        />
        <TaskSettings task={task} />
      </div>
    </Dialog>
  );
}

/** The task's text, large; a click on Edit (or a double-click) edits it as a row does. */
function TaskTextBlock({ task }: { task: Task }) {
  const actions = useTaskActions();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  return (
    <section aria-label={DETAILS_TEXTS.text} className="flex items-start gap-2">
      {editing ? (
        <div className="min-w-0 flex-1 text-lg">
          <InlineEditor
            task={task}
            onSave={(text) => actions.editTask(task.id, { text, priority: task.priority })}
            onDone={(refocus) => {
              setEditing(false);
              if (refocus) requestAnimationFrame(() => editButton.current?.focus());
            }}
          />
        </div>
      ) : (
        <p
          onDoubleClick={(event) => {
            if (!(event.target as Element).closest('a')) setEditing(true);
          }}
          className={`min-w-0 flex-1 text-lg leading-7 font-semibold whitespace-pre-wrap [overflow-wrap:anywhere] ${
            task.completed ? 'text-slate-500 line-through dark:text-slate-400' : ''
          }`}
        >
          <TaskTextContent text={task.text} />
        </p>
      )}
      {!editing && !task.completed && (
        <button
          ref={editButton}
          type="button"
          onClick={() => setEditing(true)}
          aria-label={DETAILS_TEXTS.editText}
          title={DETAILS_TEXTS.editText}
          className="grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <Pencil className="size-4" aria-hidden="true" />
        </button>
      )}
    </section>
  );
}

/** Notes and checklist, saved through the store. */
function DetailsBody({ task, onNotesHeld }: { task: Task; onNotesHeld: (held: boolean) => void }) {
  const actions = useTaskActions();
  return (
    <>
      <NotesField notes={task.notes} onSave={(notes) => actions.setNotes(task.id, notes)} onHeld={onNotesHeld} />
      <ChecklistEditor
        items={task.checklist}
        onChange={(checklist: ChecklistItem[]) => actions.setChecklist(task.id, checklist)}
      />
    </>
  );
}

/** List or day, priority, reminder and repeat: the task menu's choices, with its dialogs. */
function TaskSettings({ task }: { task: Task }) {
  const actions = useTaskActions();
  const [dialog, setDialog] = useState<TaskDialog | null>(null);
  // After "Plan for…" moves the task, focus goes back to that button: the panel stays.
  const planButton = useRef<HTMLButtonElement>(null);
  const open = (kind: TaskDialogKind, control: HTMLElement) => setDialog({ kind, task, returnFocus: control });
  const [now] = useState(() => Date.now());
  const reminder = task.remindAt ? formatReminderWhen(task.remindAt, now).text : null;
  const open_ = !task.completed;
  const label = 'w-20 shrink-0 pt-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';

  return (
    <section
      aria-label={DETAILS_TEXTS.title}
      className="mt-6 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <div className="flex items-start gap-3">
        <span className={label} id="details-list">
          {DETAILS_TEXTS.list}
        </span>
        <div role="group" aria-labelledby="details-list" className="flex min-w-0 flex-wrap gap-1.5">
          {SECTIONS.map((section) => {
            const { icon: Icon, accent } = SECTION_META[section];
            const here = task.section === section;
            return (
              <button
                key={section}
                type="button"
                aria-pressed={here}
                disabled={!open_}
                onClick={() => !here && actions.moveTask(task.id, section, Number.MAX_SAFE_INTEGER)}
                className={`${chip} ${
                  here
                    ? 'bg-indigo-50 text-indigo-800 ring-1 ring-indigo-300 dark:bg-indigo-500/15 dark:text-indigo-100 dark:ring-indigo-400/50'
                    : 'text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800'
                } disabled:opacity-60`}
              >
                <Icon className={`size-4 ${accent}`} aria-hidden="true" />
                {TEXTS.sectionTitles[section]}
              </button>
            );
          })}
          <button
            ref={planButton}
            type="button"
            aria-haspopup="dialog"
            disabled={!open_}
            onClick={(event) => open('plan', event.currentTarget)}
            aria-pressed={task.section === 'later'}
            className={`${task.section === 'later' ? `${chip} bg-indigo-50 text-indigo-800 ring-1 ring-indigo-300 dark:bg-indigo-500/15 dark:text-indigo-100 dark:ring-indigo-400/50` : quietChip} disabled:opacity-60`}
          >
            <CalendarDays className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
            {task.day ? formatPlanDay(task.day) : DETAILS_TEXTS.planFor}
          </button>
        </div>
      </div>
      <div className="flex items-center gap-3 @container">
        <span className={`${label} pt-0`}>{DETAILS_TEXTS.priority}</span>
        <PriorityPicker
          name={`details-priority-${task.id}`}
          value={task.priority}
          onChange={(priority) => actions.editTask(task.id, { text: task.text, priority })}
        />
      </div>
      <div className="flex items-center gap-3">
        <span className={`${label} pt-0`} id="details-reminder">
          {DETAILS_TEXTS.reminder}
        </span>
        <button
          type="button"
          aria-haspopup="dialog"
          aria-describedby="details-reminder"
          disabled={!open_}
          onClick={(event) => open('remind', event.currentTarget)}
          className={`${quietChip} disabled:opacity-60`}
        >
          <Bell className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
          {reminder ?? REMINDER_TEXTS.menu}
        </button>
      </div>
      <div className="flex items-center gap-3">
        <span className={`${label} pt-0`}>{DETAILS_TEXTS.repeat}</span>
        {task.routineId !== undefined ? (
          <Link to={`${ROUTINES_PATH}?${ROUTINE_PARAM}=${encodeURIComponent(task.routineId)}`} className={quietChip}>
            <Repeat className="size-4 text-indigo-600 dark:text-indigo-300" aria-hidden="true" />
            {DETAILS_TEXTS.repeats}
          </Link>
        ) : (
          <button
            type="button"
            aria-haspopup="dialog"
            disabled={!open_}
            onClick={(event) => open('repeat', event.currentTarget)}
            className={`${quietChip} disabled:opacity-60`}
          >
            <Repeat className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
            {DETAILS_TEXTS.makeRoutine}
          </button>
        )}
      </div>
      <TaskDialogs dialog={dialog} onClose={() => setDialog(null)} leaveTo={planButton} />
    </section>
  );
}
