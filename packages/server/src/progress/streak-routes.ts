import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  StreakActivityResultSchema,
  StreakActivitySchema,
  StreakSchema,
  localDateKey,
  localDayEnd,
} from '@dayflow/core';
import { findSettings } from '../daily-loop';
import { findStreak, recordActivity } from './streak-repository';

/** GET /api/streak and POST /api/streak/activity; the caller has already required a user. */
export async function streakRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/streak', { schema: { response: { 200: StreakSchema } } }, async (request) =>
    findStreak(app.db, request.user.id),
  );

  // The day is the user's local date, so the client says which zone it is in; the clock is the
  // server's (app.config.now), so a wrong device clock cannot fake days.
  r.post(
    '/api/streak/activity',
    { schema: { body: StreakActivitySchema, response: { 200: StreakActivityResultSchema } } },
    async (request) => {
      const now = app.config.now();
      const { timeZone } = request.body;
      const { restDays } = await findSettings(app.db, request.user.id);
      const activity = { today: localDateKey(now, timeZone), now, todayEndsAt: localDayEnd(now, timeZone), restDays };
      return recordActivity(app.db, app.dialect, request.user.id, activity);
    },
  );
}
