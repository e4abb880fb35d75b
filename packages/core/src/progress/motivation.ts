import { MILESTONE_MIN_DONE } from '../constants';
import { TEXTS } from '../texts';
import { resolveDailyGoal } from './daily-progress';

/** The motivation line for tasks done today (spec §4); the goal is resolved first. */
export function motivationMessage(completedToday: number, goal: number): string {
  const target = resolveDailyGoal(goal);
  if (!(completedToday > 0)) return TEXTS.motivation.none;
  if (completedToday < Math.ceil(target / 2)) return TEXTS.motivation.started;
  if (completedToday < target) return TEXTS.motivation.almost;
  return TEXTS.motivation.done;
}

export type MilestoneId = keyof typeof MILESTONE_MIN_DONE;
export interface Milestone {
  id: MilestoneId;
  label: string;
  reached: boolean;
}

const MILESTONE_IDS: MilestoneId[] = ['planYourDay', 'completeThree', 'reachFive', 'bonusStreak'];

/** The panel's four milestones, in display order (spec §4). */
export function milestones(completedToday: number): Milestone[] {
  return MILESTONE_IDS.map((id) => ({
    id,
    label: TEXTS.milestones[id],
    reached: completedToday >= MILESTONE_MIN_DONE[id],
  }));
}
