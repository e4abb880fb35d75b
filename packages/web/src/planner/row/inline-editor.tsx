import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { Task } from '@dayflow/core';
import { TextLimitNote, useLimitedText } from '../text-limit';

interface Props {
  task: Task;
  /** False when the store refused the text: the editor stays, with it. */
  onSave: (text: string) => boolean;
  /** refocus: the edit ended from the keyboard, so focus goes back to the text. */
  onDone: (refocus: boolean) => void;
}

/**
 * A task's text edited in place: Enter saves, Shift+Enter adds a line, Escape cancels, leaving
 * the field saves. Blank text is never saved (spec §5): leaving then puts the old text back.
 * Text over the limit is neither saved nor cut: the editor stays open with all of it.
 */
export function InlineEditor({ task, onSave, onDone }: Props) {
  const { text, change, refused, fits } = useLimitedText(task.text);
  const noteId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const ended = useRef(false);
  useLayoutEffect(() => {
    const field = ref.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, []);

  const finish = (save: boolean, refocus: boolean) => {
    if (ended.current) return;
    const trimmed = text.trim();
    if (save && trimmed && trimmed !== task.text && (!fits(trimmed) || !onSave(trimmed))) return;
    ended.current = true;
    onDone(refocus);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (text.trim()) finish(true, true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false, true);
    }
  };

  return (
    <div className="min-w-0 flex-1">
      <textarea
        ref={ref}
        value={text}
        rows={Math.min(text.split('\n').length, 8)}
        aria-label={`Edit task: ${task.text}`}
        aria-describedby={noteId}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish(true, false)}
        className="-mx-1 block w-[calc(100%+0.5rem)] resize-none rounded-md bg-white px-1 text-[0.9375rem] leading-6 text-slate-900 ring-2 ring-indigo-400 [field-sizing:content] focus:outline-none dark:bg-slate-900 dark:text-slate-100"
      />
      <TextLimitNote id={noteId} text={text} refused={refused} />
    </div>
  );
}
