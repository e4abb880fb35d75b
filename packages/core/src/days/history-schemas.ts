import { z } from 'zod/mini';
import { LocalDateSchema } from '../streak/streak-schemas';

// Apart from the day's schema: the planner reads the day on every load, the history only in the
// panel, so each downloads only its own.
export const MAX_HISTORY_DAYS = 366;
export const DEFAULT_HISTORY_DAYS = 7;

export const HistoryQuerySchema = z.object({
  days: z._default(
    /* @__PURE__ */ z.coerce
      .number()
      .check(
        z.int({ message: `must be a whole number from 1 to ${MAX_HISTORY_DAYS}` }),
        z.gte(1, { message: `must be from 1 to ${MAX_HISTORY_DAYS}` }),
        z.lte(MAX_HISTORY_DAYS, { message: `must be from 1 to ${MAX_HISTORY_DAYS}` }),
      ),
    DEFAULT_HISTORY_DAYS,
  ),
});

const DayCountSchema = z.object({ date: LocalDateSchema, completed: z.number() });

export const HistorySchema = z.object({
  today: LocalDateSchema,
  dailyGoal: z.number(),
  days: z.array(DayCountSchema),
  lastSevenDays: z.array(z.extend(DayCountSchema, { goalMet: z.boolean() })),
  heatmap: z.array(z.extend(DayCountSchema, { level: z.number(), future: z.boolean() })),
  bestStreak: z.number(),
  weekTotal: z.number(),
});
export type History = z.infer<typeof HistorySchema>;
