import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { SECTIONS, type Task } from '@dayflow/core';
import { FIRST_SCREEN_MAX_CHARS, wrapCopy } from './first-screen';
import { DEVICE_DB_NAME, TASKS_FORMAT } from './stored-tasks';

/**
 * The device's copy of every user's tasks, in IndexedDB: one record per task (so a change writes
 * that task, not the list) and one meta record per user (the change version V those tasks
 * include, and the format they were written in). Loaded only for an account too big for the
 * synchronous copy (first-screen.ts), and then after the first paint, with `idb`.
 */
interface TaskRecord {
  userId: string;
  id: string;
  task: Task;
}

interface MetaRecord {
  userId: string;
  version?: number;
  format: number;
}

interface DeviceSchema extends DBSchema {
  tasks: { key: [string, string]; value: TaskRecord; indexes: { byUser: string } };
  meta: { key: string; value: MetaRecord };
}

/** What a user's copy holds: the tasks and V, read in one transaction so they belong together. */
export interface DeviceTasks {
  tasks: Task[];
  version?: number;
}

/** One write: the tasks that changed, the ids that went, and V after them. */
export interface DeviceWrite {
  put: Task[];
  remove: string[];
  version: number | undefined;
}

export interface DeviceStore {
  /** Null when this user has nothing here yet. */
  read(userId: string): Promise<DeviceTasks | null>;
  /** All of it in one transaction: a reload never finds tasks without the V they go with. */
  write(userId: string, change: DeviceWrite): Promise<void>;
  clear(): Promise<void>;
}

/** One connection per page (per IndexedDB: tests give each case a fresh one). */
let opened: { factory: IDBFactory; db: Promise<IDBPDatabase<DeviceSchema>> } | null = null;
let persistAsked = false;

function database(): Promise<IDBPDatabase<DeviceSchema>> {
  if (opened?.factory !== globalThis.indexedDB) opened = { factory: globalThis.indexedDB, db: openDeviceDb() };
  return opened.db;
}

function openDeviceDb(): Promise<IDBPDatabase<DeviceSchema>> {
  const db = openDB<DeviceSchema>(DEVICE_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('tasks', { keyPath: ['userId', 'id'] }).createIndex('byUser', 'userId');
      db.createObjectStore('meta', { keyPath: 'userId' });
    },
    // A sign-out elsewhere deletes the database: let it, and open afresh next time.
    blocking() {
      void db.then((open) => open.close());
      opened = null;
    },
  });
  db.catch(() => (opened = null));
  return db;
}

/**
 * Asks once per page that the browser not evict our data under storage pressure: the device copy
 * is what an offline open shows. The answer changes nothing here (the browser decides).
 */
function askToPersist() {
  if (persistAsked) return;
  persistAsked = true;
  void globalThis.navigator?.storage
    ?.persisted?.()
    .then((already) => already || navigator.storage.persist())
    .catch(() => undefined);
}

export function indexedDbDeviceStore(): DeviceStore {
  const db = database;
  return {
    async read(userId) {
      const tx = (await db()).transaction(['tasks', 'meta']);
      const [meta, records] = await Promise.all([
        tx.objectStore('meta').get(userId),
        tx.objectStore('tasks').index('byUser').getAll(userId),
      ]);
      if (!meta) return null;
      const tasks = records.map((record) => record.task);
      return meta.version === undefined ? { tasks } : { tasks, version: meta.version };
    },
    async write(userId, change) {
      askToPersist();
      const tx = (await db()).transaction(['tasks', 'meta'], 'readwrite');
      const tasks = tx.objectStore('tasks');
      for (const task of change.put) void tasks.put({ userId, id: task.id, task });
      for (const id of change.remove) void tasks.delete([userId, id]);
      void tx.objectStore('meta').put({ userId, version: change.version, format: TASKS_FORMAT });
      await tx.done;
    },
    async clear() {
      const tx = (await db()).transaction(['tasks', 'meta'], 'readwrite');
      void tx.objectStore('tasks').clear();
      void tx.objectStore('meta').clear();
      await tx.done;
    },
  };
}

/** What the synchronous side (sync-storage.ts) is told by the device copy. */
export interface DeviceCopyHooks {
  /**
   * A write reached IndexedDB: the first screen's part of it, with its V, for localStorage. Never
   * before: the early socket (early-live.ts, through storedVersion) must not resume from a
   * version newer than the whole copy.
   */
  written(firstScreen: string): void;
  /** A write failed (out of room, most likely: the caller tells the person); nothing was written. */
  failed(error: unknown): void;
  /** IndexedDB cannot be read here: the caller keeps the whole list itself. */
  unavailable(tasks: Task[], version: number | undefined): void;
}

/** One user's task copy in the device store, read once and then written a change at a time. */
export interface DeviceCopy {
  read(): Promise<DeviceTasks | null>;
  /** The list as it is now; only what differs from the last write is written. */
  write(tasks: Task[], version: number | undefined): void;
}

/**
 * Writes wait for the first read (what they are told apart from) and follow each other in order.
 * A task the store did not touch is the same object as the one last written (ConfirmedTasks
 * keeps them), so telling the changed ones apart is one pass of comparisons, not a
 * serialisation of the list.
 */
export function deviceTaskCopy(store: DeviceStore, userId: string, hooks: DeviceCopyHooks): DeviceCopy {
  /** What the device store holds, once read. */
  let written: Map<string, Task> | null = null;
  let unavailable = false;
  let queue: Promise<unknown> = Promise.resolve();
  const read = store.read(userId).then(
    (all) => {
      written = new Map(all?.tasks.map((task) => [task.id, task]));
      return all;
    },
    (error: unknown) => {
      // No IndexedDB after all (a private window of some browsers).
      console.warn('Could not read the tasks kept on this device', error);
      unavailable = true;
      return null;
    },
  );
  queue = read;

  async function write(tasks: Task[], version: number | undefined) {
    if (unavailable || !written) return hooks.unavailable(tasks, version);
    const known = written;
    const ids = new Set<string>();
    const put: Task[] = [];
    for (const task of tasks) {
      ids.add(task.id);
      if (known.get(task.id) !== task) put.push(task);
    }
    const remove = [...known.keys()].filter((id) => !ids.has(id));
    try {
      await store.write(userId, { put, remove, version });
    } catch (error) {
      // Left as it was: the next write names these tasks again.
      hooks.failed(error);
      return;
    }
    for (const task of put) known.set(task.id, task);
    for (const id of remove) known.delete(id);
    hooks.written(firstScreenPart(tasks, version));
  }

  return {
    read: () => read,
    write: (tasks, version) => {
      queue = queue.then(() => write(tasks, version));
    },
  };
}

const BOARD: ReadonlySet<string> = new Set(SECTIONS);

/**
 * The synchronous copy of an account too big for a whole one: the open tasks of the board's
 * three lists, the top of each first, up to the cap.
 */
export function firstScreenPart(tasks: readonly Task[], version: number | undefined): string {
  const lists = new Map<string, Task[]>();
  for (const task of tasks) {
    if (task.completed || !BOARD.has(task.section)) continue;
    const list = lists.get(task.section) ?? [];
    list.push(task);
    lists.set(task.section, list);
  }
  const sorted = [...lists.values()].map((list) => list.sort((a, b) => a.order - b.order || a.createdAt - b.createdAt));
  const parts: string[] = [];
  let size = 0;
  const longest = Math.max(0, ...sorted.map((list) => list.length));
  // Interleaved by position, so each list keeps its top rows.
  for (let i = 0; i < longest; i++) {
    for (const list of sorted) {
      if (i >= list.length) continue;
      const json = JSON.stringify(list[i]);
      if (size + json.length + 1 > FIRST_SCREEN_MAX_CHARS) return wrapCopy(version, false, `[${parts.join(',')}]`);
      parts.push(json);
      size += json.length + 1;
    }
  }
  return wrapCopy(version, false, `[${parts.join(',')}]`);
}

/** The browser's: IndexedDB. */
export const openDeviceCopy = (userId: string, hooks: DeviceCopyHooks) =>
  deviceTaskCopy(indexedDbDeviceStore(), userId, hooks);
