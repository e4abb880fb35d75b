import { describe, expect, it } from 'vitest';
import type { History } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../../test/support/test-app';
import { useTestApp } from '../../../test/support/use-test-app';
import { cleanupCompletedTasks } from '../../tasks';
import { createTaskAs } from '../../../test/support/tasks';
import { completeTask, putSettings } from '../../../test/support/days';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Wednesday 2026-06-17, 10:00 in Los Angeles.
const WEDNESDAY = Date.UTC(2026, 5, 17, 17);

describe('history API', () => {
  let now = WEDNESDAY;
  const t = useTestApp({ now: () => now });

  const history = async (user: SignedInUser, days = 7) => {
    const res = await user.inject({ method: 'GET', url: `/api/history?days=${days}` });
    expect(res.statusCode).toBe(200);
    return res.json<History>();
  };
  const counts = (h: History) => h.days.map((d) => d.completed);

  async function laUser(): Promise<SignedInUser> {
    now = WEDNESDAY;
    const user = await signUp(t.app);
    await putSettings(user, { timeZone: 'America/Los_Angeles' });
    return user;
  }

  it('counts completions per local day, takes an undo back, and ignores repeats', async () => {
    const user = await laUser();
    const [a, b, c] = [await createTaskAs(user), await createTaskAs(user), await createTaskAs(user)];
    await completeTask(user, a.id);
    await completeTask(user, b.id);
    await completeTask(user, b.id); // already completed: not counted again
    await completeTask(user, c.id);
    await completeTask(user, c.id, false); // undone the same day
    expect(counts(await history(user, 2))).toEqual([0, 2]);

    // 23:30 the same LA day is still Wednesday; 00:30 is Thursday.
    now = Date.UTC(2026, 5, 18, 6, 30);
    await completeTask(user, c.id);
    now = Date.UTC(2026, 5, 18, 7, 30);
    const d = await createTaskAs(user);
    await completeTask(user, d.id);
    expect(counts(await history(user, 3))).toEqual([0, 3, 1]);
    // Undoing Wednesday's completion on Thursday takes it from Wednesday, not today.
    await completeTask(user, a.id, false);
    expect(counts(await history(user, 3))).toEqual([0, 2, 1]);
  });

  it('keeps the counts after the completed tasks are cleaned up', async () => {
    const user = await laUser();
    const task = await createTaskAs(user);
    await completeTask(user, task.id);
    now = WEDNESDAY + 4 * DAY;
    await cleanupCompletedTasks(t.app);
    const h = await history(user, 5);
    expect(counts(h)).toEqual([1, 0, 0, 0, 0]);
  });

  it('derives the goal figures: last 7 days, heatmap, and this week', async () => {
    const user = await laUser();
    await user.inject({ method: 'PUT', url: '/api/goal', payload: { dailyGoal: 2 } });
    for (const [offset, n] of [
      [-9, 1],
      [-2, 2],
      [-1, 1],
      [0, 3],
    ] as const) {
      now = WEDNESDAY + offset * DAY;
      for (let i = 0; i < n; i += 1) await completeTask(user, (await createTaskAs(user)).id);
    }
    now = WEDNESDAY;
    const h = await history(user, 10);
    // The best streak is the streak's own (progress/streak-walk.test.ts), not counted here.
    expect(h).toMatchObject({ today: '2026-06-17', dailyGoal: 2, bestStreak: 0, weekTotal: 6 });
    expect(counts(h)).toEqual([1, 0, 0, 0, 0, 0, 0, 2, 1, 3]);
    expect(h.lastSevenDays.map((d) => d.goalMet)).toEqual([false, false, false, false, true, false, true]);
    expect(h.heatmap).toHaveLength(84);
    expect(h.heatmap.find((c) => c.date === '2026-06-17')).toEqual({
      date: '2026-06-17',
      completed: 3,
      level: 3,
      future: false,
    });
  });

  it.each(['0', '367', '-1', '1.5', 'seven', ''])('refuses days=%s with 400 naming days', async (days) => {
    const user = await laUser();
    const res = await user.inject({ method: 'GET', url: `/api/history?days=${days}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'days' });
  });

  it.each([1, 366])('accepts days=%i', async (days) => {
    const user = await laUser();
    expect((await history(user, days)).days).toHaveLength(days);
  });

  it('keeps each user’s history to themselves', async () => {
    const a = await laUser();
    const b = await laUser();
    await completeTask(a, (await createTaskAs(a)).id);
    expect(counts(await history(b, 1))).toEqual([0]);
    expect(counts(await history(a, 1))).toEqual([1]);
    expect((await t.app.inject({ method: 'GET', url: '/api/history' })).statusCode).toBe(401);
  });
});
