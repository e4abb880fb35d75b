/**
 * The task store's public face. Components read tasks through these hooks and change them only
 * through the actions; everything else in sync/ is private (tests build a store with test/memory-task-store.ts).
 */
export { TaskStoreProvider, usePauseSync, useTasks, useTaskActions, useSyncStatus } from './react/task-store-provider';
export { useLaterByDay } from './react/use-later-by-day';
export type { TaskActions, SyncStatus, NewTaskInput, TaskStoreState } from './store/sync-types';
export type { TaskStore } from './store/task-store';
export { clearLocalTaskData } from './browser/clear-local-task-data';
export { useUndoJournal } from './undo/undo-layer';
export type { UndoEvent, UndoJournal, UndoRecord, UndoTarget } from './undo/undo-journal';
