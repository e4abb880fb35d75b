/*
 * What the planner needs of notes: the link on a task made from a note's line. Apart from the
 * rest of notes/, so the planner's code holds these few lines and none of the notes page's.
 */

/** The Notes workspace's address (the header's Notes button). */
export const NOTES_PATH = '/notes';
/** `/notes?note=<id>` opens that note (the "From note" link on a task). */
export const NOTE_PARAM = 'note';

/**
 * localStorage: the signed-in user's note titles by id, written by the notes page, read by a
 * task's "From note" link (the planner loads no notes). One user's at a time: every `dayflow` key
 * goes when the browser forgets its user.
 */
export const NOTE_TITLES_KEY = 'dayflow:note-titles';

/** On a task made from a note's line, linking back to it. */
export const fromNoteLabel = (title: string | undefined) => (title ? `From note: ${title}` : 'From note');
