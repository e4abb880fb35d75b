import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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

/** The user's daily goal: the cached value at once, then the server's (spec §3, §8). */
export function useDailyGoal(uid: string): DailyGoalState {
  const [state, setState] = useState(() => ({ uid, goal: readCachedGoal(uid), settled: false }));
  const editedRef = useRef(false);
  // A different user on the same component gets their own cached goal, not the previous one's.
  if (state.uid !== uid) setState({ uid, goal: readCachedGoal(uid), settled: false });

  useEffect(() => {
    editedRef.current = false;
    let current = true;
    apiFetch<Goal>('/api/goal')
      .then(({ dailyGoal }) => {
        // A change the user made meanwhile is newer than what the server had.
        if (!current || editedRef.current) return;
        const goal = resolveDailyGoal(dailyGoal);
        writeCachedGoal(uid, goal);
        setState({ uid, goal, settled: true });
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

  const saver = useMemo(
    () => createGoalSaver((dailyGoal) => apiFetch<Goal>('/api/goal', { method: 'PUT', body: { dailyGoal } })),
    [],
  );

  const setGoal = useCallback(
    (goal: number) => {
      if (!DailyGoalSchema.safeParse(goal).success) return;
      editedRef.current = true;
      writeCachedGoal(uid, goal);
      setState({ uid, goal, settled: true });
      saver.save(goal);
    },
    [uid, saver],
  );

  return { goal: state.goal, settled: state.settled, setGoal };
}
