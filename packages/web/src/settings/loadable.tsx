import type { ReactNode } from 'react';
import { SETTINGS_TEXTS } from '@dayflow/core';
import { createResource, useResource, type Resource } from '../lib/resource-store';
import { ui } from './ui';

export type Loadable<T> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; value: T };

export interface LoadableStore<T> {
  resource: Resource<Loadable<T>>;
  reload: () => void;
}

/**
 * One owner for a piece of server data this page lists (tokens, sessions, sign-in methods): read
 * each time the page shows it, since other devices change it meanwhile.
 */
export function loadableStore<T>(read: () => Promise<T>, what: string): LoadableStore<T> {
  // A load started for an earlier visit must not land on a later one.
  let loads = 0;
  const resource = createResource<Loadable<T>>({ status: 'loading' }, load);

  function load() {
    const load = ++loads;
    if (resource.get().status === 'failed') resource.set({ status: 'loading' });
    read().then(
      (value) => load === loads && resource.set({ status: 'loaded', value }),
      (error: unknown) => {
        console.error(`Could not load ${what}:`, error);
        if (load === loads) resource.set({ status: 'failed' });
      },
    );
  }

  return { resource, reload: load };
}

interface LoadedProps<T> {
  state: Loadable<T>;
  onRetry: () => void;
  children: (value: T) => ReactNode;
}

/** The loaded value, or what to show instead: a placeholder while loading, a retry after a failure. */
export function Loaded<T>({ state, onRetry, children }: LoadedProps<T>) {
  if (state.status === 'loading')
    return <div aria-busy="true" className="h-11 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />;
  if (state.status === 'failed')
    return (
      <p role="alert" className={`flex flex-wrap items-center gap-3 ${ui.error}`}>
        {SETTINGS_TEXTS.loadFailed}
        <button type="button" onClick={onRetry} className={ui.secondary}>
          {SETTINGS_TEXTS.retry}
        </button>
      </p>
    );
  return children(state.value);
}

/** A store's value, for Loaded. */
export function LoadedStore<T>({ store, children }: { store: LoadableStore<T>; children: (value: T) => ReactNode }) {
  return (
    <Loaded state={useResource(store.resource)} onRetry={store.reload}>
      {children}
    </Loaded>
  );
}
