import { onDemand, useOnDemand } from '../lib/on-demand';
import { AppHeader } from '../shell/app-header';
import { TaskStoreProvider } from '../sync';
import { LinkedText } from '../planner/row/linked-text';

const notesScreen = onDemand(() => import('../notes/notes-screen').then((module) => module.default));

/**
 * /notes, the Notes workspace. The task store holds the live connection, which brings other
 * devices' note changes and tells the notes when it opens again. Composed in the planner's chunk
 * (see planner-page.tsx); the workspace itself is its own chunk, fetched on demand.
 */
export function NotesPage() {
  const { value: NotesScreen } = useOnDemand(notesScreen);
  return (
    <TaskStoreProvider>
      <div className="min-h-dvh">
        <AppHeader />
        <main className="px-3 pt-4 pb-16 sm:px-4 md:pt-6">
          {NotesScreen && <NotesScreen LinkedText={LinkedText} />}
        </main>
      </div>
    </TaskStoreProvider>
  );
}
