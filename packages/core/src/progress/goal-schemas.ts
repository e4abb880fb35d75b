import { z } from 'zod/mini';
import { MAX_DAILY_GOAL, MIN_DAILY_GOAL } from '../constants';

export const DailyGoalSchema = /* @__PURE__ */ z
  .int({ message: 'must be a whole number' })
  .check(
    z.gte(MIN_DAILY_GOAL, { message: `must be at least ${MIN_DAILY_GOAL}` }),
    z.lte(MAX_DAILY_GOAL, { message: `must be at most ${MAX_DAILY_GOAL}` }),
  );

export const GoalSchema = z.strictObject({ dailyGoal: DailyGoalSchema });
export type Goal = z.infer<typeof GoalSchema>;
