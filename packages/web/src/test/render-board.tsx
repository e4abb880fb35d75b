import { render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { SECTIONS, type Section, type Task } from '@dayflow/core';
import { useTasks } from '../sync';
import { PlannerBoard } from '../planner/planner-board';
import { createFakeStore } from './fake-task-store';

function BoardFromStore({ sections }: { sections: readonly Section[] }) {
  return <PlannerBoard tasks={useTasks()} sections={sections} loading={false} />;
}

/** The lists (all three unless told) on a fake store, with the app's toaster. */
export function renderBoard(tasks: Task[] = [], sections: readonly Section[] = SECTIONS) {
  const store = createFakeStore(tasks);
  const view = render(
    <store.Provider>
      <BoardFromStore sections={sections} />
      <Toaster />
    </store.Provider>,
  );
  return { store, ...view };
}
