/**
 * The task store's public face. Components read tasks through these hooks and change them only
 * through the actions; everything else in sync/ is private (tests may use sync/testing.ts).
 */
export { TaskStoreProvider, useTasks, useTaskActions, useSyncStatus, useLiveDailyGoal } from './task-store-provider';
export type { TaskActions, SyncStatus, NewTaskInput, TaskStoreState } from './sync-types';
export type { TaskStore } from './task-store';
export { clearLocalTaskData } from './clear-local-task-data';
