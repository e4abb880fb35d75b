import { DailyGoalSchema, GoalSchema, resolveDailyGoal } from '@dayflow/core';
import { apiFetch } from '../../lib/api';
import { takeFirstData } from '../../lib/first-data-holder';
import { createServerData, liveListeners, perKey, useServerData } from '../../lib/server-data';
import { readJson } from '../../lib/read-json';
import { readCachedGoal, writeCachedGoal } from './goal-cache';
import { createGoalSaver } from './goal-saver';

/**
 * The one owner of a user's daily goal: the value the page came with or the cached one at once,
 * then the server's (spec §3, §8), then any change another device announces on the live stream.
 * Shown anew, it is read again as not yet settled, so the celebration never takes an answer for
 * a crossing.
 */
function createGoalStore(uid: string) {
  const first = takeFirstData(uid, 'dailyGoal');
  if (first !== null) writeCachedGoal(uid, first);
  const saver = createGoalSaver((dailyGoal) => apiFetch('/api/goal', { method: 'PUT', body: { dailyGoal } }));
  const data = createServerData({
    what: 'the daily goal',
    // Spec §8: a failed load is logged only; the cached goal (or 5) stays in use.
    read: () => readJson('/api/goal', GoalSchema).then(({ dailyGoal }) => resolveDailyGoal(dailyGoal)),
    initial: () => readCachedGoal(uid),
    onWatch: 'restart',
    onData: (goal) => writeCachedGoal(uid, goal),
  });

  const store = {
    data,
    /** Applies at once (and to the cache), then saves; invalid values are ignored. */
    setGoal(goal: number) {
      if (!DailyGoalSchema.safeParse(goal).success) return;
      data.setData(goal);
      saver.save(goal);
    },
    /**
     * A goal another device set (a live 'goal' message). As with tasks (spec §4), ignored while
     * our own change is being saved: it is then only the echo of an earlier click and would make
     * the number jump back.
     */
    announce(goal: number) {
      if (!saver.busy() && DailyGoalSchema.safeParse(goal).success) data.setData(goal);
    },
  };
  liveListeners(uid).add((message) => {
    if (message.type === 'goal') store.announce(message.dailyGoal);
  });
  return store;
}

export const dailyGoalStore = perKey(createGoalStore);

/** `settled`: false until the server answered or failed; celebrations wait for it so a load is not a crossing. */
export function useDailyGoal(uid: string): { goal: number; settled: boolean; setGoal: (goal: number) => void } {
  const store = dailyGoalStore(uid);
  const state = useServerData(store.data);
  return { goal: resolveDailyGoal(state.data), settled: state.status !== 'loading', setGoal: store.setGoal };
}
