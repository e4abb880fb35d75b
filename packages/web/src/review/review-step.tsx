import type { KeyboardEvent, RefObject } from 'react';
import { ArrowRight, Brain, Check, Pin, Trash2 } from 'lucide-react';
import { REVIEW_TEXTS, type Task } from '@dayflow/core';
import type { ReviewChoice } from './review-types';

interface Props {
  task: Task;
  /** Its place among the tasks the review started with (1-based). */
  position: number;
  of: number;
  onChoose: (choice: ReviewChoice) => void;
  /** The first choice (Tomorrow), where focus starts. */
  firstRef: RefObject<HTMLButtonElement | null>;
}

const CHOICES: {
  choice: ReviewChoice;
  label: string;
  key: string;
  keyName: string;
  Icon: typeof Check;
  tone: string;
}[] = [
  { choice: 'tomorrow', label: REVIEW_TEXTS.tomorrow, key: 't', keyName: 'T', Icon: ArrowRight, tone: 'primary' },
  { choice: 'brainDump', label: REVIEW_TEXTS.brainDump, key: 'b', keyName: 'B', Icon: Brain, tone: 'plain' },
  { choice: 'done', label: REVIEW_TEXTS.done, key: 'd', keyName: 'D', Icon: Check, tone: 'plain' },
  { choice: 'deleted', label: REVIEW_TEXTS.delete, key: 'delete', keyName: 'Delete', Icon: Trash2, tone: 'danger' },
  { choice: 'kept', label: REVIEW_TEXTS.keep, key: 'k', keyName: 'K', Icon: Pin, tone: 'plain' },
];

const TONES: Record<string, string> = {
  primary: 'bg-indigo-600 text-white hover:bg-indigo-700 dark:bg-indigo-500 dark:hover:bg-indigo-400',
  plain:
    'text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-800',
  danger:
    'text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50 dark:text-rose-300 dark:ring-rose-500/40 dark:hover:bg-rose-500/15',
};

/** The choice a key stands for (T, B, D, Delete, K), if any; never with Ctrl, Cmd or Alt (undo). */
export function choiceForKey(event: KeyboardEvent): ReviewChoice | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  return CHOICES.find((c) => c.key === event.key.toLowerCase())?.choice;
}

/**
 * One task of the review and the five things to do with it, each a button with its own key.
 * After a choice, focus stays on the button used: it stays on the page for the next task.
 */
export function ReviewStep({ task, position, of, onChoose, firstRef }: Props) {
  return (
    <div>
      <div aria-live="polite" className="mt-3 rounded-2xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {REVIEW_TEXTS.step(position, of)}
        </p>
        <p className="mt-1 text-base font-medium whitespace-pre-wrap [overflow-wrap:anywhere]">{task.text}</p>
      </div>
      <div role="group" aria-label={REVIEW_TEXTS.actions} className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {CHOICES.map(({ choice, label, keyName, Icon, tone }, i) => (
          <button
            key={choice}
            ref={i === 0 ? firstRef : undefined}
            type="button"
            aria-keyshortcuts={keyName}
            onClick={() => onChoose(choice)}
            className={`flex items-center justify-center gap-2 rounded-xl px-3 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${TONES[tone]}`}
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {label}
            <kbd aria-hidden="true" className="ml-auto hidden text-xs font-normal sm:inline">
              {keyName === 'Delete' ? 'Del' : keyName}
            </kbd>
          </button>
        ))}
      </div>
      <p className="mt-3 hidden text-xs text-slate-500 sm:block dark:text-slate-400">{REVIEW_TEXTS.keys}</p>
    </div>
  );
}
