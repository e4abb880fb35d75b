import { useEffect, type RefObject } from 'react';
import { onDemand } from '../lib/on-demand';
import { providePlannerHandle } from '../lib/planner-handle';

const handleModule = onDemand(() => import('./create-planner-handle'));

/** Registers the planner's handle (lib/planner-handle.ts) on the lists inside `root`. */
export function usePlannerHandle(root: RefObject<HTMLElement | null>): void {
  useEffect(
    () => providePlannerHandle(() => handleModule.load().then(({ createPlannerHandle }) => createPlannerHandle(root))),
    [root],
  );
}
