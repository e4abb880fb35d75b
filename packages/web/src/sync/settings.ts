/**
 * What the Settings page uses of sync/: a second way in, beside index.ts. Through index.ts the
 * page would reach the whole task store, and the bundler would then split what the store shares
 * with the progress panel out of the planner's chunk into more files for every /planner load.
 */
export { clearLocalTaskData } from './browser/clear-local-task-data';
