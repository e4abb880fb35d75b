import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../background';
import { DAY_ROLLOVER_CHECK_MS, localDateKey } from '@dayflow/core';
import { startDayAndPublish } from './ensure-day-started';

/** Day starts run side by side on PostgreSQL (its pool holds 10 connections); SQLite has one writer. */
const POSTGRES_CONCURRENCY = 4;
/** Longest stretch of day starts before requests waiting on the event loop get their turn. */
const SLICE_MS = 20;

/**
 * Starts the day of every user whose local date has moved on: zone by zone (few distinct zones,
 * one indexed query each), then user by user, each in its own transaction. Every instance sweeps;
 * the per-day guard row makes a second start of the same day a no-op. Returns how many started.
 */
export async function sweepDays(app: FastifyInstance): Promise<number> {
  const now = app.config.now();
  const zones = await app.db
    .selectFrom('user_settings')
    .select('time_zone')
    .distinct()
    .where('time_zone', 'is not', null)
    .execute();
  let started = 0;
  for (const { time_zone: zone } of zones) {
    if (!zone) continue;
    let today: string;
    try {
      today = localDateKey(now, zone);
    } catch (err) {
      // A zone this runtime's time-zone data no longer knows: skip it rather than stop the sweep.
      app.log.warn({ err, zone }, 'day sweep skipped an unknown time zone');
      continue;
    }
    const due = await app.db
      .selectFrom('user_settings')
      .select('uid')
      .where('time_zone', '=', zone)
      .where('current_day', '<', today)
      .execute();
    started += await startAll(
      app,
      due.map((row) => row.uid),
      now,
    );
  }
  if (started > 0) app.log.info({ started }, `day sweep started ${started} user day(s)`);
  return started;
}

async function startAll(app: FastifyInstance, uids: string[], now: number): Promise<number> {
  let next = 0;
  let started = 0;
  let sliceStart = performance.now();
  const worker = async () => {
    while (next < uids.length) {
      const uid = uids[next++]!;
      try {
        if (await startDayAndPublish(app, uid, now)) started += 1;
      } catch (err) {
        // One user's failure must not hold back everyone else's day; the next sweep retries it.
        app.log.error({ err, uid }, 'day start failed');
      }
      // SQLite answers synchronously, so a sweep would run from one microtask to the next and
      // never let a request in. Every few milliseconds the event loop gets a turn: yielding after
      // every user instead made the sweep wait behind every queued request (60 users/s).
      if (performance.now() - sliceStart > SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
    }
  };
  const workers = app.dialect === 'postgres' ? POSTGRES_CONCURRENCY : 1;
  await Promise.all(Array.from({ length: workers }, worker));
  return started;
}

/**
 * Sweeps once the app is ready and every minute after, when background jobs are on
 * (background/schedule-job.ts: a sweep still running makes the next wait; closing waits for it).
 */
export function scheduleDaySweep(app: FastifyInstance): void {
  // On the clock: a user's midnight falls on a whole minute, so the new day starts within a second.
  scheduleJob(app, 'day sweep', DAY_ROLLOVER_CHECK_MS, () => sweepDays(app), { onTheClock: true });
}
