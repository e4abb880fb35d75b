import { describe, expect, it } from 'vitest';
import { TEXTS } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';

const HOUR = 3_600_000;
const AUCKLAND = 'Pacific/Auckland'; // UTC+12 in June
const LOS_ANGELES = 'America/Los_Angeles'; // UTC-7 in June

describe('streak API', () => {
  // Every request reads this controlled clock through config.now.
  let now = Date.UTC(2026, 5, 15, 20); // 2026-06-16 08:00 in Auckland, 2026-06-15 13:00 in LA
  const t = useTestApp({ now: () => now });

  const getStreak = (user: SignedInUser) => user.inject({ method: 'GET', url: '/api/streak' });
  const activity = (user: SignedInUser, payload: unknown) =>
    user.inject({ method: 'POST', url: '/api/streak/activity', payload: payload as object });
  const at = async (instant: number, user: SignedInUser, timeZone: string) => {
    now = instant;
    const res = await activity(user, { timeZone });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('answers count 0 and no last day before any activity', async () => {
    const user = await signUp(t.app);
    const res = await getStreak(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, lastActive: null });
  });

  it('walks first use, same day, next day and a missed day on the user’s local dates', async () => {
    const user = await signUp(t.app);
    const day1 = Date.UTC(2026, 5, 15, 20); // 2026-06-15 13:00 in LA
    expect(await at(day1, user, LOS_ANGELES)).toEqual({ count: 1, lastActive: '2026-06-15', event: 'welcome' });
    // 10 hours later is 23:00 the same LA day.
    expect(await at(day1 + 10 * HOUR, user, LOS_ANGELES)).toEqual({
      count: 1,
      lastActive: '2026-06-15',
      event: 'same',
    });
    // 11 hours later is 00:00 on the 16th in LA: the next day.
    expect(await at(day1 + 11 * HOUR, user, LOS_ANGELES)).toEqual({
      count: 2,
      lastActive: '2026-06-16',
      event: 'next',
    });
    expect((await getStreak(user)).json()).toEqual({ count: 2, lastActive: '2026-06-16' });
    // The 17th is skipped: the 18th restarts at 1.
    expect(await at(day1 + 3 * 24 * HOUR, user, LOS_ANGELES)).toEqual({
      count: 1,
      lastActive: '2026-06-18',
      event: 'missed',
    });
    expect((await getStreak(user)).json()).toEqual({ count: 1, lastActive: '2026-06-18' });
  });

  it('counts days in the zone the client sends: the same instant is the next day in Auckland only', async () => {
    const instant = Date.UTC(2026, 5, 15, 20); // Auckland 16th 08:00, LA 15th 13:00
    const inAuckland = await signUp(t.app);
    const inLosAngeles = await signUp(t.app);
    await at(Date.UTC(2026, 5, 15, 1), inAuckland, AUCKLAND); // Auckland 15th 13:00
    await at(Date.UTC(2026, 5, 15, 1), inLosAngeles, LOS_ANGELES); // LA 14th 18:00
    expect(await at(instant, inAuckland, AUCKLAND)).toEqual({ count: 2, lastActive: '2026-06-16', event: 'next' });
    expect(await at(instant, inLosAngeles, LOS_ANGELES)).toEqual({
      count: 2,
      lastActive: '2026-06-15',
      event: 'next',
    });
  });

  it('does not add a day for switching to a zone where it is already tomorrow', async () => {
    const user = await signUp(t.app);
    const morning = Date.UTC(2026, 5, 15, 10, 30); // UTC 15th 10:30; Etc/GMT-14 (UTC+14) 16th 00:30
    expect(await at(morning, user, 'UTC')).toEqual({ count: 1, lastActive: '2026-06-15', event: 'welcome' });
    expect(await at(morning + 2 * HOUR, user, 'Etc/GMT-14')).toEqual({
      count: 1,
      lastActive: '2026-06-16',
      event: 'same',
    });
    expect(await at(morning + 3 * HOUR, user, 'UTC')).toMatchObject({ count: 1, event: 'same' });
    // The next real day in UTC+14 (the 17th there) counts as usual.
    expect(await at(morning + 24 * HOUR, user, 'Etc/GMT-14')).toEqual({
      count: 2,
      lastActive: '2026-06-17',
      event: 'next',
    });
  });

  it('reaches the fifth day with a count the client toasts', async () => {
    const user = await signUp(t.app);
    const start = Date.UTC(2026, 0, 1, 12);
    let last: { count: number } = { count: 0 };
    for (let day = 0; day < 5; day += 1) last = await at(start + day * 24 * HOUR, user, 'UTC');
    expect(last).toEqual({ count: 5, lastActive: '2026-01-05', event: 'next' });
    expect(TEXTS.streak.milestone(last.count)).toBe("Amazing! You've hit a 5-day streak!");
  });

  it.each([
    { name: 'an unknown zone', payload: { timeZone: 'Mars/Olympus_Mons' }, field: 'timeZone' },
    { name: 'an empty zone', payload: { timeZone: '' }, field: 'timeZone' },
    { name: 'a number', payload: { timeZone: 5 }, field: 'timeZone' },
    { name: 'a very long zone', payload: { timeZone: 'Europe/'.padEnd(500, 'x') }, field: 'timeZone' },
    { name: 'a missing zone', payload: {}, field: 'timeZone' },
    { name: 'an extra field', payload: { timeZone: 'UTC', count: 99 }, field: 'count' },
  ])('refuses $name with 400 naming $field and records nothing', async ({ payload, field }) => {
    const user = await signUp(t.app);
    const res = await activity(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
    expect((await getStreak(user)).json()).toEqual({ count: 0, lastActive: null });
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/streak' })).statusCode).toBe(401);
    const post = await t.app.inject({ method: 'POST', url: '/api/streak/activity', payload: { timeZone: 'UTC' } });
    expect(post.statusCode).toBe(401);
  });

  it('keeps each user to their own streak', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const start = Date.UTC(2026, 2, 1, 12);
    await at(start, a, 'UTC');
    await at(start + 24 * HOUR, a, 'UTC');
    expect((await getStreak(b)).json()).toEqual({ count: 0, lastActive: null });
    expect(await at(start + 24 * HOUR, b, 'UTC')).toEqual({ count: 1, lastActive: '2026-03-02', event: 'welcome' });
    expect((await getStreak(a)).json()).toEqual({ count: 2, lastActive: '2026-03-02' });
  });

  it('does not add two days when two devices report the next day at once', async () => {
    const user = await signUp(t.app);
    await at(Date.UTC(2026, 3, 1, 12), user, 'UTC');
    now = Date.UTC(2026, 3, 2, 12);
    const results = await Promise.all(Array.from({ length: 5 }, () => activity(user, { timeZone: 'UTC' })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await getStreak(user)).json()).toEqual({ count: 2, lastActive: '2026-04-02' });
  });
});
