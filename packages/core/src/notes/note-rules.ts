import { MAX_NOTE_BODY_LENGTH, MAX_NOTE_TITLE_LENGTH, type Note } from './note-schemas';

/** Pinned notes first, then by last change, newest first; ties by id so every device agrees. */
export function sortNotes(notes: readonly Note[]): Note[] {
  return [...notes].sort(
    (a, b) =>
      Number(b.pinned) - Number(a.pinned) || b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

const words = (query: string) => query.toLocaleLowerCase().split(/\s+/).filter(Boolean);

/**
 * The notes whose title or body holds every word of the query (case-insensitive, in any order),
 * in their list order. An empty query finds them all.
 */
export function searchNotes(notes: readonly Note[], query: string): Note[] {
  const wanted = words(query);
  if (wanted.length === 0) return [...notes];
  return notes.filter((note) => {
    const text = `${note.title}\n${note.body}`.toLocaleLowerCase();
    return wanted.every((word) => text.includes(word));
  });
}

/** The lines of a body that could become a task: each line with text, trimmed, with its place. */
export function noteLines(body: string): { index: number; text: string }[] {
  return body
    .split(/\r\n|\r|\n/)
    .map((line, index) => ({ index, text: line.trim() }))
    .filter((line) => line.text.length > 0);
}

/**
 * A line as a task's text: a list mark (`-`, `*`, `•`, `1.`, `[ ]`) is the note's layout, not
 * the task's words, so it is left behind.
 */
export function lineAsTaskText(line: string): string {
  return line
    .trim()
    .replace(/^(?:[-*•]\s+|\d+[.)]\s+)?(?:\[[ xX]?\]\s*)?/, '')
    .trim();
}

/** Which of a note's fields is over its limit (title first), or null when both fit. */
export function noteOverLimit(note: { title: string; body: string }): 'title' | 'body' | null {
  if (note.title.length > MAX_NOTE_TITLE_LENGTH) return 'title';
  if (note.body.length > MAX_NOTE_BODY_LENGTH) return 'body';
  return null;
}
