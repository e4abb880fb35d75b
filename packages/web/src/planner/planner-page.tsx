import { TaskStoreProvider } from '../sync';
import { PlannerScreen } from './planner-screen';

/** /planner: the task store lives as long as the page, so leaving it closes the live connection. */
export default function PlannerPage() {
  return (
    <TaskStoreProvider>
      <PlannerScreen />
    </TaskStoreProvider>
  );
}
