import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { ArrowRight, Bell, CalendarDays, ChevronRight, Pencil, Repeat, Trash } from 'lucide-react';
import {
  DETAILS_MARK_TEXTS,
  PLAN_TEXTS,
  REMINDER_TEXTS,
  REPEAT_TASK,
  SECTIONS,
  TEXTS,
  type Section,
  type Task,
} from '@dayflow/core';
import type { MenuAnchor } from './row/task-row';
import type { TaskDialogKind } from './task-dialogs';
import { SECTION_META } from './section-meta';

export interface TaskMenuProps {
  task: Task;
  anchor: MenuAnchor;
  onMove: (section: Section) => void;
  onEdit: () => void;
  /** 'Details': the task's details panel (its notes, checklist and settings); the planner's lists only. */
  onDetails?: () => void;
  /** 'Plan for…' (a day), 'Repeat…' (make the task a routine) or 'Remind me…': their dialogs load on demand. */
  onDialog: (kind: TaskDialogKind) => void;
  onDelete: () => void;
  /** restoreFocus: false when the user clicked elsewhere (focus already went where they clicked). */
  onClose: (restoreFocus: boolean) => void;
}

const VIEWPORT_MARGIN_PX = 8;

/** Keeps the menu on screen: it opens below the anchor, flipping up when there is no room. */
function place(menu: HTMLElement, anchor: MenuAnchor) {
  const { width, height } = menu.getBoundingClientRect();
  const maxX = window.innerWidth - width - VIEWPORT_MARGIN_PX;
  const maxY = window.innerHeight - height - VIEWPORT_MARGIN_PX;
  const x = Math.max(VIEWPORT_MARGIN_PX, Math.min(anchor.alignRight ? anchor.x - width : anchor.x, maxX));
  const y = anchor.y <= maxY ? anchor.y : Math.max(VIEWPORT_MARGIN_PX, anchor.y - height);
  menu.style.left = `${x}px`;
  menu.style.top = `${y}px`;
}

/**
 * The task's menu (spec §2): 'Move to' each other list, Plan for…, Details, Edit, Repeat…, Remind me…, Delete. A WAI-ARIA menu:
 * focus starts on the first item, arrows/Home/End move, Escape and Tab close.
 */
export function TaskMenu({ task, anchor, onMove, onEdit, onDetails, onDialog, onDelete, onClose }: TaskMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    place(menu, anchor);
    menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  }, [anchor]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      // The button that opened the menu closes it itself (on click), so it is not "outside".
      if (target.closest?.('[aria-haspopup="menu"][aria-expanded="true"]')) return;
      if (!menuRef.current?.contains(target)) onClose(false);
    };
    const onResize = () => onClose(false);
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('resize', onResize);
    };
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        focusAt(current - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(items.length - 1);
        break;
      case 'Escape':
      case 'Tab':
        onClose(true);
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const item =
    'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-indigo-500';
  const plain =
    'text-slate-700 hover:bg-slate-100 focus:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700 dark:focus:bg-slate-700';
  const others = SECTIONS.filter((section) => section !== task.section);

  // Into <main>, not <body>: on the page's top layer it still floats over everything, and it stays
  // inside a landmark as all content must (axe: region).
  return createPortal(
    <div
      ref={menuRef}
      role="menu"
      aria-label="Task actions"
      onKeyDown={onKeyDown}
      className="fixed z-50 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-xl shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-800 dark:shadow-black/40"
      style={{ left: anchor.x, top: anchor.y }}
    >
      {others.map((section) => {
        const Icon = SECTION_META[section].icon;
        return (
          <button
            key={section}
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => onMove(section)}
            className={`${item} ${plain}`}
          >
            <Icon className={`size-4 ${SECTION_META[section].accent}`} aria-hidden="true" />
            <span className="flex-1">{TEXTS.moveTo(TEXTS.sectionTitles[section])}</span>
            <ArrowRight className="size-3.5 text-slate-400" aria-hidden="true" />
          </button>
        );
      })}
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        aria-haspopup="dialog"
        onClick={() => onDialog('plan')}
        className={`${item} ${plain}`}
      >
        <CalendarDays className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        {PLAN_TEXTS.menu}
      </button>
      <div role="separator" className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
      {onDetails && (
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-haspopup="dialog"
          onClick={onDetails}
          className={`${item} ${plain}`}
        >
          <ChevronRight className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
          {DETAILS_MARK_TEXTS.open}
        </button>
      )}
      <button type="button" role="menuitem" tabIndex={-1} onClick={onEdit} className={`${item} ${plain}`}>
        <Pencil className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        {TEXTS.edit}
      </button>
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        onClick={() => onDialog('repeat')}
        className={`${item} ${plain}`}
      >
        <Repeat className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        {REPEAT_TASK}
      </button>
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        onClick={() => onDialog('remind')}
        className={`${item} ${plain}`}
      >
        <Bell className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        {REMINDER_TEXTS.menu}
      </button>
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        onClick={onDelete}
        className={`${item} text-rose-700 hover:bg-rose-50 focus:bg-rose-50 dark:text-rose-300 dark:hover:bg-rose-500/15 dark:focus:bg-rose-500/15`}
      >
        <Trash className="size-4" aria-hidden="true" />
        {TEXTS.delete}
      </button>
    </div>,
    document.querySelector('main') ?? document.body,
  );
}
