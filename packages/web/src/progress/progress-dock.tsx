import { useCallback, useRef, useState } from 'react';
import { SHORTCUT_KEYS, TEXTS, countCompletedToday, motivationMessage, progressPercent } from '@dayflow/core';
import { useShortcutKey } from '../hooks/use-shortcut-key';
import { onDemand, useOnDemand } from '../lib/on-demand';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { useProfile } from '../session/session';
import { useSyncStatus, useTasks } from '../sync';
import { useDailyGoal } from './goal/goal-store';
import { ProgressButton } from './progress-button';
import { useCelebration } from './use-celebration';
import { useLocalDay } from './use-local-day';
import { useStreak } from './use-streak';

// The same loader as routes and the long-list view: no Suspense, so no fallback throttle.
const progressPanel = onDemand(() => import('./progress-panel').then((module) => module.default));

/**
 * Daily productivity (spec §2, §4): the floating progress button and its panel, the goal, the
 * day streak, the celebration at 100 % and the day rollover. Rendered once by the planner, inside
 * the task store provider, which also hands it the evening review's start ('Plan tomorrow').
 */
export function ProgressDock({ onPlanTomorrow }: { onPlanTomorrow?: (returnTo: HTMLElement | null) => void }) {
  const { id: uid } = useProfile();
  const tasks = useTasks();
  const sync = useSyncStatus();
  const { goal, settled, setGoal } = useDailyGoal(uid);
  const day = useLocalDay();
  const streak = useStreak(uid, day.today, day.timeZone);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const done = countCompletedToday(tasks, day.now, day.timeZone);
  const percent = progressPercent(done, goal);
  const message = useDayMessage(day.today, day.rolledOver, done, goal);
  useCelebration(percent, settled && sync.state !== 'connecting', reducedMotion);

  const close = useCallback(() => setOpen(false), []);
  const preload = useCallback(() => void progressPanel.load().catch(() => undefined), []);
  const { value: ProgressPanel } = useOnDemand(progressPanel, open);
  useShortcutKey(SHORTCUT_KEYS.progress, () => setOpen(true));

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
      {open && ProgressPanel && (
        <ProgressPanel
          done={done}
          goal={goal}
          percent={percent}
          message={message}
          streakCount={streak?.count ?? null}
          onGoalChange={setGoal}
          onClose={close}
          returnFocusTo={button}
          onPlanTomorrow={
            onPlanTomorrow &&
            (() => {
              close();
              onPlanTomorrow(button.current);
            })
          }
        />
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
