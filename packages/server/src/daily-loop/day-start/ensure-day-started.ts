import type { FastifyInstance } from 'fastify';
import { isNewDay, localDateKey } from '@dayflow/core';
import { readDay } from './carried-over-repository';
import { startDay } from './start-day';

/**
 * Starts the user's day if it has changed, then tells their devices (after commit). Called by the
 * sweep, and before any task list is served, so a list is never from yesterday even when the
 * server was down at midnight. The common case — same day — costs one primary-key read.
 */
export async function ensureDayStarted(app: FastifyInstance, uid: string): Promise<boolean> {
  const now = app.config.now();
  const settings = await app.db
    .selectFrom('user_settings')
    .select(['time_zone', 'current_day'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!settings?.time_zone || !isNewDay(settings.current_day, localDateKey(now, settings.time_zone))) return false;
  return startDayAndPublish(app, uid, now);
}

/** startDay, then its messages to the user's devices once it has committed. */
export async function startDayAndPublish(app: FastifyInstance, uid: string, now: number): Promise<boolean> {
  const started = await startDay(app.db, app.dialect, uid, now);
  if (!started) return false;
  if (started.upserts.length > 0) {
    await app.liveBus.publish(uid, { type: 'changes', upserts: started.upserts, deletes: [] });
  }
  await app.liveBus.publish(uid, { type: 'day', day: await readDay(app.db, uid, started.today) });
  return true;
}
