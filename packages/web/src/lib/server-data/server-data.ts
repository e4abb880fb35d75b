import { useSyncExternalStore } from 'react';

/**
 * A piece of server data as shown: the data, once there, stays while a newer read is on its way
 * and when that read fails; 'failed' means nothing was loaded (what `data` holds then, if
 * anything, is the copy this device keeps, shown meanwhile).
 */
export type Loadable<T> = { status: 'loading' | 'failed'; data?: T } | { status: 'loaded'; data: T };

/**
 * What happens when a first reader arrives (a page shows the data again after a time unshown):
 * - 'reload': read it again, still showing what was loaded (lists other devices change);
 * - 'restart': read it again as if never loaded (the goal: its first answer is no crossing);
 * - 'none': read only when asked (`reload`), e.g. at each live connection.
 */
export type OnWatch = 'reload' | 'restart' | 'none';

export interface ServerDataOptions<T> {
  /** Named in the console when a read fails. */
  what: string;
  /** Reads the data from the server, its answer parsed (`readJson`). */
  read?: () => Promise<T>;
  /** Shown before the first answer: what this device kept, if anything. */
  initial?: T;
  onWatch?: OnWatch;
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
  /** Reads again now; the last read started is the only one that lands. */
  reload(): void;
  /** The data may have changed unseen: read again if someone is looking (else the next look reads). */
  invalidate(): void;
}

export function createServerData<T>({ what, read, initial, onWatch = 'reload' }: ServerDataOptions<T>): ServerData<T> {
  let state: Loadable<T> = { status: 'loading', data: initial };
  // Each read and each setData takes the next number; a read lands only if still the last.
  let generation = 0;
  const listeners = new Set<() => void>();

  function set(next: Loadable<T>) {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function reload() {
    if (!read) return;
    const mine = ++generation;
    if (state.status === 'failed') set({ status: 'loading', data: state.data });
    read().then(
      (data) => mine === generation && set({ status: 'loaded', data }),
      (error: unknown) => {
        console.error(`Could not load ${what}:`, error);
        if (mine === generation && state.status !== 'loaded') set({ status: 'failed', data: state.data });
      },
    );
  }

  return {
    get: () => state,
    subscribe(listener) {
      if (listeners.size === 0 && onWatch !== 'none') {
        if (onWatch === 'restart') state = { status: 'loading', data: state.data };
        reload();
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watched: () => listeners.size > 0,
    setData(data) {
      ++generation;
      set({ status: 'loaded', data });
    },
    update(change) {
      if (state.status === 'loaded') set({ status: 'loaded', data: change(state.data) });
    },
    reload,
    invalidate() {
      if (listeners.size > 0) reload();
    },
  };
}

export function useServerData<T>(data: ServerData<T>): Loadable<T> {
  return useSyncExternalStore(data.subscribe, data.get);
}
