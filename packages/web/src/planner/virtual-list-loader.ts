import { onDemand, useOnDemand } from '../lib/on-demand';

/**
 * Lists longer than this render only the rows near the window (and a drag measures only those);
 * shorter ones keep every row in the DOM, which is simpler and cheap at that size.
 */
export const VIRTUALIZE_ABOVE = 60;
/** The virtual list's code (~10 kB gzip with its windowing library) is fetched once a list nears the threshold. */
const PRELOAD_ABOVE = 40;

/**
 * Most people never keep 60 open tasks in one list, so the virtual list's code stays out of the
 * planner's first download.
 */
const virtualTaskList = onDemand(() => import('./virtual-task-list').then((module) => module.VirtualTaskList));

export const loadVirtualTaskList = virtualTaskList.load;

/**
 * The virtual list component once its code has arrived (undefined until then), and whether
 * fetching it failed — offline, say — in which case the list renders every row instead.
 */
export function useVirtualTaskList(openCount: number) {
  const { value, error } = useOnDemand(virtualTaskList, openCount > PRELOAD_ABOVE);
  return { VirtualTaskList: value, failed: error !== undefined };
}
