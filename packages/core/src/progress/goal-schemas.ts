import { z } from 'zod';
import { MAX_DAILY_GOAL, MIN_DAILY_GOAL } from '../constants';

export const DailyGoalSchema = z
  .int({ message: 'must be a whole number' })
  .min(MIN_DAILY_GOAL, { message: `must be at least ${MIN_DAILY_GOAL}` })
  .max(MAX_DAILY_GOAL, { message: `must be at most ${MAX_DAILY_GOAL}` });

export const GoalSchema = z.strictObject({ dailyGoal: DailyGoalSchema });
export type Goal = z.infer<typeof GoalSchema>;
