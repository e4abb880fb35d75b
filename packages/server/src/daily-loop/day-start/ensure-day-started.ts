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

/**
 * startDay (whose task changes are published as it commits), then the new day to the user's
 * devices, with the version of those changes when there were any.
 */
export async function startDayAndPublish(app: FastifyInstance, uid: string, now: number): Promise<boolean> {
  const started = await startDay(app, uid, now);
  if (!started) return false;
  const day = await readDay(app.db, uid, started.today);
  await app.liveBus.publish(uid, {
    type: 'day',
    day,
    ...(started.version !== undefined && { version: started.version }),
  });
  return true;
}

/** Tells the user's devices their day again, as it is now (after a change it reports, such as calendars). */
export async function publishDay(app: FastifyInstance, uid: string): Promise<void> {
  const row = await app.db.selectFrom('user_settings').select('current_day').where('uid', '=', uid).executeTakeFirst();
  await app.liveBus.publish(uid, { type: 'day', day: await readDay(app.db, uid, row?.current_day ?? null) });
}
