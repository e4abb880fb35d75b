import { memo, useCallback, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import type { DraggableProvided } from '@hello-pangea/dnd';
import type { Task } from '@dayflow/core';
import { useLongPress, type Point } from '../hooks/use-long-press';
import { sameTask } from '../task-equality';
import { menuBelow, type MenuRequest } from './menu-request';
import { TaskRowContent, type EditTask } from './task-row-content';

/** Where a row of a virtual list sits: absolutely positioned, measured, and one of setSize. */
export interface VirtualSlot {
  top: number;
  setSize: number;
  measure: (element: HTMLElement | null) => void;
}

export interface ItemProps {
  task: Task;
  menuOpen: boolean;
  onComplete: (id: string) => void;
  onEdit: EditTask;
  onOpenMenu: (request: MenuRequest) => void;
  attach: DraggableProvided['innerRef'];
  draggableProps: DraggableProvided['draggableProps'];
  handleProps: DraggableProvided['dragHandleProps'];
  isDragging: boolean;
  /** Virtual list only: the index, and VirtualSlot spread so the memo compares values. */
  index?: number;
  top?: number;
  setSize?: number;
  measure?: VirtualSlot['measure'];
  /** The copy a virtual list drags (renderClone): lives in <body>, so it is not a list item. */
  clone?: boolean;
}

/**
 * The row's view, memoised apart from the Draggable: when a task above is completed or moved
 * every later row's index changes, and only the thin Draggable wrapper re-renders for it.
 * Holding the row (anywhere but the handle and the controls) opens the menu, as do right-click,
 * Shift+F10 and the ContextMenu key.
 */
export const TaskRowItem = memo(
  function TaskRowItem({
    attach,
    draggableProps,
    handleProps,
    isDragging,
    task,
    menuOpen,
    onComplete,
    onEdit,
    onOpenMenu,
    index,
    top,
    setSize,
    measure,
    clone = false,
  }: ItemProps) {
    const id = task.id;
    const ref = useCallback(
      (element: HTMLElement | null) => {
        attach(element);
        measure?.(element);
      },
      [attach, measure],
    );
    const longPress = useLongPress(
      useCallback((anchor: Point) => onOpenMenu({ taskId: id, anchor, via: 'pointer' }), [id, onOpenMenu]),
    );
    const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
        event.preventDefault();
        onOpenMenu({ taskId: id, anchor: menuBelow(event.currentTarget), via: 'keyboard' });
      }
    };

    const onContextMenu = (event: MouseEvent<HTMLElement>) => {
      event.preventDefault();
      // A touch long-press also fires contextmenu, sooner than 500 ms on some phones; our own
      // timer decides for touch so the hold time is the same everywhere.
      if ((event.nativeEvent as PointerEvent).pointerType === 'touch') return;
      const fromKeyboard = event.clientX === 0 && event.clientY === 0;
      onOpenMenu({
        taskId: id,
        anchor: fromKeyboard ? menuBelow(event.currentTarget) : { x: event.clientX, y: event.clientY },
        via: fromKeyboard ? 'keyboard' : 'pointer',
      });
    };

    const virtual = top !== undefined;
    // The library's drag transform goes on top of the list's placement.
    const style: CSSProperties | undefined = virtual
      ? { ...draggableProps.style, position: 'absolute', top, left: 0, right: 0 }
      : draggableProps.style;
    const Item = clone ? 'div' : 'li';

    return (
      <Item
        ref={ref}
        {...draggableProps}
        style={style}
        data-index={index}
        data-task-id={clone ? undefined : task.id}
        aria-setsize={setSize}
        aria-posinset={index === undefined ? undefined : index + 1}
        {...longPress}
        onKeyDown={onKeyDown}
        onContextMenu={onContextMenu}
        className={`group relative flex items-start gap-2 rounded-xl border px-2.5 py-2 ${
          // Off-screen rows of a long plain list skip style, layout and paint (a drag start
          // restyles every row). A virtual list renders only what is near the window, and
          // measures each row: a placeholder size there would be measured instead.
          virtual || clone ? '' : '[contain-intrinsic-size:auto_44px] [content-visibility:auto]'
        } @max-[13rem]:gap-1.5 @max-[13rem]:px-1.5 [-webkit-touch-callout:none] pointer-coarse:select-none ${
          isDragging
            ? 'border-indigo-300 bg-white shadow-xl ring-2 ring-indigo-500/30 dark:border-indigo-500/60 dark:bg-slate-800'
            : 'border-transparent bg-slate-50 hover:border-slate-200 hover:bg-white dark:bg-slate-800/50 dark:hover:border-slate-700 dark:hover:bg-slate-800'
        }`}
      >
        <TaskRowContent
          task={task}
          menuOpen={menuOpen}
          handleProps={handleProps}
          onComplete={onComplete}
          onEdit={onEdit}
          onOpenMenu={onOpenMenu}
        />
      </Item>
    );
  },
  (a, b) =>
    a.attach === b.attach &&
    a.draggableProps === b.draggableProps &&
    a.handleProps === b.handleProps &&
    a.isDragging === b.isDragging &&
    sameTask(a.task, b.task) &&
    a.menuOpen === b.menuOpen &&
    a.onComplete === b.onComplete &&
    a.onEdit === b.onEdit &&
    a.onOpenMenu === b.onOpenMenu &&
    a.index === b.index &&
    a.top === b.top &&
    a.setSize === b.setSize &&
    a.measure === b.measure,
);
