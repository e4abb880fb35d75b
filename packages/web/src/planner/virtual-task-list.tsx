import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import type { Task } from '@dayflow/core';
import { TaskRow, type EditTask, type MenuRequest } from './row/task-row';
import { useLatest } from '../hooks/use-latest';
import { onRevealTask } from '../lib/reveal-task';

/** A one-line row: 2 px of border, 16 px of padding, a 24 px line. Taller rows are measured. */
export const ROW_ESTIMATE_PX = 42;
/** The space between rows (space-y-1.5 in a plain list). */
export const ROW_GAP_PX = 6;
/** Rows rendered beyond each edge of the window; the drag library needs at least one. */
const OVERSCAN = 8;

/**
 * The rows to render: the window's rows (with overscan), plus the focused row wherever it is, so
 * focus is not lost when the page scrolls away from it (nor the row of an open menu).
 */
export function rowsToRender(range: Range, keep: readonly (number | null)[]): number[] {
  const rows = defaultRangeExtractor(range);
  const extra = keep.filter((i): i is number => i !== null && i < range.count && !rows.includes(i));
  return extra.length === 0 ? rows : [...rows, ...extra].sort((a, b) => a - b);
}

interface Props {
  tasks: Task[];
  /** The drag library is making room for a dragged task here: one more slot at the end. */
  extraSlot: boolean;
  menuTaskId: string | null;
  onComplete: (id: string) => void;
  onEdit: EditTask;
  onOpenMenu: (request: MenuRequest) => void;
}

/**
 * A long list's open tasks, windowed on the page's own scroll (the planner scrolls the window on
 * desktop and mobile alike). Rows are absolutely placed at measured offsets, so the drag
 * library's transforms apply on top; its Droppable runs in 'virtual' mode with a clone.
 */
export function VirtualTaskList({ tasks, extraSlot, menuTaskId, onComplete, onEdit, onOpenMenu }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);
  const menuIndex = menuTaskId === null ? -1 : tasks.findIndex((task) => task.id === menuTaskId);

  // Where the list starts on the page: whatever is above it (header, composer, a card) can
  // change height, and then the body does too.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setOffset(Math.round(list.getBoundingClientRect().top + window.scrollY));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const kept = menuIndex === -1 ? null : menuIndex;
  const virtualizer = useWindowVirtualizer({
    count: tasks.length + (extraSlot ? 1 : 0),
    estimateSize: () => ROW_ESTIMATE_PX,
    gap: ROW_GAP_PX,
    overscan: OVERSCAN,
    scrollMargin: offset,
    getItemKey: (index) => tasks[index]?.id ?? 'drop-slot',
    // A new function when the kept rows change: the virtualizer recomputes the range for it.
    rangeExtractor: useCallback((range: Range) => rowsToRender(range, [focused, kept]), [focused, kept]),
    // Re-render on scroll in React's own time: a synchronous flush from the scroll handler
    // collides with renders already under way.
    useFlushSync: false,
  });
  // A search result in this list: bring its row into the rendered range so it can be shown.
  const latestTasks = useLatest(tasks);
  useEffect(
    () =>
      onRevealTask((id) => {
        const index = latestTasks.current.findIndex((task) => task.id === id);
        if (index !== -1) virtualizer.scrollToIndex(index, { align: 'center' });
      }),
    [latestTasks, virtualizer],
  );

  const onFocus = (event: FocusEvent) => {
    const index = (event.target as Element).closest('[data-index]')?.getAttribute('data-index');
    setFocused(index == null ? null : Number(index));
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  };

  return (
    <ul
      ref={listRef}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const task = tasks[item.index];
        // The extra slot is only space: it must not be a Draggable.
        if (!task) return null;
        return (
          <TaskRow
            key={task.id}
            task={task}
            index={item.index}
            menuOpen={task.id === menuTaskId}
            onComplete={onComplete}
            onEdit={onEdit}
            onOpenMenu={onOpenMenu}
            slot={{ top: item.start - offset, setSize: tasks.length, measure: virtualizer.measureElement }}
          />
        );
      })}
    </ul>
  );
}
