/**
 * What the Daily Productivity panel's history uses of sync/: a way in of its own, beside index.ts,
 * so that only the panel (fetched on demand) downloads it.
 */
export { historyStore, useHistory, type HistoryState } from './resources/history-store';
