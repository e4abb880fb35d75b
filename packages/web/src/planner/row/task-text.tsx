import { useEffect, useRef } from 'react';
import { SHORTCUT_KEYS } from '@dayflow/core';
import { plainKey } from '../../lib/plain-key';
import { LinkedText } from './linked-text';

/** Worth splitting: only these schemes ever become links (core's splitLinks). */
const MAY_HAVE_LINK = /https?:\/\/|mailto:/i;

/** A task's text, its http, https and mailto URLs as links. */
export function TaskTextContent({ text }: { text: string }) {
  return MAY_HAVE_LINK.test(text) ? <LinkedText text={text} /> : text;
}

interface Props {
  id: string;
  text: string;
  /** Edit in place: on a double-click, or `e` while the text has focus. */
  onEdit: () => void;
  /** Open the task's details: Enter while the text has focus (`o` is a planner key). */
  onDetails: () => void;
  /** Focus it when it comes back after an edit that ended from the keyboard. */
  focus: boolean;
}

/** An open task's text: focusable, so `e` can edit it in place, as a double-click does, and Enter open it. */
export function TaskText({ id, text, onEdit, onDetails, focus }: Props) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <p
      ref={ref}
      id={id}
      tabIndex={0}
      aria-keyshortcuts={`Enter ${SHORTCUT_KEYS.details.toUpperCase()} ${SHORTCUT_KEYS.edit.toUpperCase()}`}
      onDoubleClick={(event) => {
        if (!(event.target as Element).closest('a')) onEdit();
      }}
      onKeyDown={(event) => {
        // Enter on a link inside opens the link.
        if (event.target !== event.currentTarget || event.shiftKey) return;
        const edit = plainKey(event.nativeEvent) === SHORTCUT_KEYS.edit;
        if (event.key !== 'Enter' && !edit) return;
        event.preventDefault();
        (edit ? onEdit : onDetails)();
      }}
      className="min-w-0 flex-1 rounded text-[0.9375rem] leading-6 whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-slate-100"
    >
      <TaskTextContent text={text} />
    </p>
  );
}
