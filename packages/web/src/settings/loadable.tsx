import type { ReactNode } from 'react';
import { SETTINGS_TEXTS } from '@dayflow/core';
import { useServerData, type Loadable, type ServerData } from '../lib/server-data';
import { Button } from '../components/ui';
import { ui } from './ui';

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
        <Button variant="secondary" size="form" onClick={onRetry}>
          {SETTINGS_TEXTS.retry}
        </Button>
      </p>
    );
  return children(state.data);
}

/** A store's value, for Loaded. */
export function LoadedStore<T>({ store, children }: { store: ServerData<T>; children: (value: T) => ReactNode }) {
  return (
    <Loaded state={useServerData(store)} onRetry={store.reload}>
      {children}
    </Loaded>
  );
}
