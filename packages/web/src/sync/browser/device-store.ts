import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Task } from '@dayflow/core';
import { TASKS_FORMAT } from './stored-formats';
import { DEVICE_DB_NAME } from './stored-tasks';

/**
 * The device's copy of every user's tasks, in IndexedDB: one record per task (so a change writes
 * that task, not the list) and one meta record per user (the change version V those tasks
 * include, and the format they were written in). Loaded on demand: the first screen reads the
 * small synchronous copy (first-screen.ts), and this module and `idb` come after.
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
