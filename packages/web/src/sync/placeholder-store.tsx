import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_PRIORITY, planMove, sortTasks, type Priority, type Section, type Task } from '@dayflow/core';

export interface NewTaskInput {
  text: string;
  priority?: Priority;
  section: Section;
}

export interface TaskActions {
  /** Adds at the end of the section; text is trimmed, blank text is ignored. */
  addTask(input: NewTaskInput): void;
  setCompleted(id: string, completed: boolean): void;
  editTask(id: string, changes: { text: string; priority: Priority }): void;
  deleteTask(id: string): void;
  /** index: position among the OPEN tasks of `section` (see planMove in core). */
  moveTask(id: string, section: Section, index: number): void;
  /** 'Still Need Work': restarts the 4-day timer. Rejects when the server refuses or is unreachable. */
  resetTask(id: string): Promise<void>;
}

/** 'live': connected and saved; 'syncing': saves in flight; 'offline': server unreachable, changes kept locally. */
export type SyncStatus = { state: 'connecting' | 'live' | 'syncing' | 'offline'; pending: number };

interface Store {
  tasks: Task[];
  actions: TaskActions;
  status: SyncStatus;
}

const StoreContext = createContext<Store | null>(null);

export function TaskStoreProvider({ children }: { children: ReactNode }) {
  const [tasks, setTasks] = useState<Task[]>([]);
  const actions = useMemo<TaskActions>(
    () => ({
      addTask: ({ text, priority = DEFAULT_PRIORITY, section }) => {
        const trimmed = text.trim();
        if (!trimmed) return;
        const now = Date.now();
        setTasks((list) => [
          ...list,
          {
            id: `temp-${now}-${Math.random()}`,
            text: trimmed,
            priority,
            section,
            completed: false,
            order: list.length,
            createdAt: now,
            updatedAt: now,
          },
        ]);
      },
      setCompleted: (id, completed) =>
        setTasks((l) => l.map((t) => (t.id === id ? { ...t, completed, updatedAt: Date.now() } : t))),
      editTask: (id, c) => setTasks((l) => l.map((t) => (t.id === id ? { ...t, ...c, updatedAt: Date.now() } : t))),
      deleteTask: (id) => setTasks((l) => l.filter((t) => t.id !== id)),
      moveTask: (id, section, index) =>
        setTasks((l) => {
          const changed = planMove(l, id, section, index, Date.now());
          if (!changed) return l;
          const byId = new Map(changed.map((t) => [t.id, t]));
          return l.map((t) => byId.get(t.id) ?? t);
        }),
      resetTask: async (id) => setTasks((l) => l.map((t) => (t.id === id ? { ...t, createdAt: Date.now() } : t))),
    }),
    [],
  );
  const value = useMemo(
    () => ({ tasks: sortTasks(tasks), actions, status: { state: 'live' as const, pending: 0 } }),
    [tasks, actions],
  );
  return <StoreContext.Provider value={value}>{children}</StoreContext.Provider>;
}

function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error('task hooks must be used inside <TaskStoreProvider>');
  return store;
}

/** All of the user's tasks, every section, sorted by order then createdAt, without duplicate ids. */
export const useTasks = (): Task[] => useStore().tasks;
export const useTaskActions = (): TaskActions => useStore().actions;
export const useSyncStatus = (): SyncStatus => useStore().status;
