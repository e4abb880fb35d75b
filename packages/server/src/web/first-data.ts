import type { FastifyInstance } from 'fastify';
import { DEFAULT_DAILY_GOAL, type FirstData } from '@dayflow/core';
import { toProfile, type SessionUser } from '../auth';
import { ensureDayStarted, findSettings } from '../daily-loop';
import { findDailyGoal, findStreak } from '../progress';
import { readTaskSnapshot } from '../tasks';

/**
 * What the planner's first render reads from the server, read in parallel for a page that
 * carries it: the same answers as /api/session, /api/goal, /api/streak, /api/settings and
 * GET /api/tasks would give — so, like them, of a day that has been started (rollover, routines).
 */
export async function readFirstData(app: FastifyInstance, user: SessionUser): Promise<FirstData> {
  await ensureDayStarted(app, user.id);
  const [dailyGoal, streak, settings, tasks] = await Promise.all([
    findDailyGoal(app.db, user.id),
    findStreak(app.db, user.id),
    findSettings(app.db, user.id),
    readTaskSnapshot(app.db, user.id),
  ]);
  return { profile: toProfile(user), dailyGoal: dailyGoal ?? DEFAULT_DAILY_GOAL, streak, settings, tasks };
}
