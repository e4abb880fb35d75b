/**
 * The ways into routines, shown on the planner's first load: the task menu's item, and the
 * Routines page's name and path (profile menu). Apart from ROUTINE_TEXTS (routine-texts.ts),
 * which only the routine screens, fetched on demand, need.
 */
export const REPEAT_TASK = 'Repeat…';
export const ROUTINES_TITLE = 'Routines';
export const ROUTINES_PATH = '/routines';
