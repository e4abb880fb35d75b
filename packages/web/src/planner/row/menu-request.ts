import type { Point } from '../hooks/use-long-press';

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
  /** The task's details panel rather than its menu (Enter or `o` on the row, its Details control). */
  details?: boolean;
}

/** The menu's place under a control: its right edge lined up with the control's. */
export const menuBelow = (el: Element): MenuAnchor => {
  const rect = el.getBoundingClientRect();
  return { x: rect.right, y: rect.bottom + 4, alignRight: true };
};
