import { onDemand, useOnDemand } from '../lib/on-demand';
import { AppHeader } from '../shell/app-header';
import { TaskStoreProvider } from '../sync';

const routinesScreen = onDemand(() => import('../routines/routines-screen').then((module) => module.default));

/**
 * /routines. The task store holds the live connection, which keeps the list current when a
 * routine changes on another device. Composed in the planner's chunk (see planner-page.tsx);
 * the list itself is fetched on demand.
 */
export function RoutinesPage() {
  const { value: RoutinesScreen } = useOnDemand(routinesScreen);
  return (
    <TaskStoreProvider>
      <div className="min-h-dvh">
        <AppHeader />
        <main className="px-3 pt-4 pb-16 sm:px-4 md:pt-6">{RoutinesScreen && <RoutinesScreen />}</main>
      </div>
    </TaskStoreProvider>
  );
}
