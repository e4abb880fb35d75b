import { RotateCcw, Trash2 } from 'lucide-react';
import { NOTE_TEXTS, type Note } from '@dayflow/core';
import { Button } from '../components/ui';

/** Notes deleted in the last 30 days, newest first, each with its way back. */
export function RecentlyDeletedNotes({ notes, onRestore }: { notes: Note[]; onRestore: (id: string) => void }) {
  if (notes.length === 0) return null;
  return (
    <details className="group rounded-xl border border-slate-200 bg-white/60 px-3.5 py-2 dark:border-slate-800 dark:bg-slate-900/60">
      <summary className="flex cursor-pointer items-center gap-2 rounded-lg py-1 text-sm font-semibold text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-200">
        <Trash2 className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        {NOTE_TEXTS.recentlyDeleted} ({notes.length})
      </summary>
      <ul className="mt-2 flex flex-col gap-1" aria-label={NOTE_TEXTS.recentlyDeleted}>
        {notes.map((note) => (
          <li key={note.id} className="flex items-center gap-2 text-sm">
            <span className="min-w-0 flex-1 truncate text-slate-700 dark:text-slate-300">
              {note.title || NOTE_TEXTS.untitled}
            </span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onRestore(note.id)}
              aria-label={`${NOTE_TEXTS.restore} ${note.title || NOTE_TEXTS.untitled}`}
            >
              <RotateCcw className="size-3.5" aria-hidden="true" />
              {NOTE_TEXTS.restore}
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
