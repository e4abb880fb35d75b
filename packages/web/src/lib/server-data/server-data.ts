import { useSyncExternalStore } from 'react';

/**
 * A piece of server data as shown: the data, once there, stays while a newer read is on its way
 * and when that read fails; 'failed' means nothing was loaded (what `data` holds then, if
 * anything, is the copy this device keeps, shown meanwhile).
 */
export type Loadable<T> =
  { status: 'loading'; data?: T } | { status: 'failed'; data?: T } | { status: 'loaded'; data: T };

/**
 * What happens when a first reader arrives (a page shows the data again after a time unshown):
 * - 'reload': read it again, still showing what was loaded (lists other devices change);
 * - 'restart': read it again as if never loaded, from `initial` (the goal: its answer is no crossing);
 * - 'none': read only when asked (`reload`), e.g. at each live connection.
 */
export type OnWatch = 'reload' | 'restart' | 'none';

export interface ServerDataOptions<T> {
  /** Named in the console when a read fails. */
  what: string;
  /** Reads the data from the server, its answer parsed (`readJson`). */
  read?: () => Promise<T>;
  /** Shown before the first answer, and on each restart: what this device kept, if anything. */
  initial?: () => T | undefined;
  onWatch?: OnWatch;
  /** Told each time data lands (read or set): to keep a copy on the device. */
  onData?: (data: T) => void;
}

/** One owner of one piece of server data, for one user (`perKey`). */
export interface ServerData<T> {
  get(): Loadable<T>;
  subscribe(listener: () => void): () => void;
  /** True while a component shows it. */
  watched(): boolean;
  /**
   * Data the server sent some other way (a live message, a save's answer) or a change made here:
   * newer than any read still on its way, which therefore never lands.
   */
  setData(data: T): void;
  /** Changes the data in place; nothing until it was loaded. */
  update(change: (data: T) => T): void;
  /** Reads again now; the last read started is the only one that lands. Settles when it has. */
  reload(): Promise<void>;
  /** The data may have changed unseen: read again if someone is looking (else the next look reads). */
  invalidate(): void;
}

export function createServerData<T>(options: ServerDataOptions<T>): ServerData<T> {
  const { what, read, initial, onWatch = 'reload', onData } = options;
  let state: Loadable<T> = { status: 'loading', data: initial?.() };
  // Each read and each setData takes the next number; a read lands only if still the last.
  let generation = 0;
  const listeners = new Set<() => void>();

  function set(next: Loadable<T>) {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function land(data: T) {
    set({ status: 'loaded', data });
    onData?.(data);
  }

  async function reload() {
    if (!read) return;
    const mine = ++generation;
    if (state.status === 'failed') set({ ...state, status: 'loading' });
    await read().then(
      (data) => mine === generation && land(data),
      (error: unknown) => {
        console.error(`Could not load ${what}:`, error);
        if (mine === generation && state.status !== 'loaded') set({ ...state, status: 'failed' });
      },
    );
  }

  return {
    get: () => state,
    subscribe(listener) {
      if (listeners.size === 0 && onWatch !== 'none') {
        if (onWatch === 'restart') state = { status: 'loading', data: initial?.() ?? state.data };
        void reload();
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watched: () => listeners.size > 0,
    setData(data) {
      ++generation;
      land(data);
    },
    update(change) {
      if (state.status === 'loaded') set({ status: 'loaded', data: change(state.data) });
    },
    reload,
    invalidate() {
      if (listeners.size > 0) void reload();
    },
  };
}

export function useServerData<T>(data: ServerData<T>): Loadable<T> {
  return useSyncExternalStore(data.subscribe, data.get);
}
