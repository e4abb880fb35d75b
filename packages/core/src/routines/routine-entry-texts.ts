/**
 * The ways into routines, shown on the planner's first load: the task menu's item, and the
 * Routines page's name and path (profile menu). Apart from ROUTINE_TEXTS (routine-texts.ts),
 * which only the routine screens, fetched on demand, need.
 */
export const REPEAT_TASK = 'Repeat…';
export const ROUTINES_TITLE = 'Routines';
export const ROUTINES_PATH = '/routines';
/** The mark on a task that belongs to a routine; it opens the routine on the Routines page. */
export const REPEAT_MARK_LABEL = 'Repeats: open its routine';
/** The Routines page's query parameter naming the routine to open for editing. */
export const ROUTINE_PARAM = 'routine';
