import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Task } from '@dayflow/core';
import { useProfile, useSession } from '../auth/session';
import { httpTaskApi } from './http-task-api';
import { earlyLive } from './early-live';
import { openBrowserLiveSocket, type OpenLiveSocket } from './live-socket';
import { browserNetworkMonitor } from './network-monitor';
import { randomId } from './random-id';
import { webSyncStorage } from './sync-storage';
import { browserScheduler, type SyncStatus, type TaskActions } from './sync-types';
import { createTaskStore, type TaskStore } from './task-store';

const StoreContext = createContext<TaskStore | null>(null);

/**
 * Provides the signed-in user's task store. Must sit under the signed-in guard (it reads the
 * profile). Tests may pass a ready `store` instead (see sync/testing.ts); it is not started here.
 */
export function TaskStoreProvider({ children, store }: { children: ReactNode; store?: TaskStore }) {
  if (store) return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
  return <SignedInTaskStoreProvider>{children}</SignedInTaskStoreProvider>;
}

function SignedInTaskStoreProvider({ children }: { children: ReactNode }) {
  const { id: userId } = useProfile();
  const { clear } = useSession();
  // Building a store only reads the device's saved copy; connecting waits for the effect.
  const store = useMemo(
    () =>
      createTaskStore({
        api: httpTaskApi,
        openLiveSocket: liveSocketFor(userId),
        scheduler: browserScheduler,
        storage: webSyncStorage(
          userId,
          window.localStorage,
          // Web Locks tell a closed tab's outbox from a live one; without them tabs share one.
          navigator.locks ? { session: window.sessionStorage, locks: navigator.locks, newId: randomId } : undefined,
        ),
        network: browserNetworkMonitor,
        newId: randomId,
        // The session is over: the signed-in guard sends the user to /login.
        onUnauthorized: clear,
      }),
    [userId, clear],
  );
  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/**
 * The store's connections: the first one is the socket opened at boot for this user, if the
 * server confirmed them (sync/early-live.ts), so its snapshot may already be here.
 */
function liveSocketFor(userId: string): OpenLiveSocket {
  return (handlers) => earlyLive.adopt(userId, handlers) ?? openBrowserLiveSocket(handlers);
}

function useStore(): TaskStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('task hooks must be used inside <TaskStoreProvider>');
  return store;
}

/** All of the user's tasks, every section, sorted by order then createdAt, without duplicate ids. */
export function useTasks(): Task[] {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, () => store.getState().tasks);
}

export const useTaskActions = (): TaskActions => useStore().actions;

export function useSyncStatus(): SyncStatus {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, () => store.getState().status);
}

/** The daily goal when another device changed it (a live 'goal' message); null until then. */
export function useLiveDailyGoal(): number | null {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, () => store.getState().dailyGoal);
}
