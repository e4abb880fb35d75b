import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Repeat } from 'lucide-react';
import { ROUTINE_TEXTS, type Routine, type UpdateRoutineInput } from '@dayflow/core';
import { toast } from '../lib/toast';
import { useProfile } from '../session/session';
import { routineActions, useRoutines } from '../sync/routines';
import { RoutineItem } from './routine-item';

/** The Routines list: every routine with its days, to edit, pause or resume, and delete. */
export default function RoutinesScreen() {
  const { id: uid } = useProfile();
  const routines = useRoutines(uid);
  const [failed, setFailed] = useState(false);
  const actions = routineActions(uid);

  const load = useCallback(
    () =>
      routineActions(uid)
        .load()
        .then(
          () => setFailed(false),
          () => setFailed(true),
        ),
    [uid],
  );
  // Read each time the list is shown; the live stream keeps it current while it is.
  useEffect(() => void load(), [load]);

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
      <Link
        to="/planner"
        className="inline-flex items-center gap-1.5 rounded-lg py-1 pr-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {ROUTINE_TEXTS.backToPlanner}
      </Link>
      <h1
        id="routines-title"
        className="mt-3 flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        <Repeat className="size-6 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
        {ROUTINE_TEXTS.title}
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{ROUTINE_TEXTS.intro}</p>

      <div className="mt-5" aria-busy={routines === null && !failed}>
        {failed && routines === null ? (
          <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-rose-700 dark:text-rose-300">
            {ROUTINE_TEXTS.loadFailed}
            <button
              type="button"
              onClick={() => void load()}
              className="rounded-lg bg-slate-100 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
            >
              {ROUTINE_TEXTS.retry}
            </button>
          </p>
        ) : routines?.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
            {ROUTINE_TEXTS.empty}
          </p>
        ) : (
          <ul className="space-y-2">
            {routines?.map((routine) => (
              <RoutineItem
                key={routine.id}
                routine={routine}
                onUpdate={(changes) => update(routine, changes)}
                onDelete={() => void remove(routine)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
