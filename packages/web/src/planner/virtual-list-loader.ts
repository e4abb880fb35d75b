import { useEffect, useState } from 'react';

/**
 * Lists longer than this render only the rows near the window (and a drag measures only those);
 * shorter ones keep every row in the DOM, which is simpler and cheap at that size.
 */
export const VIRTUALIZE_ABOVE = 60;
/** The virtual list's code (~10 kB gzip with its windowing library) is fetched once a list nears the threshold. */
const PRELOAD_ABOVE = 40;

type VirtualTaskListComponent = typeof import('./virtual-task-list').VirtualTaskList;

let loaded: VirtualTaskListComponent | undefined;
let loading: Promise<VirtualTaskListComponent> | undefined;

/**
 * Fetches the virtual list once. Most people never keep 60 open tasks in one list, so its code
 * stays out of the planner's first download; a failed fetch is tried again on the next need.
 */
export function loadVirtualTaskList(): Promise<VirtualTaskListComponent> {
  loading ??= import('./virtual-task-list').then(
    (module) => (loaded = module.VirtualTaskList),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The virtual list component once its code has arrived; undefined until then. */
export function useVirtualTaskList(openCount: number): VirtualTaskListComponent | undefined {
  const wanted = openCount > PRELOAD_ABOVE;
  const [component, setComponent] = useState(() => loaded);
  useEffect(() => {
    if (!wanted || component) return;
    let current = true;
    loadVirtualTaskList().then(
      (loadedComponent) => {
        if (current) setComponent(() => loadedComponent);
      },
      (error: unknown) => console.warn('Could not load the long-list view:', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, component]);
  return component;
}
