import { onDemand, useOnDemand } from '../lib/on-demand';
import { AppHeader } from '../shell/app-header';
import { useProfile } from '../session/session';
import { TaskStoreProvider, useTaskActions, useTasks } from '../sync';
import { useDeletedTasks } from '../recently-deleted/deleted-tasks-store';
import { UndoUi } from '../undo/undo-ui';

const recentlyDeleted = onDemand(() =>
  import('../recently-deleted/recently-deleted').then((module) => module.RecentlyDeleted),
);

/**
 * The list gets its data and the restore from here, and starts loading with its code: were it
 * to import the task store's folder itself, the bundler would split what that shares with the
 * progress panel out of the planner's chunk into one more file for every /planner load.
 */
function RecentlyDeletedList() {
  const { value: RecentlyDeleted } = useOnDemand(recentlyDeleted);
  const { state, reload } = useDeletedTasks(useProfile().id);
  const inLists = useTasks();
  const { restoreTask } = useTaskActions();
  return RecentlyDeleted ? (
    <RecentlyDeleted deleted={state} onRetry={reload} inLists={inLists} onRestore={restoreTask} />
  ) : null;
}

/** /trash, Recently deleted: restoring goes through the task store, so it has one of its own. */
export function RecentlyDeletedPage() {
  return (
    <TaskStoreProvider>
      <div className="min-h-dvh">
        <AppHeader />
        <main className="px-3 pt-4 pb-16 sm:px-4 md:pt-6">
          <RecentlyDeletedList />
        </main>
      </div>
      <UndoUi />
    </TaskStoreProvider>
  );
}
