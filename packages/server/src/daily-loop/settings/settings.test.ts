import { describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from '../../../test/support/test-app';
import { useTestApp } from '../../../test/support/use-test-app';
import { putSettings } from '../../../test/support/days';

describe('settings API', () => {
  const now = Date.UTC(2026, 5, 15, 2);
  const t = useTestApp({ now: () => now });

  const get = (user: SignedInUser) => user.inject({ method: 'GET', url: '/api/settings' });
  const put = (user: SignedInUser, payload: unknown) =>
    user.inject({ method: 'PUT', url: '/api/settings', payload: payload as object });

  it('answers the defaults before anything is saved', async () => {
    const user = await signUp(t.app);
    const res = await get(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: null, rollover: true, restDays: [] });
  });

  it('changes only what a PUT names, and keeps it', async () => {
    const user = await signUp(t.app);
    expect(await putSettings(user, { timeZone: 'Europe/Paris' })).toEqual({
      timeZone: 'Europe/Paris',
      rollover: true,
      restDays: [],
    });
    await putSettings(user, { restDays: [6, 0] });
    expect(await putSettings(user, { rollover: false })).toEqual({
      timeZone: 'Europe/Paris',
      rollover: false,
      restDays: [0, 6],
    });
    expect((await get(user)).json()).toEqual({ timeZone: 'Europe/Paris', rollover: false, restDays: [0, 6] });
    expect(await putSettings(user, { restDays: [] })).toMatchObject({ restDays: [] });
  });

  it.each([
    ['europe/paris', 'Europe/Paris'],
    ['AMERICA/NEW_YORK', 'America/New_York'],
  ])('stores the zone %j as it is spelled canonically, %j', async (typed, canonical) => {
    const user = await signUp(t.app);
    expect(await putSettings(user, { timeZone: typed })).toMatchObject({ timeZone: canonical });
    expect((await get(user)).json()).toMatchObject({ timeZone: canonical });
  });

  it('starts the first known day without rolling anything over', async () => {
    const user = await signUp(t.app);
    await putSettings(user, { timeZone: 'Pacific/Kiritimati' });
    const row = await t.app.db.selectFrom('user_settings').selectAll().where('uid', '=', user.id).executeTakeFirst();
    expect(row?.current_day).toBe('2026-06-15'); // 16:00 on the 15th in UTC+14
  });

  it.each([
    { name: 'an unknown zone', payload: { timeZone: 'Mars/Olympus_Mons' }, field: 'timeZone' },
    { name: 'an empty zone', payload: { timeZone: '' }, field: 'timeZone' },
    { name: 'a null zone', payload: { timeZone: null }, field: 'timeZone' },
    { name: 'a numeric zone', payload: { timeZone: 3 }, field: 'timeZone' },
    { name: 'rollover as a string', payload: { rollover: 'yes' }, field: 'rollover' },
    { name: 'a weekday of 7', payload: { restDays: [7] }, field: 'restDays.0' },
    { name: 'a fractional weekday', payload: { restDays: [1.5] }, field: 'restDays.0' },
    { name: 'a repeated weekday', payload: { restDays: [1, 1] }, field: 'restDays' },
    { name: 'rest days not a list', payload: { restDays: 1 }, field: 'restDays' },
    { name: 'an unknown field', payload: { rollover: true, uid: 'x' }, field: 'uid' },
  ])('refuses $name with 400 naming $field and keeps what was saved', async ({ payload, field }) => {
    const user = await signUp(t.app);
    await putSettings(user, { timeZone: 'Asia/Tokyo' });
    const res = await put(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, error: expect.any(String) });
    expect((await get(user)).json()).toEqual({ timeZone: 'Asia/Tokyo', rollover: true, restDays: [] });
  });

  it('refuses an empty change with 400', async () => {
    const user = await signUp(t.app);
    const res = await put(user, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('announces saved settings on the user’s live stream only', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const toA: unknown[] = [];
    const toB: unknown[] = [];
    const stopA = t.app.liveBus.subscribe(a.id, (d) => toA.push(d));
    const stopB = t.app.liveBus.subscribe(b.id, (d) => toB.push(d));
    try {
      await putSettings(a, { rollover: false });
      await put(a, { timeZone: 'Nowhere/Special' }); // refused: nothing to announce
      await expect
        .poll(() => toA)
        .toEqual([
          {
            kind: 'message',
            message: { type: 'settings', settings: { timeZone: null, rollover: false, restDays: [] } },
          },
        ]);
      expect(toB).toEqual([]);
    } finally {
      stopA();
      stopB();
    }
  });

  it('keeps each user to their own settings', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await putSettings(a, { timeZone: 'Asia/Tokyo', restDays: [0] });
    expect((await get(b)).json()).toEqual({ timeZone: null, rollover: true, restDays: [] });
    await putSettings(b, { rollover: false });
    expect((await get(a)).json()).toEqual({ timeZone: 'Asia/Tokyo', rollover: true, restDays: [0] });
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'PUT', url: '/api/settings', payload: { rollover: false } });
    expect(res.statusCode).toBe(401);
  });
});
