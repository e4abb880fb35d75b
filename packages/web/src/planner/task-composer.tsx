import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CornerDownLeft, Pencil } from 'lucide-react';
import { DEFAULT_PRIORITY, TEXTS, type Priority, type Section, type Task } from '@dayflow/core';
import { useTaskActions } from '../sync';
import { PriorityPicker } from './priority-picker';
import { composerId } from './section-meta';
import { TextLimitNote, useLimitedText } from './text-limit';

interface Props {
  section: Section;
  /** The task being edited, or null to add new tasks. Remount (key) to switch between them. */
  editing: Task | null;
  onEditDone: () => void;
  autoFocus?: boolean;
}

// Where the browser can size a textarea to its content itself, it does so without the forced
// layout the script fallback needs on every keystroke (about 20 ms with 1,000 tasks on screen).
const NATIVE_AUTO_GROW = typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content') === true;

/** Grows with its content up to a cap. */
function useAutoGrow(value: string) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || NATIVE_AUTO_GROW) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [value]);
  return ref;
}

/**
 * A list's input box and priority picker. Enter adds (or saves an edit), Shift+Enter inserts a
 * new line; blank text is ignored and text is trimmed (spec §5).
 */
export function TaskComposer({ section, editing, onEditDone, autoFocus = false }: Props) {
  const actions = useTaskActions();
  const { text, change, cut, reset } = useLimitedText(editing?.text ?? '');
  const noteId = useId();
  const [priority, setPriority] = useState<Priority>(editing?.priority ?? DEFAULT_PRIORITY);
  const inputRef = useAutoGrow(text);
  // An edit continues where the text ends, not before its first letter.
  const editingId = editing?.id;
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (editingId && el) el.setSelectionRange(el.value.length, el.value.length);
  }, [editingId, inputRef]);
  const title = TEXTS.sectionTitles[section];
  const blank = text.trim() === '';

  const submit = () => {
    if (blank) return;
    // Text the store refuses stays in the field: never lost without a word.
    if (editing) {
      if (actions.editTask(editing.id, { text: text.trim(), priority })) onEditDone();
      return;
    }
    if (!actions.addTask({ text: text.trim(), priority, section })) return;
    reset();
    setPriority(DEFAULT_PRIORITY);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter that confirms an IME candidate (Japanese, Chinese…) must not submit.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape' && editing) {
      event.preventDefault();
      onEditDone();
    }
  };

  return (
    <form
      className={`rounded-xl border bg-white p-2 transition-colors focus-within:border-indigo-400 focus-within:ring-2 focus-within:ring-indigo-500/20 dark:bg-slate-900 ${
        editing ? 'border-indigo-300 dark:border-indigo-500/60' : 'border-slate-200 dark:border-slate-700'
      }`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {editing && (
        <p className="mb-1 flex items-center gap-1.5 px-1 text-xs font-semibold text-indigo-700 dark:text-indigo-300">
          <Pencil className="size-3.5" aria-hidden="true" />
          {TEXTS.editingTask}
        </p>
      )}
      <label htmlFor={composerId(section)} className="sr-only">
        {editing ? `Edit task in ${title}` : `New task in ${title}`}
      </label>
      <textarea
        id={composerId(section)}
        ref={inputRef}
        rows={1}
        value={text}
        placeholder={TEXTS.placeholders[section]}
        onChange={(event) => change(event.target.value)}
        aria-describedby={noteId}
        onKeyDown={onKeyDown}
        autoFocus={autoFocus}
        className="block max-h-48 w-full resize-none [field-sizing:content] bg-transparent px-1 py-1 text-[0.9375rem] leading-6 text-slate-900 placeholder:text-slate-500 focus:outline-none dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <TextLimitNote id={noteId} text={text} cut={cut} />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <PriorityPicker name={`priority-${section}`} value={priority} onChange={setPriority} />
        {editing ? (
          <div className="flex items-center gap-1.5">
            <button
              type="button"
              onClick={onEditDone}
              className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 active:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              {TEXTS.cancel}
            </button>
            <button
              type="submit"
              disabled={blank}
              className="rounded-lg bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 active:bg-indigo-700 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {TEXTS.save}
            </button>
          </div>
        ) : (
          <button
            type="submit"
            disabled={blank}
            aria-label="Add task"
            title="Add task (Enter)"
            className="inline-flex size-8 items-center justify-center rounded-lg bg-indigo-600 text-white shadow-sm transition hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 active:bg-indigo-700 disabled:bg-slate-200 disabled:text-slate-500 disabled:shadow-none dark:disabled:bg-slate-800 dark:disabled:text-slate-400"
          >
            <CornerDownLeft className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </form>
  );
}
