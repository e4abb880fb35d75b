import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CornerDownLeft, Pencil } from 'lucide-react';
import {
  DEFAULT_PRIORITY,
  QUICK_ADD_TEXTS,
  TEXTS,
  type Priority,
  type QuickAddList,
  type QuickAddToken,
  type Section,
  type Task,
} from '@dayflow/core';
import { useNow } from '../hooks/use-now';
import { toast } from '../lib/toast';
import { useTaskActions } from '../sync';
import { showPlannedToast } from './plan/planned-toast-loader';
import { PriorityPicker } from './priority-picker';
import {
  escapeQuickAdd,
  parseQuickAdd,
  placeSection,
  planQuickAdd,
  readableNow,
  removeQuickAddToken,
} from './quick-add-reader';
import { useQuickAddReader } from './quick-add-reader';
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
 * new line; blank text is ignored and text is trimmed (spec §5). Quick-add tokens (`!h`, `#fri`,
 * `@tomorrow 9:00`…, core parseQuickAdd) shown as chips while typing set the priority, the list or
 * day and the reminder; core planQuickAdd places the task on this device's clock.
 */
export function TaskComposer({ section, editing, onEditDone, autoFocus = false }: Props) {
  const actions = useTaskActions();
  // A saved text is shown with its token-like words escaped, so saving the edit keeps them as text.
  const { text, change, refused, fits, reset } = useLimitedText(editing ? escapeQuickAdd(editing.text) : '');
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
  const { Chips, escaping } = useQuickAddReader(text, editing?.text, change);
  const quick = parseQuickAdd(text);
  const fromList = (editing?.section ?? section) as QuickAddList;
  // The chips follow the clock by the minute; Enter reads it afresh.
  const now = useNow();
  const chosenPriority = quick.priority ?? priority;
  const blank = quick.text === '';

  const submit = (): void => {
    // A token typed before the parser came is read once it is here; an edit waits for its escaped text.
    if (escaping || !readableNow(text, () => inputRef.current?.form?.requestSubmit())) return;
    const quick = parseQuickAdd(text);
    const chosenPriority = quick.priority ?? priority;
    // Over the limit nothing is saved and nothing is cut: the note says why (Enter included).
    if (quick.text === '' || !fits(quick.text)) return;
    // Text the store refuses stays in the field: never lost without a word.
    const plan = planQuickAdd(quick, fromList, Date.now());
    const { section: target, day } = placeSection(plan.place);
    const remindAt = plan.remindAt === null ? undefined : new Date(plan.remindAt).toISOString();
    if (editing) {
      if (!actions.editTask(editing.id, { text: quick.text, priority: chosenPriority })) return;
      if (remindAt) actions.setReminder(editing.id, remindAt);
      if (target !== editing.section || day !== (editing.day ?? undefined)) {
        actions.moveTask(editing.id, target, Number.MAX_SAFE_INTEGER, day);
      }
      onEditDone();
      return;
    }
    if (!actions.addTask({ text: quick.text, priority: chosenPriority, section: target, day, remindAt })) return;
    // A planned task leaves the board, and on a phone the other list is not on screen: say where it went.
    if (day) showPlannedToast(day);
    else if (target !== section) toast.success(QUICK_ADD_TEXTS.addedTo(TEXTS.sectionTitles[target]));
    reset();
    setPriority(DEFAULT_PRIORITY);
  };

  const removeToken = (token: QuickAddToken) => {
    change(removeQuickAddToken(text, token));
    inputRef.current?.focus();
  };

  // A choice in the picker wins over a typed `!h`: the token leaves the text, so the two agree.
  const choosePriority = (next: Priority) => {
    const typed = quick.tokens.filter((token) => token.kind === 'priority').reverse();
    if (typed.length > 0) change(typed.reduce(removeQuickAddToken, text));
    setPriority(next);
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
        readOnly={escaping}
        autoFocus={autoFocus}
        className="block max-h-48 w-full resize-none [field-sizing:content] bg-transparent px-1 py-1 text-[0.9375rem] leading-6 text-slate-900 placeholder:text-slate-500 focus:outline-none dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <div aria-live="polite">
        {Chips && (
          <Chips tokens={quick.tokens} plan={planQuickAdd(quick, fromList, now)} now={now} onRemove={removeToken} />
        )}
      </div>
      <TextLimitNote id={noteId} text={quick.text} refused={refused} />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <PriorityPicker name={`priority-${section}`} value={chosenPriority} onChange={choosePriority} />
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
