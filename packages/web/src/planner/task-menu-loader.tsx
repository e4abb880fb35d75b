import { useEffect } from 'react';
import { onDemand, useOnDemand } from '../lib/on-demand';
import type { TaskMenuProps } from './task-menu';

// The menu's items, their icons and texts are not on the first screen: they come with the
// person's first click, touch or key press on the page (useTaskMenuOnFirstInput), or its opening.
const taskMenu = onDemand(() => import('./task-menu').then((module) => module.TaskMenu));

const FIRST_INPUT = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Fetches the menu's code at the page's first click, touch or key press: someone using the
 * planner may want a menu next, and a network that drops after that (a train, a lift) must not
 * leave it unable to open. The service worker keeps every chunk once installed, a few seconds
 * into a first visit; this covers those first seconds.
 */
export function useTaskMenuOnFirstInput(): void {
  useEffect(() => {
    const stop = () => FIRST_INPUT.forEach((type) => window.removeEventListener(type, fetchOnce, true));
    const fetchOnce = () => {
      stop();
      taskMenu.load().catch(() => undefined);
    };
    FIRST_INPUT.forEach((type) => window.addEventListener(type, fetchOnce, { capture: true, passive: true }));
    return stop;
  }, []);
}

/** A row's menu once its code is here (at once after the first input or opening). */
export function TaskMenuLoader(props: TaskMenuProps) {
  const { value: TaskMenu } = useOnDemand(taskMenu);
  return TaskMenu ? <TaskMenu {...props} /> : null;
}
