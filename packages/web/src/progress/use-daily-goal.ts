import { useCallback, useEffect, useMemo, useState } from 'react';
import { DailyGoalSchema, resolveDailyGoal, type Goal } from '@dayflow/core';
import { apiFetch } from '../lib/api';
import { readCachedGoal, writeCachedGoal } from './goal-cache';
import { createGoalSaver } from './goal-saver';

export interface DailyGoalState {
  goal: number;
  /** False until the server answered or failed; celebrations wait for it so a load is not a crossing. */
  settled: boolean;
  /** Applies at once (and to the cache), then saves; invalid values are ignored. */
  setGoal: (goal: number) => void;
}

/**
 * The user's daily goal: the cached value at once, then the server's (spec §3, §8), then any
 * change another device announces on the live stream (`liveGoal`, null until one arrives).
 */
export function useDailyGoal(uid: string, liveGoal: number | null): DailyGoalState {
  // `changed`: set here or announced since loading began, so newer than the load's answer.
  const [state, setState] = useState(() => initial(uid));
  const [seenLiveGoal, setSeenLiveGoal] = useState(liveGoal);
  const saver = useMemo(
    () => createGoalSaver((dailyGoal) => apiFetch<Goal>('/api/goal', { method: 'PUT', body: { dailyGoal } })),
    [],
  );

  // A different user on the same component gets their own cached goal, not the previous one's.
  if (state.uid !== uid) setState(initial(uid));
  // Adopting an announced goal is derived from the prop, so it happens during render. As with
  // tasks (spec §4), an announcement is ignored while our own change is being saved: it is then
  // only the echo of an earlier click and would make the number jump back.
  if (liveGoal !== seenLiveGoal) {
    setSeenLiveGoal(liveGoal);
    if (liveGoal !== null && !saver.busy() && DailyGoalSchema.safeParse(liveGoal).success) {
      setState({ uid, goal: liveGoal, settled: true, changed: true });
    }
  }

  useEffect(() => writeCachedGoal(uid, state.goal), [uid, state.goal]);

  useEffect(() => {
    let current = true;
    apiFetch<Goal>('/api/goal')
      .then(({ dailyGoal }) => {
        if (!current) return;
        setState((s) => (s.changed ? s : { ...s, goal: resolveDailyGoal(dailyGoal), settled: true }));
      })
      .catch((error: unknown) => {
        // Spec §8: logged only; the cached goal (or 5) stays in use.
        console.error('Goal load failed:', error);
        if (current) setState((s) => ({ ...s, settled: true }));
      });
    return () => {
      current = false;
    };
  }, [uid]);

  const setGoal = useCallback(
    (goal: number) => {
      if (!DailyGoalSchema.safeParse(goal).success) return;
      setState({ uid, goal, settled: true, changed: true });
      saver.save(goal);
    },
    [uid, saver],
  );

  return { goal: state.goal, settled: state.settled, setGoal };
}

function initial(uid: string) {
  return { uid, goal: readCachedGoal(uid), settled: false, changed: false };
}
