import { memo, useEffect, useId, useRef, useState, type Ref } from 'react';
import type { Section, Task } from '@dayflow/core';
import { useTaskActions } from '../sync';
import { CompletedSection } from './completed-section';
import { quickAddModule } from './quick-add-reader';
import { SectionHeading } from './section-heading';
import { sameTaskList } from './task-equality';
import { TaskComposer } from './task-composer';
import { TaskMenu } from './task-menu';
import { TaskDialogs, type TaskDialog } from './task-dialogs';
import { TaskDetailsLoader } from './details/task-details-loader';
import type { MenuRequest } from './row/task-row';

/** A row's open menu, and where focus was, to return it when the menu closes (keyboard users). */
export interface OpenMenu extends MenuRequest {
  returnFocus: HTMLElement | null;
}

interface Props {
  section: Section;
  /** Open tasks in list order. */
  open: Task[];
  completed: Task[];
  /** The first snapshot has not arrived yet. */
  loading: boolean;
  /** The open menu of one of this list's rows (kept by the board, which the rows report to). */
  menu: OpenMenu | null;
  onMenuChange: (section: Section, menu: OpenMenu | null) => void;
  /** Where the board draws this list's rows (DropArea), between the composer and the completed tasks. */
  rowsSlot: Ref<HTMLDivElement>;
  /** 'Move to <list>' from the menu: appends to the end of that list. */
  onMoveToList: (id: string, section: Section) => void;
}

/**
 * One list: title, composer, the slot its open tasks are drawn in, completed tasks, and the task
 * menu and dialogs. The rows are drawn by the board into `rowsSlot` so that they alone mount
 * again when the drag library arrives (drag/drag-root.tsx): what is typed here stays.
 */
function SectionListView({ section, open, completed, loading, menu, onMenuChange, rowsSlot, onMoveToList }: Props) {
  const actions = useTaskActions();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  // After Save or Cancel the fresh input takes focus back, so typing can simply continue.
  const [refocusComposer, setRefocusComposer] = useState(false);
  const [dialog, setDialog] = useState<TaskDialog | null>(null);

  // Derived, not synced: when the task leaves the list (moved, completed, deleted), the edit
  // and the menu simply end.
  const editing = editingId === null ? null : (open.find((task) => task.id === editingId) ?? null);
  const menuTask = menu === null || menu.details ? undefined : open.find((task) => task.id === menu.taskId);
  const setMenu = (next: OpenMenu | null) => onMenuChange(section, next);
  // The menu's Edit shows the text with its token-like words escaped: the parser comes with the menu.
  const menuOpen = menu !== null && !menu.details;
  useEffect(() => {
    if (menuOpen) quickAddModule.load().catch(() => undefined);
  }, [menuOpen]);

  const closeMenu = (restoreFocus: boolean) => {
    if (restoreFocus && menu?.returnFocus?.isConnected) menu.returnFocus.focus();
    setMenu(null);
  };
  /** After Move or Delete the row is gone; a keyboard user lands on the list's title. */
  const afterRowLeft = () => {
    if (menu?.via === 'keyboard') headingRef.current?.focus();
    setMenu(null);
  };

  return (
    <section
      aria-labelledby={headingId}
      data-section={section}
      className="@container flex min-w-0 flex-col rounded-2xl border border-slate-200/80 bg-white p-3 shadow-sm sm:p-4 md:p-3 lg:p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <SectionHeading section={section} id={headingId} ref={headingRef} openCount={open.length} />

      <TaskComposer
        key={editing?.id ?? 'new'}
        section={section}
        editing={editing}
        autoFocus={editing !== null || refocusComposer}
        onEditDone={() => {
          setEditingId(null);
          setRefocusComposer(true);
        }}
      />

      <div ref={rowsSlot} />

      {/* Not while the first tasks load: the arriving rows would push it down the screen. */}
      {!loading && <CompletedSection tasks={completed} />}

      {menu && menuTask && (
        <TaskMenu
          task={menuTask}
          anchor={menu.anchor}
          onClose={closeMenu}
          onMove={(to) => {
            onMoveToList(menuTask.id, to);
            afterRowLeft();
          }}
          onEdit={() => {
            setEditingId(menuTask.id);
            setMenu(null);
          }}
          onDetails={() => setMenu({ ...menu, details: true })}
          onDialog={(kind) => {
            setDialog({ kind, task: menuTask, returnFocus: menu.returnFocus });
            setMenu(null);
          }}
          onDelete={() => {
            actions.deleteTask(menuTask.id);
            afterRowLeft();
          }}
        />
      )}
      <TaskDialogs dialog={dialog} onClose={() => setDialog(null)} leaveTo={headingRef} />
      {/* Kept open when the task moves to another list from it: the panel follows the task. */}
      {menu?.details && (
        <TaskDetailsLoader
          taskId={menu.taskId}
          returnTo={menu.returnFocus}
          leaveTo={headingRef}
          onClose={() => setMenu(null)}
        />
      )}
    </section>
  );
}

/** Memoised on content: a change in one list does not re-render the other two. */
export const SectionList = memo(
  SectionListView,
  (a, b) =>
    a.section === b.section &&
    a.loading === b.loading &&
    a.menu === b.menu &&
    a.onMenuChange === b.onMenuChange &&
    a.rowsSlot === b.rowsSlot &&
    a.onMoveToList === b.onMoveToList &&
    sameTaskList(a.open, b.open) &&
    sameTaskList(a.completed, b.completed),
);
