import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Task } from '@dayflow/core';
import { useProfile, useSession, useSessionConfirmed } from '../../session/session';
import { adoptFirstData } from '../first-data';
import { httpTaskApi } from '../browser/http-task-api';
import { earlyLive } from '../browser/early-live';
import { hearLive } from '../../lib/server-data';
import { upgradeRequired } from '../../lib/protocol-upgrade';
import { openBrowserLiveSocket, type OpenLiveSocket } from '../browser/live-socket';
import { browserNetworkMonitor } from '../browser/network-monitor';
import { randomId } from '../browser/random-id';
import { webSyncStorage } from '../browser/sync-storage';
import { afterFirstPaint, browserDevice } from '../browser/browser-device';
import { browserScheduler, type SyncStatus, type TaskActions } from '../store/sync-types';
import { createTaskStore, type TaskStore } from '../store/task-store';
import { UndoLayer, useUndoableActions, userUndoJournal } from '../undo/undo-layer';

const StoreContext = createContext<TaskStore | null>(null);

/**
 * Provides the signed-in user's task store. Must sit under the signed-in guard (it reads the
 * profile). Tests may pass a ready `store` instead (see test/memory-task-store.ts); it is not started here.
 */
export function TaskStoreProvider({ children, store }: { children: ReactNode; store?: TaskStore }) {
  if (store)
    return (
      <StoreContext.Provider value={store}>
        <UndoLayer store={store}>{children}</UndoLayer>
      </StoreContext.Provider>
    );
  return <SignedInTaskStoreProvider>{children}</SignedInTaskStoreProvider>;
}

function SignedInTaskStoreProvider({ children }: { children: ReactNode }) {
  const { id: userId } = useProfile();
  const { clear } = useSession();
  const confirmed = useSessionConfirmed();
  // Building a store only reads the device's saved copy; connecting waits for the effect.
  const store = useMemo(() => {
    const storage = webSyncStorage(
      userId,
      window.localStorage,
      // Web Locks tell a closed tab's outbox from a live one; without them tabs share one.
      navigator.locks
        ? { session: window.sessionStorage, locks: navigator.locks, newId: randomId, painted: afterFirstPaint }
        : undefined,
      browserDevice(),
    );
    // The tasks the page came with, if any, become that copy first (ADR 17).
    adoptFirstData(userId, storage);
    return createTaskStore({
      api: httpTaskApi,
      openLiveSocket: liveSocketFor(userId),
      scheduler: browserScheduler,
      storage,
      network: browserNetworkMonitor,
      newId: randomId,
      // The session is over: the signed-in guard sends the user to /login.
      onUnauthorized: clear,
      // The server speaks a newer sync protocol: load the new version (once).
      onUpgradeRequired: () => upgradeRequired(),
      onLive: (message, opening) => hearLive(userId, message, opening),
    });
  }, [userId, clear]);
  // A warm open shows the device's copy at once, but connects and sends only once the server
  // has confirmed this user (ADR 17): a session that ended elsewhere never receives a change.
  useEffect(() => {
    if (!confirmed) return;
    store.start();
    return () => store.stop();
  }, [store, confirmed]);
  return (
    <StoreContext.Provider value={store}>
      <UndoLayer store={store} journal={userUndoJournal(userId)}>
        {children}
      </UndoLayer>
    </StoreContext.Provider>
  );
}

/**
 * The store's connections: the first one is the socket opened at boot for this user, if the
 * server confirmed them (sync/early-live.ts), so its first message may already be here. That one
 * resumed from the version stored then, which is never newer than the store's (same storage).
 */
function liveSocketFor(userId: string): OpenLiveSocket {
  return (handlers, since) => earlyLive.adopt(userId, handlers) ?? openBrowserLiveSocket(handlers, since);
}

/**
 * For Log Out: stops this page's task store (its socket and its sends) before the session ends,
 * so the server closing the socket is not taken for an unexplained drop and asked about over
 * HTTP (a 401 in the console on every Log Out). Returns how to start it again, should the
 * sign-out fail. Harmless outside a provider (nothing to stop).
 */
export function usePauseSync(): () => () => void {
  const store = useContext(StoreContext);
  return useCallback(() => {
    store?.stop();
    return () => store?.start();
  }, [store]);
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

/** The actions, each change the user might regret recorded for undo (sync/undo/). */
export function useTaskActions(): TaskActions {
  const store = useStore();
  return useUndoableActions() ?? store.actions;
}

export function useSyncStatus(): SyncStatus {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, () => store.getState().status);
}
