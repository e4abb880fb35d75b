import { describe, expect, it } from 'vitest';
import { TEXTS, streakMessage, type History, type Streak, type StreakActivityResult } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { completeTask, putSettings } from '../../test/support/days';
import { createTaskAs } from '../../test/support/tasks';

const DAY = 86_400_000;
// Noon in Los Angeles on Monday 2026-06-01; Saturdays and Sundays are rest days.
const MONDAY = Date.UTC(2026, 5, 1, 19);
const ZONE = 'America/Los_Angeles';

/**
 * Thirty days, written out by hand: whether the planner was opened, and what the streak card
 * then shows and the toast says. '-' is a day the planner stayed closed.
 */
const WALK: [date: string, opened: '-' | { card: number; toast: string | null }][] = [
  ['Mon 1', { card: 1, toast: TEXTS.streak.welcome }],
  ['Tue 2', { card: 2, toast: TEXTS.streak.nextDay(2) }],
  ['Wed 3', { card: 3, toast: TEXTS.streak.nextDay(3) }],
  ['Thu 4', { card: 4, toast: TEXTS.streak.nextDay(4) }],
  ['Fri 5', { card: 5, toast: TEXTS.streak.milestone(5) }],
  ['Sat 6', { card: 5, toast: null }], // a rest day neither adds nor breaks
  ['Sun 7', '-'],
  ['Mon 8', { card: 6, toast: TEXTS.streak.nextDay(6) }], // the weekend bridged
  ['Tue 9', '-'],
  ['Wed 10', { card: 1, toast: TEXTS.streak.missed }], // Tuesday was a working day
  ['Thu 11', { card: 2, toast: TEXTS.streak.nextDay(2) }],
  ['Fri 12', { card: 3, toast: TEXTS.streak.nextDay(3) }],
  ['Sat 13', '-'],
  ['Sun 14', '-'],
  ['Mon 15', { card: 4, toast: TEXTS.streak.nextDay(4) }],
  ['Tue 16', { card: 5, toast: TEXTS.streak.milestone(5) }],
  ['Wed 17', { card: 6, toast: TEXTS.streak.nextDay(6) }],
  ['Thu 18', { card: 7, toast: TEXTS.streak.nextDay(7) }],
  ['Fri 19', { card: 8, toast: TEXTS.streak.nextDay(8) }],
  ['Sat 20', '-'],
  ['Sun 21', { card: 8, toast: null }],
  ['Mon 22', '-'],
  ['Tue 23', { card: 1, toast: TEXTS.streak.missed }],
  ['Wed 24', { card: 2, toast: TEXTS.streak.nextDay(2) }],
  ['Thu 25', { card: 3, toast: TEXTS.streak.nextDay(3) }],
  ['Fri 26', { card: 4, toast: TEXTS.streak.nextDay(4) }],
  ['Sat 27', '-'],
  ['Sun 28', '-'],
  ['Mon 29', { card: 5, toast: TEXTS.streak.milestone(5) }],
  ['Tue 30', { card: 6, toast: TEXTS.streak.nextDay(6) }],
];

describe('one streak truth, walked over 30 days with rest days and misses', () => {
  let now = MONDAY;
  const t = useTestApp({ now: () => now });

  const get = async <T>(user: SignedInUser, url: string) => {
    const res = await user.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };

  it('the card, the toasts and History’s best streak agree on every day', async () => {
    const user = await signUp(t.app);
    await putSettings(user, { timeZone: ZONE, restDays: [0, 6] });
    let best = 0;
    const seen: string[] = [];
    const expected: string[] = [];
    for (const [i, [date, opened]] of WALK.entries()) {
      now = MONDAY + i * DAY;
      if (opened !== '-') {
        const step = await user.inject({ method: 'POST', url: '/api/streak/activity', payload: { timeZone: ZONE } });
        expect(step.statusCode).toBe(200);
        const result = step.json<StreakActivityResult>();
        // Opening the planner is what counts, whether or not a task is done that day (History
        // used to count days with a completion instead, and disagreed with the card).
        if (date !== 'Wed 3') await completeTask(user, (await createTaskAs(user)).id);
        const card = (await get<Streak>(user, '/api/streak')).count;
        best = Math.max(best, card);
        seen.push(`${date}: card ${card}, toast ${streakMessage(result)}`);
        expected.push(`${date}: card ${opened.card}, toast ${opened.toast}`);
      }
      const history = await get<History>(user, '/api/history?days=1');
      seen.push(`${date}: best ${history.bestStreak}`);
      expected.push(`${date}: best ${best}`);
      expect(history.bestStreak).toBeGreaterThanOrEqual((await get<Streak>(user, '/api/streak')).count);
    }
    expect(seen).toEqual(expected);
    expect(best).toBe(8);
  });

  it('counts History’s best streak from the streak, not from days with completions', async () => {
    const user = await signUp(t.app);
    await putSettings(user, { timeZone: ZONE });
    for (let d = 0; d < 3; d += 1) {
      now = MONDAY + d * DAY;
      await completeTask(user, (await createTaskAs(user)).id);
    }
    expect((await get<History>(user, '/api/history')).bestStreak).toBe(0);
    await user.inject({ method: 'POST', url: '/api/streak/activity', payload: { timeZone: ZONE } });
    expect((await get<History>(user, '/api/history')).bestStreak).toBe(1);
  });
});
