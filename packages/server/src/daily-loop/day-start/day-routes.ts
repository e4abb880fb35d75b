import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DaySchema } from '@dayflow/core';
import { readDay } from './carried-over-repository';
import { ensureDayStarted } from './ensure-day-started';

/** GET /api/day: the user's current local date and the carried-over days of open Today tasks. */
export async function dayRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/day', { schema: { response: { 200: DaySchema } } }, async (request) => {
    const uid = request.user.id;
    await ensureDayStarted(app, uid);
    const row = await app.db
      .selectFrom('user_settings')
      .select('current_day')
      .where('uid', '=', uid)
      .executeTakeFirst();
    return readDay(app.db, uid, row?.current_day ?? null);
  });
}
