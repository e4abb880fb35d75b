import { Link } from 'react-router';
import { fromNoteLabel, NOTE_PARAM, NOTE_TITLES_KEY, NOTES_PATH } from '@dayflow/core';

// Parsed once per stored value, not once per row and render: a list redraws every row it holds.
let read: { raw: string | null; titles: Record<string, string> } | undefined;

/** The titles the notes page last saw on this device (it writes them): the planner loads no notes. */
function noteTitle(id: string): string | undefined {
  try {
    const raw = localStorage.getItem(NOTE_TITLES_KEY);
    if (read?.raw !== raw) read = { raw, titles: JSON.parse(raw ?? '{}') as Record<string, string> };
    return read.titles[id];
  } catch {
    return undefined;
  }
}

/** On a task made from a note's line: "From note: <title>", opening that note. */
export function NoteLink({ noteId }: { noteId: string }) {
  return (
    <Link
      to={`${NOTES_PATH}?${NOTE_PARAM}=${noteId}`}
      className="w-fit max-w-full truncate rounded text-xs text-amber-800 underline decoration-amber-300 underline-offset-2 hover:decoration-amber-600 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-amber-300 dark:decoration-amber-500/60"
    >
      {fromNoteLabel(noteTitle(noteId))}
    </Link>
  );
}
