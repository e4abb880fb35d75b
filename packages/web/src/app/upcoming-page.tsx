import { onDemand, useOnDemand } from '../lib/on-demand';
import { loadDragKit } from '../planner/drag/drag-root';
import { DayProvider } from '../planner/day/day-provider';
import { AppHeader } from '../shell/app-header';
import { TaskStoreProvider } from '../sync';
import { UndoUi } from '../undo/undo-ui';

// The days and the drag library come together: dragging is what the page is for, and with the
// library already here the columns are drawn once, never again under it (drag/drag-root.tsx).
const upcomingView = onDemand(() =>
  Promise.all([import('./upcoming-view'), loadDragKit()]).then(([module]) => module.default),
);

/**
 * /upcoming: the days ahead. Its store, header and undo are the planner's, so it is composed in
 * the planner's chunk (see planner-page.tsx); the days themselves are fetched on demand.
 */
export function UpcomingPage() {
  const { value: UpcomingView } = useOnDemand(upcomingView);
  return (
    <TaskStoreProvider>
      <DayProvider>
        <div className="min-h-dvh">
          <AppHeader />
          <main className="pt-4 pb-24 md:pt-6">{UpcomingView && <UpcomingView />}</main>
        </div>
      </DayProvider>
      <UndoUi />
    </TaskStoreProvider>
  );
}
