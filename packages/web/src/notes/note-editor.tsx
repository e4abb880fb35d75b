import { useState, type ComponentType } from 'react';
import { ListPlus, Pin, PinOff, Trash2 } from 'lucide-react';
import {
  lineAsTaskText,
  MAX_NOTE_BODY_LENGTH,
  MAX_NOTE_TITLE_LENGTH,
  NOTE_TEXTS,
  noteLines,
  type Note,
  type UpdateNoteInput,
} from '@dayflow/core';
import { Button } from '../components/ui';

const FIELD =
  'w-full bg-transparent text-slate-900 placeholder:text-slate-400 focus-visible:outline-none dark:text-slate-100 dark:placeholder:text-slate-500';

/**
 * One note, written in place: each change is saved as it is typed (the store sends it after a
 * pause). Text over a limit is kept here, whole, with the reason it is not saved; the field saves
 * again once it fits. Below, each line with words, its links live, and a control that makes it a
 * task in Brain Dump.
 */
export function NoteEditor({
  note,
  onChange,
  onTogglePin,
  onDelete,
  onLineToTask,
  LinkedText,
}: {
  note: Note;
  onChange: (changes: UpdateNoteInput) => void;
  onTogglePin: () => void;
  onDelete: () => void;
  onLineToTask: (text: string) => void;
  /** The planner's text-with-links, handed in (see NotesScreen). */
  LinkedText: ComponentType<{ text: string }>;
}) {
  // Only what could not be saved (over a limit) lives here; all else is the note itself.
  const [unsaved, setUnsaved] = useState<{ id: string; title?: string; body?: string }>({ id: note.id });
  const held = unsaved.id === note.id ? unsaved : { id: note.id };
  const title = held.title ?? note.title;
  const body = held.body ?? note.body;

  const change = (field: 'title' | 'body', value: string) => {
    const max = field === 'title' ? MAX_NOTE_TITLE_LENGTH : MAX_NOTE_BODY_LENGTH;
    const { [field]: _dropped, ...rest } = held;
    if (value.length > max) {
      setUnsaved({ ...rest, [field]: value });
      return;
    }
    setUnsaved(rest);
    onChange({ [field]: value });
  };

  const titleOver = title.length - MAX_NOTE_TITLE_LENGTH;
  const bodyOver = body.length - MAX_NOTE_BODY_LENGTH;
  const lines = noteLines(body);

  return (
    <article
      aria-label={note.title || NOTE_TEXTS.untitled}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">{NOTE_TEXTS.titleLabel}</span>
          <input
            value={title}
            onChange={(event) => change('title', event.target.value)}
            placeholder={NOTE_TEXTS.untitled}
            aria-invalid={titleOver > 0}
            aria-describedby={titleOver > 0 ? 'note-title-over' : undefined}
            className={`${FIELD} text-xl font-bold tracking-tight`}
          />
        </label>
        <Button
          variant="secondary"
          size="sm"
          onClick={onTogglePin}
          aria-pressed={note.pinned}
          title={note.pinned ? NOTE_TEXTS.unpin : NOTE_TEXTS.pin}
        >
          {note.pinned ? (
            <PinOff className="size-4" aria-hidden="true" />
          ) : (
            <Pin className="size-4" aria-hidden="true" />
          )}
          <span className="max-sm:sr-only">{note.pinned ? NOTE_TEXTS.unpin : NOTE_TEXTS.pin}</span>
        </Button>
        <Button
          variant="quietDanger"
          size="sm"
          onClick={onDelete}
          aria-label={NOTE_TEXTS.delete}
          title={NOTE_TEXTS.delete}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {titleOver > 0 && (
        <p id="note-title-over" role="alert" className="text-xs font-medium text-rose-700 dark:text-rose-300">
          {NOTE_TEXTS.titleOver(titleOver)}
        </p>
      )}
      <label>
        <span className="sr-only">{NOTE_TEXTS.bodyLabel}</span>
        <textarea
          value={body}
          onChange={(event) => change('body', event.target.value)}
          rows={10}
          aria-invalid={bodyOver > 0}
          aria-describedby={bodyOver > 0 ? 'note-body-over' : undefined}
          className={`${FIELD} min-h-48 resize-y rounded-xl border border-slate-200 bg-slate-50/60 p-3 text-[0.95rem] leading-relaxed focus-visible:border-indigo-400 focus-visible:ring-2 focus-visible:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-950/40`}
        />
      </label>
      {bodyOver > 0 && (
        <p id="note-body-over" role="alert" className="text-xs font-medium text-rose-700 dark:text-rose-300">
          {NOTE_TEXTS.bodyOver(bodyOver)}
        </p>
      )}
      {lines.length > 0 && (
        <section aria-labelledby="note-lines" className="border-t border-slate-200 pt-3 dark:border-slate-800">
          <h2
            id="note-lines"
            className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
          >
            {NOTE_TEXTS.linesHeading}
          </h2>
          <ul className="mt-1.5 flex flex-col">
            {lines.map((line) => (
              <li
                key={`${line.index}:${line.text}`}
                className="group flex items-start gap-2 rounded-lg px-1.5 py-1 text-sm hover:bg-slate-50 dark:hover:bg-slate-800/60"
              >
                <span className="min-w-0 flex-1 py-0.5 break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
                  <LinkedText text={line.text} />
                </span>
                <button
                  type="button"
                  onClick={() => onLineToTask(lineAsTaskText(line.text) || line.text)}
                  aria-label={`${NOTE_TEXTS.toTask}: ${line.text}`}
                  title={NOTE_TEXTS.toTask}
                  className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-0.5 text-xs font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:hover:bg-indigo-500/15"
                >
                  <ListPlus className="size-3.5" aria-hidden="true" />
                  {NOTE_TEXTS.toTaskShort}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
