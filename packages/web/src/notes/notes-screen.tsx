import { useEffect, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { ArrowLeft, CloudOff, NotebookPen, Plus } from 'lucide-react';
import { NOTE_PARAM, NOTE_TEXTS, searchNotes, sortNotes } from '@dayflow/core';
import { PageHeading } from '../components/page-heading';
import { Button } from '../components/ui';
import { DESKTOP_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { toast } from '../lib/toast';
import { useProfile } from '../session/session';
import { NoteEditor } from './note-editor';
import { NoteList } from './note-list';
import { notesStore } from './notes-store';
import { RecentlyDeletedNotes } from './recently-deleted-notes';
import { useNotes } from './use-notes';

/** One toast at a time for a delete, as the planner's undo does: the newest Undo is the one shown. */
const DELETED_TOAST = 'note-deleted';

/**
 * The Notes workspace: the list (pinned first, then by last change), search, a note open beside
 * it on a wide screen or in its place on a phone (`?note=<id>`, which a task's "From note" link
 * uses), New note, and Recently deleted. Everything is kept on this device and saved when the
 * server can be reached (notes-store.ts). Links in a note are shown by the planner's LinkedText,
 * handed in by the page: imported here, its module would be shared by two chunks, and the bundler
 * would move it out of the planner's into a chunk of its own that /planner then downloads too.
 */
export default function NotesScreen({ LinkedText }: { LinkedText: ComponentType<{ text: string }> }) {
  const { id: uid } = useProfile();
  const store = notesStore(uid);
  const state = useNotes(uid);
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const wide = useMediaQuery(DESKTOP_QUERY);

  // Read each time the page opens; the live stream keeps the list current while it is open.
  useEffect(() => {
    store.onRefused((error) => toast.error(error.message));
    void store.reload();
  }, [store]);

  const live = state.notes.filter((note) => note.deletedAt === null);
  const deleted = state.notes
    .filter((note) => note.deletedAt !== null)
    .sort((a, b) => (b.deletedAt ?? 0) - (a.deletedAt ?? 0));
  const shown = searchNotes(sortNotes(live), query);
  const selectedId = params.get(NOTE_PARAM);
  const selected = live.find((note) => note.id === selectedId) ?? null;

  const select = (id: string | null) => setParams(id ? { [NOTE_PARAM]: id } : {}, { replace: !wide && id === null });

  const newNote = () => {
    setQuery('');
    select(store.create().id);
  };

  const remove = (id: string) => {
    store.remove(id);
    select(null);
    toast(
      (shownToast) => (
        <span className="flex items-center gap-3">
          <span>{NOTE_TEXTS.deleted}</span>
          <button
            type="button"
            onClick={() => {
              toast.dismiss(shownToast.id);
              store.restore(id);
              select(id);
            }}
            className="rounded-lg px-2 py-1 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:hover:bg-indigo-500/15"
          >
            {NOTE_TEXTS.undo}
          </button>
        </span>
      ),
      { id: DELETED_TOAST, duration: 6_000 },
    );
  };

  const editor = selected && (
    <NoteEditor
      key={selected.id}
      note={selected}
      onChange={(changes) => store.update(selected.id, changes)}
      onTogglePin={() => store.update(selected.id, { pinned: !selected.pinned })}
      onDelete={() => remove(selected.id)}
      LinkedText={LinkedText}
      onLineToTask={(text) => {
        store.toTask(selected.id, text);
        toast.success(NOTE_TEXTS.madeTask(text));
      }}
    />
  );
  // On a phone the open note takes the page; the list is one tap back.
  const listHidden = !wide && selected !== null;

  return (
    <section aria-labelledby="notes-title" className="mx-auto w-full max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageHeading
            back={NOTE_TEXTS.backToPlanner}
            title={NOTE_TEXTS.heading}
            icon={NotebookPen}
            iconClassName="text-amber-500 dark:text-amber-400"
            id="notes-title"
          />
        </div>
        <div className="flex items-center gap-3">
          <p aria-live="polite" className="text-xs text-slate-600 dark:text-slate-400">
            {state.offline ? (
              <span className="inline-flex items-center gap-1.5">
                <CloudOff className="size-3.5" aria-hidden="true" />
                {NOTE_TEXTS.offline}
              </span>
            ) : state.pending > 0 ? (
              NOTE_TEXTS.saving
            ) : state.loaded && live.length > 0 ? (
              NOTE_TEXTS.saved
            ) : (
              ''
            )}
          </p>
          <Button variant="primary" size="form" onClick={newNote}>
            <Plus className="size-4" aria-hidden="true" />
            {NOTE_TEXTS.newNote}
          </Button>
        </div>
      </div>
      <div className="mt-5 grid gap-5 md:grid-cols-[minmax(16rem,22rem)_1fr]">
        {!listHidden && (
          <div className="flex flex-col gap-4">
            <NoteList
              notes={shown}
              query={query}
              onQuery={setQuery}
              selectedId={selected?.id ?? null}
              onSelect={(id) => select(id)}
            />
            <RecentlyDeletedNotes notes={deleted} onRestore={(id) => store.restore(id)} />
          </div>
        )}
        {listHidden ? (
          <div className="flex flex-col gap-3">
            <button
              type="button"
              onClick={() => select(null)}
              className="inline-flex items-center gap-1.5 self-start rounded-lg py-1 pr-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:text-white"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {NOTE_TEXTS.back}
            </button>
            {editor}
          </div>
        ) : (
          wide &&
          (editor ?? (
            <div className="hidden place-items-center rounded-2xl border border-dashed border-slate-300 p-10 text-center text-sm text-slate-600 md:grid dark:border-slate-700 dark:text-slate-400">
              <div className="flex flex-col items-center gap-3">
                <NotebookPen className="size-8 text-amber-500/80" aria-hidden="true" />
                <p>{live.length === 0 ? NOTE_TEXTS.empty : NOTE_TEXTS.pickOne}</p>
              </div>
            </div>
          ))
        )}
      </div>
    </section>
  );
}
