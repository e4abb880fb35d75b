import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CircleCheck, Search } from 'lucide-react';
import { SEARCH_TEXTS, TEXTS, searchTasks, type Task } from '@dayflow/core';
import { Dialog } from '../components/ui';
import { formatPlanDay } from '../lib/time-zone';
import { HighlightedText } from './highlighted-text';

export interface SearchDialogProps {
  tasks: Task[];
  /** The chosen task: the planner shows it in its list. */
  onChoose: (task: Task) => void;
  onClose: () => void;
  /** Gets focus back when the search is closed without choosing. */
  returnTo: HTMLElement | null;
}

/**
 * Search over every list, open and completed: filters as you type, marks what matched, and
 * Enter (or a click) jumps to the task. A combobox with its listbox (WAI-ARIA): focus stays in
 * the field, arrows move the active result, Escape closes.
 */
export default function SearchDialog({ tasks, onChoose, onClose, returnTo }: SearchDialogProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const hits = useMemo(() => searchTasks(tasks, query), [tasks, query]);
  const field = useRef<HTMLInputElement>(null);
  const opener = useRef(returnTo);
  const ids = useId();
  const optionId = (index: number) => `${ids}-option-${index}`;
  const current = Math.min(active, hits.length - 1);
  const searching = query.trim() !== '';

  const choose = (task: Task | undefined) => {
    if (!task) return;
    opener.current = null;
    onChoose(task);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    // A search field's own Escape only empties it; here Escape closes the search at once.
    if (event.key === 'Escape') {
      event.preventDefault();
      return onClose();
    }
    if (hits.length === 0) return;
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) {
      event.preventDefault();
      const next = (current + move + hits.length) % hits.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(hits[current]?.task);
    }
  };

  return (
    <Dialog
      onClose={onClose}
      initialFocus={field}
      returnFocus={opener}
      aria-label={SEARCH_TEXTS.title}
      className="mx-auto mt-[10vh] flex max-h-[75vh] w-[calc(100%-1.5rem)] max-w-xl flex-col overflow-hidden rounded-2xl bg-white text-slate-900 shadow-2xl ring-1 ring-slate-200 outline-none dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 dark:border-slate-700">
        <Search className="size-5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        <input
          ref={field}
          type="search"
          role="combobox"
          aria-label={SEARCH_TEXTS.label}
          aria-expanded={hits.length > 0}
          aria-controls={`${ids}-results`}
          aria-autocomplete="list"
          aria-activedescendant={hits.length > 0 ? optionId(current) : undefined}
          placeholder={SEARCH_TEXTS.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
          className="h-14 min-w-0 flex-1 bg-transparent text-base [&::-webkit-search-cancel-button]:appearance-none placeholder:text-slate-500 focus:outline-none dark:placeholder:text-slate-400"
        />
        <kbd className="hidden rounded border border-slate-300 px-1.5 text-xs text-slate-500 sm:inline dark:border-slate-600 dark:text-slate-400">
          Esc
        </kbd>
      </div>
      <ul
        id={`${ids}-results`}
        role="listbox"
        aria-label={SEARCH_TEXTS.results}
        className={`overflow-y-auto overscroll-contain ${hits.length > 0 ? 'p-2' : ''}`}
      >
        {hits.map((hit, index) => (
          <li
            key={hit.task.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            onMouseMove={() => setActive(index)}
            onClick={() => choose(hit.task)}
            className={`flex cursor-pointer items-start gap-2.5 rounded-xl px-3 py-2 ${
              index === current ? 'bg-indigo-50 dark:bg-indigo-500/15' : ''
            }`}
          >
            {hit.task.completed && (
              <CircleCheck
                className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                aria-hidden="true"
              />
            )}
            <span className="min-w-0 flex-1">
              <span
                className={`line-clamp-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] ${
                  hit.task.completed ? 'text-slate-600 line-through dark:text-slate-300' : ''
                }`}
              >
                <HighlightedText text={hit.task.text} matches={hit.matches} />
              </span>
              {hit.found && (
                <span className="mt-0.5 flex min-w-0 gap-1.5 text-xs text-slate-700 dark:text-slate-300">
                  <span className="shrink-0 font-semibold text-indigo-700 dark:text-indigo-300">
                    {SEARCH_TEXTS.foundIn[hit.found.where]}
                  </span>
                  <span className="line-clamp-1 min-w-0 [overflow-wrap:anywhere]">
                    <HighlightedText text={hit.found.excerpt} matches={hit.found.matches} />
                  </span>
                </span>
              )}
              <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
                {SEARCH_TEXTS.where(
                  TEXTS.sectionTitles[hit.task.section],
                  hit.task.completed,
                  hit.task.day ? formatPlanDay(hit.task.day) : undefined,
                )}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {searching && hits.length === 0 && (
        <p className="px-4 py-6 text-center text-sm text-slate-600 dark:text-slate-300">
          {SEARCH_TEXTS.none(query.trim())}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {searching ? SEARCH_TEXTS.count(hits.length) : ''}
      </p>
      <p className="hidden border-t border-slate-200 px-4 py-2 text-xs text-slate-500 sm:block dark:border-slate-700 dark:text-slate-400">
        {SEARCH_TEXTS.hint}
      </p>
    </Dialog>
  );
}
