import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Pencil } from 'lucide-react';
import { DETAILS_TEXTS, MAX_TASK_NOTES_LENGTH } from '@dayflow/core';
import { TaskTextContent } from '../row/task-text';

/** The count shows once this few characters are left. */
const SHOW_COUNT_REMAINING = 1000;

/** Characters as the server counts them: code points (an emoji is one), untrimmed. */
const lengthOf = (text: string) => [...text].length;

interface Props {
  notes: string;
  /** False when the store refused them: the field stays, with the text. */
  onSave: (notes: string) => boolean;
  /** Whether typed notes are waiting, not saved because they are too long: the panel will not close on them. */
  onHeld: (held: boolean) => void;
}

/**
 * A task's notes: shown with their links and line breaks; a click (not on a link) or Edit turns
 * them into a field. Leaving the field or Escape saves. Notes over the limit are neither saved nor
 * cut: the field keeps all of it and says why until they are short enough.
 */
export function NotesField({ notes, onSave, onHeld }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const labelId = useId();
  const noteId = useId();
  const editButton = useRef<HTMLButtonElement>(null);

  const finish = () => {
    if (draft === null) return true;
    if (draft !== notes) {
      const over = lengthOf(draft) > MAX_TASK_NOTES_LENGTH;
      setRefused(over);
      onHeld(over);
      if (over || !onSave(draft)) return false;
    }
    setDraft(null);
    return true;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Escape ends the edit (saving it), not the panel: a second Escape closes that.
    if (event.key !== 'Escape') return;
    event.preventDefault();
    if (finish()) requestAnimationFrame(() => editButton.current?.focus());
  };
  const startEditing = (event?: MouseEvent) => {
    if ((event?.target as Element | undefined)?.closest('a')) return;
    setDraft(notes);
  };

  const length = draft === null ? 0 : lengthOf(draft);
  const remaining = MAX_TASK_NOTES_LENGTH - length;

  return (
    <section aria-labelledby={labelId} className="mt-5">
      <h3
        id={labelId}
        className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
      >
        {DETAILS_TEXTS.notes}
      </h3>
      {draft !== null ? (
        <div>
          <textarea
            // Takes focus as it appears, where the person asked for it.
            autoFocus
            value={draft}
            aria-label={DETAILS_TEXTS.notesField}
            aria-describedby={noteId}
            onChange={(event) => {
              setDraft(event.target.value);
              setRefused(false);
            }}
            onKeyDown={onKeyDown}
            onBlur={finish}
            className="block max-h-[50dvh] min-h-28 w-full resize-y rounded-xl bg-white px-3 py-2 text-sm leading-6 text-slate-900 ring-2 ring-indigo-400 [field-sizing:content] focus:outline-none dark:bg-slate-950 dark:text-slate-100"
          />
          <p id={noteId} className="mt-1 px-1 text-xs text-slate-600 dark:text-slate-400">
            <span aria-live="polite" className="font-medium text-rose-700 dark:text-rose-300">
              {remaining < 0 ? `${DETAILS_TEXTS.notesOver(-remaining)} ` : ''}
              {refused ? `${DETAILS_TEXTS.notesNotSaved} ` : ''}
            </span>
            {remaining <= SHOW_COUNT_REMAINING ? (
              <span
                data-over={remaining < 0}
                className="tabular-nums data-[over=true]:font-semibold data-[over=true]:text-rose-700 dark:data-[over=true]:text-rose-300"
              >
                {DETAILS_TEXTS.notesCount(length)}
              </span>
            ) : (
              DETAILS_TEXTS.notesHint
            )}
          </p>
        </div>
      ) : notes.trim() === '' ? (
        <button
          ref={editButton}
          type="button"
          onClick={() => startEditing()}
          className="w-full rounded-xl border border-dashed border-slate-300 px-3 py-3 text-left text-sm text-slate-500 transition hover:border-indigo-400 hover:bg-indigo-50/50 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:text-slate-400 dark:hover:border-indigo-400/60 dark:hover:bg-indigo-500/10 dark:hover:text-slate-200"
        >
          {DETAILS_TEXTS.addNotes}
        </button>
      ) : (
        <div className="group/notes relative rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
          <p
            onClick={startEditing}
            className="max-h-[40dvh] cursor-text overflow-y-auto pr-8 text-sm leading-6 whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere] dark:text-slate-100"
          >
            <TaskTextContent text={notes} />
          </p>
          <button
            ref={editButton}
            type="button"
            onClick={() => startEditing()}
            aria-label={DETAILS_TEXTS.editNotes}
            title={DETAILS_TEXTS.editNotes}
            className="absolute top-1.5 right-1.5 grid size-7 place-items-center rounded-lg text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-white"
          >
            <Pencil className="size-3.5" aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  );
}
