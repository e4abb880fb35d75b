import { useCallback, useState, type RefObject } from 'react';
import type { Section, Task } from '@dayflow/core';
import { useTaskActions } from '../../sync';
import type { OpenMenu } from '../section-list';
import type { MenuRequest } from '../row/task-row';
import { TaskDetailsLoader } from '../details/task-details-loader';
import { TaskDialogs, type TaskDialog } from '../task-dialogs';
import { TaskMenu } from '../task-menu';

/**
 * The rows' task menu, as on the planner: Move to a list, Plan for…, Details, Edit, Repeat…,
 * Remind me…, Delete; and a task's details panel, opened from the menu or the row's Details.
 */
export function useUpcomingMenu(tasks: Task[]) {
  const actions = useTaskActions();
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [dialog, setDialog] = useState<TaskDialog | null>(null);
  const openMenu = useCallback((request: MenuRequest) => {
    const returnFocus = document.activeElement as HTMLElement | null;
    setMenu((open) => (request.toggle && open?.taskId === request.taskId ? null : { ...request, returnFocus }));
  }, []);
  const menuTask = menu && tasks.find((task) => task.id === menu.taskId && !task.completed);

  const menuParts = (landing: RefObject<HTMLHeadingElement | null>) => {
    const close = (restoreFocus: boolean) => {
      if (restoreFocus && menu?.returnFocus?.isConnected) menu.returnFocus.focus();
      setMenu(null);
    };
    // After Move or Delete the row may be gone from the page: a keyboard user lands on its heading.
    const afterRowLeft = () => {
      if (menu?.via === 'keyboard') landing.current?.focus();
      setMenu(null);
    };
    return (
      <>
        {menu && menuTask && !menu.details && (
          <TaskMenu
            task={menuTask}
            anchor={menu.anchor}
            onClose={close}
            onMove={(to: Section) => {
              const end = tasks.filter((t) => t.section === to && !t.completed).length;
              actions.moveTask(menuTask.id, to, end);
              afterRowLeft();
            }}
            onEdit={() => {
              setMenu(null);
              editInPlace(menuTask.id);
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
        <TaskDialogs dialog={dialog} onClose={() => setDialog(null)} leaveTo={landing} />
        {menu?.details && (
          <TaskDetailsLoader
            taskId={menu.taskId}
            returnTo={menu.returnFocus}
            leaveTo={landing}
            onClose={() => setMenu(null)}
          />
        )}
      </>
    );
  };
  return { menu, openMenu, menuParts };
}

/**
 * The menu's Edit: the page has no list composer to edit in, so the row's text opens its own
 * editor, as a double-click on it does (row/task-text.tsx).
 */
function editInPlace(taskId: string) {
  const text = document.querySelector(`[data-task-id="${CSS.escape(taskId)}"] p[tabindex="0"]`);
  text?.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
}
