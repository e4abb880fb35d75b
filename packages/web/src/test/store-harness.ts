import { vi } from 'vitest';
import type { Task } from '@dayflow/core';
import type { SyncStorage } from '../sync/browser/sync-storage';
import { browserScheduler } from '../sync/store/sync-types';
import { createTaskStore, type TaskStore, type TaskStoreDeps } from '../sync/store/task-store';
import { MemoryTaskServer } from './memory-task-server';

// Taken before a test installs fake timers, which replace the global one.
const realSetImmediate = globalThis.setImmediate;

/**
 * Waits until every queued promise callback and microtask has run (the fake server answers in
 * microtasks): a macrotask starts only once the microtask queue is empty, however long the chain
 * of callbacks was. Fake timers are left alone; tests advance them themselves.
 */
export function flush(): Promise<void> {
  return new Promise((resolve) => realSetImmediate(resolve));
}

/** Moves the fake clock on, then lets everything it set off settle. */
export async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await flush();
}

export const T0 = Date.UTC(2026, 4, 20, 9);

export function task(over: Partial<Task> & { id: string }): Task {
  return {
    text: over.id,
    priority: 'Medium',
    completed: false,
    section: 'today',
    order: 0,
    createdAt: T0 - 60_000,
    updatedAt: T0 - 60_000,
    notes: '',
    checklist: [],
    ...over,
  };
}

let devices = 0;

export interface Device {
  store: TaskStore;
  server: MemoryTaskServer;
  tasks(): Task[];
  find(text: string): Task | undefined;
  texts(section?: Task['section']): string[];
}

/**
 * A store on a MemoryTaskServer, timers from vitest's fake clock (call vi.useFakeTimers first),
 * no jitter, readable ids. Started unless told otherwise; call flush() to let it connect.
 */
export function device(
  server: MemoryTaskServer,
  options: { storage?: SyncStorage; start?: boolean } & Partial<TaskStoreDeps> = {},
): Device {
  const deviceNo = ++devices;
  let seq = 0;
  const store = createTaskStore({
    api: server.api,
    openLiveSocket: server.openLiveSocket,
    scheduler: browserScheduler,
    random: () => 0.5,
    newId: () => `d${deviceNo}-${String(++seq).padStart(6, '0')}`,
    ...options,
  });
  if (options.start !== false) store.start();
  const tasks = () => store.getState().tasks;
  return {
    store,
    server,
    tasks,
    find: (text) => tasks().find((t) => t.text === text),
    texts: (section) =>
      tasks()
        .filter((t) => !section || t.section === section)
        .map((t) => t.text),
  };
}

/** A Storage in memory (what localStorage offers), to share between "reloads". */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
