/**
 * The task store's public face. Components read tasks through these hooks and change them only
 * through the actions; everything else in sync/ is private.
 *
 * PLACEHOLDER IMPLEMENTATION (in memory, no server) so the planner UI can be built against the
 * final API while the real store is written. The real store keeps these exact signatures.
 */
export { TaskStoreProvider, useTasks, useTaskActions, useSyncStatus } from './placeholder-store';
export type { TaskActions, SyncStatus, NewTaskInput } from './placeholder-store';
