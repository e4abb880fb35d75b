/**
 * What the routine screens (the Repeat dialog, the Routines list) use of sync/: a way in of their
 * own, beside index.ts. Both are fetched on demand; through index.ts they would reach the whole
 * task store, and the bundler would split what they share with it into more /planner files.
 */
export { routineActions, useRoutines } from './resources/routine-actions';
