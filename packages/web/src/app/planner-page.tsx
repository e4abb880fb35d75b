import { DayProvider } from '../planner/day/day-provider';
import { TaskStoreProvider } from '../sync';
import { UndoUi } from '../undo/undo-ui';
import { PlannerScreen } from './planner-screen';

/**
 * /trash (Recently deleted) is put together from this page's store, header and undo, so it is
 * composed here and only its list is fetched on demand. As a page chunk of its own it would
 * share all of them with this one, and the bundler would move what they share into a third
 * chunk, which /planner would then download as well.
 */
export { RecentlyDeletedPage } from './recently-deleted-page';
/** /settings shares the same pieces; the same holds (its sections load on demand). */
export { SettingsPage, SecurityPage } from './settings-page';
/** And /routines (its list loads on demand). */
export { RoutinesPage } from './routines-page';
/** And /upcoming (its days load on demand). */
export { UpcomingPage } from './upcoming-page';
/** And /notes (the workspace loads on demand). */
export { NotesPage } from './notes-page';

/** /planner: the task store lives as long as the page, so leaving it closes the live connection. */
export default function PlannerPage() {
  return (
    <TaskStoreProvider>
      <DayProvider>
        <PlannerScreen />
      </DayProvider>
      <UndoUi />
    </TaskStoreProvider>
  );
}
