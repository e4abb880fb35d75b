import { memo, useCallback, useId, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { Draggable, type DraggableProvided } from '@hello-pangea/dnd';
import { Check, Ellipsis, GripVertical } from 'lucide-react';
import { TEXTS, type Task } from '@dayflow/core';
import { useLongPress, type Point } from './hooks/use-long-press';
import { PriorityIcon } from './priority-icon';
import { sameTask } from './task-equality';

/** How the menu was asked for: from the keyboard, focus moves into it and comes back after. */
export type MenuVia = 'pointer' | 'keyboard';

/** Where the menu opens: at a pointer, or under a control (its right edge lined up with it). */
export interface MenuAnchor extends Point {
  alignRight?: boolean;
}

export interface MenuRequest {
  taskId: string;
  anchor: MenuAnchor;
  via: MenuVia;
  /** From the More actions button: pressing it again closes the menu. */
  toggle?: boolean;
}

interface Props {
  task: Task;
  index: number;
  menuOpen: boolean;
  onComplete: (id: string) => void;
  onOpenMenu: (request: MenuRequest) => void;
  /** In a virtual list: the row's place, and the list's measuring ref (see VirtualTaskList). */
  slot?: VirtualSlot;
}

/** Where a row of a virtual list sits: absolutely positioned, measured, and one of setSize. */
export interface VirtualSlot {
  top: number;
  setSize: number;
  measure: (element: HTMLElement | null) => void;
}

const below = (el: Element): MenuAnchor => {
  const rect = el.getBoundingClientRect();
  return { x: rect.right, y: rect.bottom + 4, alignRight: true };
};

/**
 * With a mouse the button floats over the priority icon and shows on hover or focus, so the
 * text keeps the row's width in narrow columns; on touch screens it stays in the row, visible.
 */
const MORE_ON_FINE_POINTER =
  'pointer-fine:absolute pointer-fine:top-2 pointer-fine:right-8 pointer-fine:my-0 pointer-fine:bg-white pointer-fine:opacity-0 pointer-fine:shadow-sm pointer-fine:ring-1 pointer-fine:ring-slate-200 pointer-fine:group-hover:opacity-100 pointer-fine:group-focus-within:opacity-100 dark:pointer-fine:bg-slate-700 dark:pointer-fine:ring-slate-600';

/**
 * One open task: checkbox (named by the task text), text, priority icon, "More actions" and the
 * drag handle. Holding the row (anywhere but the handle and the controls) opens the menu, as do
 * right-click, Shift+F10 and the ContextMenu key.
 */
function TaskRowView({ task, index, menuOpen, onComplete, onOpenMenu, slot }: Props) {
  return (
    <Draggable draggableId={task.id} index={index}>
      {(provided, snapshot) => (
        <TaskRowItem
          attach={provided.innerRef}
          draggableProps={provided.draggableProps}
          handleProps={provided.dragHandleProps}
          isDragging={snapshot.isDragging}
          task={task}
          menuOpen={menuOpen}
          onComplete={onComplete}
          onOpenMenu={onOpenMenu}
          index={slot ? index : undefined}
          top={slot?.top}
          setSize={slot?.setSize}
          measure={slot?.measure}
        />
      )}
    </Draggable>
  );
}

interface ItemProps extends Omit<Props, 'slot' | 'index'> {
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
 * The row that follows the pointer or keyboard while a task of a virtual list is dragged: the
 * original may scroll out of the window and unmount mid-drag, so the library drags this copy.
 */
export function TaskRowClone({
  provided,
  isDragging,
  task,
}: {
  provided: DraggableProvided;
  isDragging: boolean;
  task: Task;
}) {
  return (
    <TaskRowItem
      attach={provided.innerRef}
      draggableProps={provided.draggableProps}
      handleProps={provided.dragHandleProps}
      isDragging={isDragging}
      task={task}
      menuOpen={false}
      onComplete={noop}
      onOpenMenu={noop}
      clone
    />
  );
}

const noop = () => {};

/**
 * The row's content, memoised apart from the Draggable: when a task above is completed or moved
 * every later row's index changes, and only the thin Draggable wrapper re-renders for it.
 */
const TaskRowItem = memo(
  function TaskRowItem({
    attach,
    draggableProps,
    handleProps,
    isDragging,
    task,
    menuOpen,
    onComplete,
    onOpenMenu,
    index,
    top,
    setSize,
    measure,
    clone = false,
  }: ItemProps) {
    const textId = useId();
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
        onOpenMenu({ taskId: id, anchor: below(event.currentTarget), via: 'keyboard' });
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
        anchor: fromKeyboard ? below(event.currentTarget) : { x: event.clientX, y: event.clientY },
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
        <p
          id={textId}
          className="min-w-0 flex-1 text-[0.9375rem] leading-6 whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere] dark:text-slate-100"
        >
          {task.text}
        </p>
        <span className="mt-1">
          <PriorityIcon priority={task.priority} />
        </span>
        <button
          type="button"
          aria-label="More actions"
          aria-describedby={textId}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={(event) =>
            onOpenMenu({
              taskId: id,
              anchor: below(event.currentTarget),
              // detail is 0 when the button was pressed with Enter or Space.
              via: event.detail === 0 ? 'keyboard' : 'pointer',
              toggle: true,
            })
          }
          className={`-my-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-lg text-slate-500 transition hover:bg-slate-200 hover:text-slate-800 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-indigo-500 active:bg-slate-300 aria-expanded:opacity-100 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-white ${MORE_ON_FINE_POINTER}`}
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
    a.onOpenMenu === b.onOpenMenu &&
    a.index === b.index &&
    a.top === b.top &&
    a.setSize === b.setSize &&
    a.measure === b.measure,
);

/** Memoised on content, so one change in a 1,000-task list re-renders one row. */
export const TaskRow = memo(
  TaskRowView,
  (a, b) =>
    sameTask(a.task, b.task) &&
    a.index === b.index &&
    a.menuOpen === b.menuOpen &&
    a.onComplete === b.onComplete &&
    a.onOpenMenu === b.onOpenMenu &&
    a.slot?.top === b.slot?.top &&
    a.slot?.setSize === b.slot?.setSize &&
    a.slot?.measure === b.slot?.measure,
);
