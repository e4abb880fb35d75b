import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { vi } from 'vitest';
import { DEFAULT_PRIORITY, MAX_TASK_TEXT_LENGTH, nextOrder, planMove, sortTasks, type Task } from '@dayflow/core';
import type { SyncStatus, TaskActions } from '../sync';

export { makeTask } from './make-task';

/**
 * A test double of the sync hooks: an in-memory store with the real API, whose actions are
 * vi.fn spies (so a test can assert the call, or make resetTask reject).
 * Use with `vi.mock('../sync', () => import('../test/fake-task-store'))`.
 */
export interface FakeStore {
  Provider: (props: { children: ReactNode }) => ReactNode;
  actions: { [K in keyof TaskActions]: ReturnType<typeof vi.fn<TaskActions[K]>> };
  tasks: () => Task[];
  setStatus: (status: SyncStatus) => void;
}

interface Internal {
  subscribe: (listener: () => void) => () => void;
  getTasks: () => Task[];
  getStatus: () => SyncStatus;
  actions: TaskActions;
}

const Context = createContext<Internal | null>(null);

export function createFakeStore(initial: Task[] = []): FakeStore {
  let tasks = sortTasks(initial);
  let status: SyncStatus = { state: 'live', pending: 0 };
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const update = (next: Task[]) => {
    tasks = sortTasks(next);
    emit();
  };
  const patch = (id: string, changes: Partial<Task>) =>
    update(tasks.map((t) => (t.id === id ? { ...t, ...changes, updatedAt: Date.now() } : t)));

  let seq = 0;
  const actions = {
    addTask: vi.fn<TaskActions['addTask']>(({ text, priority = DEFAULT_PRIORITY, section }) => {
      const trimmed = text.trim();
      if (!trimmed || [...trimmed].length > MAX_TASK_TEXT_LENGTH) return false;
      const now = Date.now();
      const task: Task = {
        id: `temp-${++seq}`,
        text: trimmed,
        priority,
        section,
        completed: false,
        order: nextOrder(tasks, section),
        createdAt: now,
        updatedAt: now,
      };
      update([...tasks, task]);
      return true;
    }),
    setCompleted: vi.fn<TaskActions['setCompleted']>((id, completed) => patch(id, { completed })),
    editTask: vi.fn<TaskActions['editTask']>((id, changes) => {
      if ([...changes.text.trim()].length > MAX_TASK_TEXT_LENGTH) return false;
      patch(id, changes);
      return true;
    }),
    deleteTask: vi.fn<TaskActions['deleteTask']>((id) => update(tasks.filter((t) => t.id !== id))),
    moveTask: vi.fn<TaskActions['moveTask']>((id, section, index) => {
      const changed = planMove(tasks, id, section, index, Date.now());
      if (!changed) return;
      const byId = new Map(changed.map((t) => [t.id, t]));
      update(tasks.map((t) => byId.get(t.id) ?? t));
    }),
    resetTask: vi.fn<TaskActions['resetTask']>(async (id) => patch(id, { createdAt: Date.now() })),
    restoreTask: vi.fn<TaskActions['restoreTask']>((task) => {
      if (!tasks.some((t) => t.id === task.id)) update([...tasks, task]);
    }),
  };

  const internal: Internal = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getTasks: () => tasks,
    getStatus: () => status,
    actions,
  };

  return {
    Provider: ({ children }) => <Context.Provider value={internal}>{children}</Context.Provider>,
    actions,
    tasks: () => tasks,
    setStatus: (next) => {
      status = next;
      emit();
    },
  };
}

function useInternal(): Internal {
  const store = useContext(Context);
  if (!store) throw new Error('wrap the component in createFakeStore().Provider');
  return store;
}

// The mocked module's surface, identical to ../sync.
export function TaskStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createFakeStore());
  return <store.Provider>{children}</store.Provider>;
}
export const useTasks = () => {
  const store = useInternal();
  return useSyncExternalStore(store.subscribe, store.getTasks);
};
export const useTaskActions = () => useInternal().actions;
export const useSyncStatus = () => {
  const store = useInternal();
  return useSyncExternalStore(store.subscribe, store.getStatus);
};
