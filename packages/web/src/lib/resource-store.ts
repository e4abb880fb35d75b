import { useSyncExternalStore } from 'react';

/**
 * One piece of state of this tab with exactly one owner (the undo journal, the review's day):
 * components read it through useResource and change it only through the owner's functions.
 * Server data has its own mechanism, with loading states and a guard against stale reads
 * (server-data/).
 */
export interface Resource<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

/**
 * `watched` runs when the first reader subscribes (after a time with none): the moment to
 * (re)load, since nobody was shown the value while unwatched.
 */
export function createResource<T>(initial: T, watched?: () => void): Resource<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      if (listeners.size === 0) watched?.();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useResource<T>(resource: Resource<T>): T {
  return useSyncExternalStore(resource.subscribe, resource.get);
}

/** One instance per key (a user id), made on first use, so two accounts never share a value. */
export function perKey<R>(create: (key: string) => R): (key: string) => R {
  const made = new Map<string, R>();
  return (key) => {
    let instance = made.get(key);
    if (!instance) made.set(key, (instance = create(key)));
    return instance;
  };
}
