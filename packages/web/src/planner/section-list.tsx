import { memo, useCallback, useId, useRef, useState } from 'react';
import { Droppable, type DraggableChildrenFn } from '@hello-pangea/dnd';
import { TEXTS, type Section, type Task } from '@dayflow/core';
import { useTaskActions } from '../sync';
import { CompletedSection } from './completed-section';
import { RowSkeletons } from './row-skeletons';
import { SectionHeading } from './section-heading';
import { sameTaskList } from './task-equality';
import { TaskComposer } from './task-composer';
import { TaskMenu } from './task-menu';
import { TaskDialogs, type TaskDialog } from './task-dialogs';
import { TaskRow, TaskRowClone, type MenuRequest } from './row/task-row';
import { useStagedRows } from './use-staged-rows';
import { VIRTUALIZE_ABOVE, useVirtualTaskList } from './virtual-list-loader';

interface Props {
  section: Section;
  /** Open tasks in list order; their indexes are the positions planMove expects. */
  open: Task[];
  completed: Task[];
  /** The first snapshot has not arrived yet: show placeholders, not "No tasks yet". */
  loading: boolean;
  /** 'Move to <list>' from the menu: appends to the end of that list. */
  onMoveToList: (id: string, section: Section) => void;
}

interface OpenMenu extends MenuRequest {
  /** Where focus was, to return it when the menu closes (keyboard users). */
  returnFocus: HTMLElement | null;
}

/** One list: title, composer, open tasks (a drop target), completed tasks and the task menu. */
function SectionListView({ section, open, completed, loading, onMoveToList }: Props) {
  const actions = useTaskActions();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  // After Save or Cancel the fresh input takes focus back, so typing can simply continue.
  const [refocusComposer, setRefocusComposer] = useState(false);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [dialog, setDialog] = useState<TaskDialog | null>(null);

  // Derived, not synced: when the task leaves the list (moved, completed, deleted), the edit
  // and the menu simply end.
  const editing = editingId === null ? null : (open.find((task) => task.id === editingId) ?? null);
  const menuTask = menu === null ? undefined : open.find((task) => task.id === menu.taskId);

  const { VirtualTaskList, failed } = useVirtualTaskList(open.length);
  const virtual = open.length > VIRTUALIZE_ABOVE && !failed;
  // A virtual list draws only the rows near the window anyway; staging is for a plain one.
  const staged = useStagedRows(open.length);
  const drawn = virtual ? open.length : staged;
  const renderClone = useCallback<DraggableChildrenFn>(
    (provided, snapshot, rubric) => {
      const task = open.find((t) => t.id === rubric.draggableId) ?? open[rubric.source.index]!;
      return <TaskRowClone provided={provided} isDragging={snapshot.isDragging} task={task} />;
    },
    [open],
  );

  const onComplete = useCallback((id: string) => actions.setCompleted(id, true), [actions]);
  const onOpenMenu = useCallback((request: MenuRequest) => {
    const returnFocus = document.activeElement as HTMLElement | null;
    setMenu((open) => (request.toggle && open?.taskId === request.taskId ? null : { ...request, returnFocus }));
  }, []);
  const closeMenu = useCallback(
    (restoreFocus: boolean) => {
      if (restoreFocus && menu?.returnFocus?.isConnected) menu.returnFocus.focus();
      setMenu(null);
    },
    [menu],
  );
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

      {/* Keyed by mode: the library reads a Droppable's mode when it registers. */}
      <Droppable
        key={virtual ? 'virtual' : 'standard'}
        droppableId={section}
        mode={virtual ? 'virtual' : 'standard'}
        renderClone={virtual ? renderClone : undefined}
      >
        {(provided, snapshot) => (
          <div
            ref={provided.innerRef}
            {...provided.droppableProps}
            // A virtual list must sit in a scroll container for the library to add rows that
            // mount mid-drag; this one never scrolls (it is as tall as its rows), the page does.
            className={`mt-3 min-h-16 rounded-xl transition-colors ${virtual ? 'overflow-y-auto' : ''} ${
              snapshot.isDraggingOver
                ? 'bg-indigo-50/80 ring-2 ring-indigo-200 dark:bg-indigo-500/10 dark:ring-indigo-500/30'
                : ''
            }`}
          >
            {virtual && !VirtualTaskList ? (
              <RowSkeletons />
            ) : virtual && VirtualTaskList ? (
              <VirtualTaskList
                tasks={open}
                extraSlot={snapshot.isUsingPlaceholder}
                menuTaskId={menu?.taskId ?? null}
                onComplete={onComplete}
                onEdit={actions.editTask}
                onOpenMenu={onOpenMenu}
              />
            ) : open.length > 0 ? (
              <ul className="space-y-1.5">
                {open.slice(0, drawn).map((task, index) => (
                  <TaskRow
                    key={task.id}
                    task={task}
                    index={index}
                    menuOpen={menu?.taskId === task.id}
                    onComplete={onComplete}
                    onEdit={actions.editTask}
                    onOpenMenu={onOpenMenu}
                  />
                ))}
              </ul>
            ) : loading ? (
              <RowSkeletons />
            ) : (
              !snapshot.isDraggingOver && (
                <p className="flex min-h-16 items-center justify-center rounded-xl border border-dashed border-slate-300 px-3 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
                  {TEXTS.emptyOpen}
                </p>
              )
            )}
            {/* A virtual list makes the room itself (extraSlot); the library forbids a placeholder there. */}
            {!virtual && provided.placeholder}
          </div>
        )}
      </Droppable>

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
      <TaskDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}

/** Memoised on content: a change in one list does not re-render the other two. */
export const SectionList = memo(
  SectionListView,
  (a, b) =>
    a.section === b.section &&
    a.loading === b.loading &&
    a.onMoveToList === b.onMoveToList &&
    sameTaskList(a.open, b.open) &&
    sameTaskList(a.completed, b.completed),
);
