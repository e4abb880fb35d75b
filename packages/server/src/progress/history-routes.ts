import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_DAILY_GOAL, HistoryQuerySchema, HistorySchema, localDateKey, summarizeHistory } from '@dayflow/core';
import { findSettings, listDayCounts, zoneOf } from '../daily-loop';
import { findDailyGoal } from './goal-repository';
import { findBestStreak } from './streak-repository';

/** GET /api/history?days=N: completed counts per local day and the figures drawn from them. */
export async function historyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/history',
    { schema: { querystring: HistoryQuerySchema, response: { 200: HistorySchema } } },
    async (request) => {
      const uid = request.user.id;
      const [settings, counts, goal, best] = await Promise.all([
        findSettings(app.db, uid),
        listDayCounts(app.db, uid),
        findDailyGoal(app.db, uid),
        findBestStreak(app.db, uid),
      ]);
      return summarizeHistory({
        counts,
        today: localDateKey(app.config.now(), zoneOf(settings)),
        days: request.query.days,
        dailyGoal: goal ?? DEFAULT_DAILY_GOAL,
        bestStreak: best,
      });
    },
  );
}
