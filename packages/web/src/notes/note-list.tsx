import { Pin, Search } from 'lucide-react';
import { NOTE_TEXTS, type Note } from '@dayflow/core';

/** The first line with words, for the list: what the note is about when it has no title. */
const firstLine = (body: string) =>
  body
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim() ?? '';

const changedAt = (at: number) =>
  new Date(at).toLocaleDateString(undefined, { month: 'short', day: 'numeric' }) +
  ', ' +
  new Date(at).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** The search box and the notes found, pinned first, then by last change. */
export function NoteList({
  notes,
  query,
  onQuery,
  selectedId,
  onSelect,
}: {
  notes: Note[];
  query: string;
  onQuery: (query: string) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <label className="relative block">
        <span className="sr-only">{NOTE_TEXTS.search}</span>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden="true"
        />
        <input
          type="search"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          placeholder={NOTE_TEXTS.search}
          className="w-full rounded-xl border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </label>
      {notes.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {query.trim() ? NOTE_TEXTS.noMatch(query.trim()) : NOTE_TEXTS.empty}
        </p>
      ) : (
        <ul aria-label={NOTE_TEXTS.heading} className="flex flex-col gap-1.5">
          {notes.map((note) => (
            <li key={note.id}>
              <button
                type="button"
                onClick={() => onSelect(note.id)}
                aria-current={note.id === selectedId ? 'true' : undefined}
                className="group w-full rounded-xl border border-slate-200 bg-white px-3.5 py-2.5 text-left shadow-xs transition hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-indigo-500 aria-[current=true]:border-indigo-400 aria-[current=true]:bg-indigo-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/60 dark:hover:bg-slate-800/80 dark:aria-[current=true]:border-indigo-400/70 dark:aria-[current=true]:bg-indigo-500/10"
              >
                <span className="flex items-center gap-2">
                  <span
                    className={`min-w-0 flex-1 truncate font-semibold ${note.title ? 'text-slate-900 dark:text-white' : 'text-slate-600 italic dark:text-slate-400'}`}
                  >
                    {note.title || NOTE_TEXTS.untitled}
                  </span>
                  {note.pinned && (
                    <Pin
                      className="size-3.5 shrink-0 fill-amber-400 text-amber-600 dark:text-amber-300"
                      aria-label={NOTE_TEXTS.pinned}
                    />
                  )}
                </span>
                <span className="mt-0.5 flex items-baseline gap-2 text-xs text-slate-600 dark:text-slate-400">
                  <span className="shrink-0 tabular-nums">{changedAt(note.updatedAt)}</span>
                  <span className="min-w-0 truncate">{firstLine(note.body)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
