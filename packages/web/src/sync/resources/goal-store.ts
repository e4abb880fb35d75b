import { DailyGoalSchema, resolveDailyGoal, type Goal } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { createResource, perKey, useResource } from '../../lib/resource-store';
import { readCachedGoal, writeCachedGoal } from './goal-cache';
import { createGoalSaver } from './goal-saver';

export interface GoalState {
  goal: number;
  /** False until the server answered or failed; celebrations wait for it so a load is not a crossing. */
  settled: boolean;
  /** Set here or announced since loading began, so newer than the load's answer. */
  changed: boolean;
}

/**
 * The one owner of a user's daily goal: the cached value at once, then the server's (spec §3,
 * §8), then any change another device announces on the live stream.
 */
function createGoalStore(uid: string) {
  const saver = createGoalSaver((dailyGoal) => apiFetch<Goal>('/api/goal', { method: 'PUT', body: { dailyGoal } }));
  // A load started for an earlier watch must not land on a later one.
  let loads = 0;
  const resource = createResource<GoalState>(initial(), load);

  function initial(): GoalState {
    return { goal: readCachedGoal(uid), settled: false, changed: false };
  }

  function apply(next: GoalState) {
    resource.set(next);
    writeCachedGoal(uid, next.goal);
  }

  function load() {
    const load = ++loads;
    resource.set(initial());
    apiFetch<Goal>('/api/goal')
      .then(({ dailyGoal }) => {
        const now = resource.get();
        if (load === loads && !now.changed) apply({ ...now, goal: resolveDailyGoal(dailyGoal), settled: true });
      })
      .catch((error: unknown) => {
        // Spec §8: logged only; the cached goal (or 5) stays in use.
        console.error('Goal load failed:', error);
        if (load === loads) resource.set({ ...resource.get(), settled: true });
      });
  }

  return {
    resource,
    /** Applies at once (and to the cache), then saves; invalid values are ignored. */
    setGoal(goal: number) {
      if (!DailyGoalSchema.safeParse(goal).success) return;
      apply({ goal, settled: true, changed: true });
      saver.save(goal);
    },
    /**
     * A goal another device set (a live 'goal' message). As with tasks (spec §4), ignored while
     * our own change is being saved: it is then only the echo of an earlier click and would make
     * the number jump back.
     */
    announce(goal: number) {
      if (saver.busy() || !DailyGoalSchema.safeParse(goal).success) return;
      apply({ goal, settled: true, changed: true });
    },
  };
}

export const dailyGoalStore = perKey(createGoalStore);

export function useDailyGoal(uid: string): Omit<GoalState, 'changed'> & { setGoal: (goal: number) => void } {
  const store = dailyGoalStore(uid);
  const { goal, settled } = useResource(store.resource);
  return { goal, settled, setGoal: store.setGoal };
}
