import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_DAILY_GOAL, GoalSchema } from '@dayflow/core';
import { findDailyGoal, saveDailyGoal } from './goal-repository';
import { publishGoal } from './publish-goal';

/** GET/PUT /api/goal (spec §3 user goal record); the caller has already required a user. */
export async function goalRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/goal', { schema: { response: { 200: GoalSchema } } }, async (request) => {
    const dailyGoal = await findDailyGoal(app.db, request.user.id);
    return { dailyGoal: dailyGoal ?? DEFAULT_DAILY_GOAL };
  });

  r.put('/api/goal', { schema: { body: GoalSchema, response: { 200: GoalSchema } } }, async (request) => {
    const { dailyGoal } = request.body;
    await saveDailyGoal(app.db, request.user.id, dailyGoal);
    // After the write has committed: the user's other devices adopt the new goal at once.
    await publishGoal(app, request.user.id, dailyGoal);
    return { dailyGoal };
  });
}
