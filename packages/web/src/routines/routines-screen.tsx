import { useSearchParams } from 'react-router';
import { Repeat } from 'lucide-react';
import { ROUTINE_PARAM, ROUTINE_TEXTS, type Routine, type UpdateRoutineInput } from '@dayflow/core';
import { LoadedList } from '../components/loaded-list';
import { PageHeading } from '../components/page-heading';
import { toast } from '../lib/toast';
import { useProfile } from '../session/session';
import { routinesStore, useRoutines } from './routines-store';
import { RoutineItem } from './routine-item';
import { NewRoutine } from './new-routine';

/**
 * The Routines list: every routine with its days and priority, to edit, pause or resume, and
 * delete, and a new one to add. `?routine=<id>` (a task's repeat mark) opens that one's editor.
 */
export default function RoutinesScreen() {
  const { id: uid } = useProfile();
  // Read each time the list is shown; the live stream keeps it current while it is.
  const state = useRoutines(uid);
  const routines = state.data;
  const actions = routinesStore(uid);
  const [params] = useSearchParams();
  const opened = params.get(ROUTINE_PARAM);

  const update = (routine: Routine, changes: UpdateRoutineInput) =>
    actions.update(routine.id, changes).catch((error: unknown) => {
      toast.error(ROUTINE_TEXTS.changeFailed);
      throw error;
    });
  const remove = (routine: Routine) =>
    actions.remove(routine.id).then(
      () => toast.success(ROUTINE_TEXTS.deleted(routine.text)),
      () => toast.error(ROUTINE_TEXTS.changeFailed),
    );

  return (
    <section aria-labelledby="routines-title" className="mx-auto w-full max-w-2xl">
      <PageHeading
        back={ROUTINE_TEXTS.backToPlanner}
        title={ROUTINE_TEXTS.title}
        icon={Repeat}
        iconClassName="text-indigo-600 dark:text-indigo-400"
        id="routines-title"
        intro={ROUTINE_TEXTS.intro}
      />
      <NewRoutine onCreate={(input) => actions.create(input)} />
      <LoadedList
        loading={state.status === 'loading'}
        failed={state.status === 'failed'}
        empty={routines?.length === 0}
        texts={ROUTINE_TEXTS}
        onRetry={actions.reload}
      >
        <ul className="space-y-2">
          {routines?.map((routine) => (
            <RoutineItem
              key={routine.id}
              routine={routine}
              onUpdate={(changes) => update(routine, changes)}
              onDelete={() => void remove(routine)}
              open={routine.id === opened}
            />
          ))}
        </ul>
      </LoadedList>
    </section>
  );
}
