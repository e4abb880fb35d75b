import { z } from 'zod/mini';

/** 0 = Sunday … 6 = Saturday. */
export const WeekdaySchema = /* @__PURE__ */ z.int().check(z.gte(0), z.lte(6));

/** No weekday twice. */
export const distinctWeekdays = (days: number[]) => new Set(days).size === days.length;
