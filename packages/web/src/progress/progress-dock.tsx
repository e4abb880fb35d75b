import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { TEXTS, countCompletedToday, motivationMessage, progressPercent } from '@dayflow/core';
import { useProfile } from '../auth/session';
import { useLiveDailyGoal, useSyncStatus, useTasks } from '../sync';
import { ProgressButton } from './progress-button';
import { useCelebration } from './use-celebration';
import { useDailyGoal } from './use-daily-goal';
import { useLocalDay } from './use-local-day';
import { useReducedMotion } from './use-reduced-motion';
import { useStreak } from './use-streak';

const loadPanel = () => import('./progress-panel');
const ProgressPanel = lazy(loadPanel);

/**
 * Daily productivity (spec §2, §4): the floating progress button and its panel, the goal, the
 * day streak, the celebration at 100 % and the day rollover. Rendered once by the planner, inside
 * the task store provider.
 */
export function ProgressDock() {
  const { id: uid } = useProfile();
  const tasks = useTasks();
  const sync = useSyncStatus();
  const { goal, settled, setGoal } = useDailyGoal(uid, useLiveDailyGoal());
  const day = useLocalDay();
  const streak = useStreak(day.today, day.timeZone);
  const reducedMotion = useReducedMotion();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const done = countCompletedToday(tasks, day.now, day.timeZone);
  const percent = progressPercent(done, goal);
  const message = useDayMessage(day.today, day.rolledOver, done, goal);
  useCelebration(percent, settled && sync.state !== 'connecting', reducedMotion);

  const close = useCallback(() => setOpen(false), []);
  const preload = useCallback(() => void loadPanel(), []);

  return (
    <>
      <ProgressButton
        buttonRef={button}
        percent={percent}
        expanded={open}
        reducedMotion={reducedMotion}
        onOpen={() => setOpen(true)}
        onIntent={preload}
      />
      {open && (
        <Suspense fallback={null}>
          <ProgressPanel
            done={done}
            goal={goal}
            percent={percent}
            message={message}
            streakCount={streak?.count ?? null}
            onGoalChange={setGoal}
            onClose={close}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * After the date changes while the planner is open, 'New day, new potential' replaces the
 * motivation line until the first completion of the new day (spec §4).
 */
function useDayMessage(today: string, rolledOver: boolean, done: number, goal: number): string {
  const [completedOn, setCompletedOn] = useState<string | null>(null);
  // Remembering "something was done today" is derived from props; updating during render avoids an effect.
  if (done > 0 && completedOn !== today) setCompletedOn(today);
  const freshDay = rolledOver && done === 0 && completedOn !== today;
  return freshDay ? TEXTS.motivation.newDay : motivationMessage(done, goal);
}
