import { describe, expect, it } from 'vitest';
import { DEFAULT_DAILY_GOAL, MAX_DAILY_GOAL, MIN_DAILY_GOAL } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';

describe('goal API', () => {
  const t = useTestApp();

  const getGoal = (user: SignedInUser) => user.inject({ method: 'GET', url: '/api/goal' });
  const putGoal = (user: SignedInUser, payload: unknown) =>
    user.inject({ method: 'PUT', url: '/api/goal', payload: payload as object });

  it('answers the default goal for a user without a record', async () => {
    const user = await signUp(t.app);
    const res = await getGoal(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ dailyGoal: DEFAULT_DAILY_GOAL });
  });

  it('creates the record, then replaces it (upsert)', async () => {
    const user = await signUp(t.app);
    const first = await putGoal(user, { dailyGoal: 8 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ dailyGoal: 8 });
    expect((await getGoal(user)).json()).toEqual({ dailyGoal: 8 });

    const second = await putGoal(user, { dailyGoal: 3 });
    expect(second.json()).toEqual({ dailyGoal: 3 });
    expect((await getGoal(user)).json()).toEqual({ dailyGoal: 3 });
    const rows = await t.app.db.selectFrom('goals').selectAll().where('uid', '=', user.id).execute();
    expect(rows).toEqual([{ uid: user.id, daily_goal: 3 }]);
  });

  it.each([MIN_DAILY_GOAL, MAX_DAILY_GOAL])('accepts the bound %i', async (dailyGoal) => {
    const user = await signUp(t.app);
    expect((await putGoal(user, { dailyGoal })).json()).toEqual({ dailyGoal });
    expect((await getGoal(user)).json()).toEqual({ dailyGoal });
  });

  it.each([
    { name: 'zero', payload: { dailyGoal: 0 }, field: 'dailyGoal' },
    { name: 'above the maximum', payload: { dailyGoal: MAX_DAILY_GOAL + 1 }, field: 'dailyGoal' },
    { name: 'a fraction', payload: { dailyGoal: 2.5 }, field: 'dailyGoal' },
    { name: 'a string', payload: { dailyGoal: '5' }, field: 'dailyGoal' },
    { name: 'negative', payload: { dailyGoal: -3 }, field: 'dailyGoal' },
    { name: 'null', payload: { dailyGoal: null }, field: 'dailyGoal' },
    { name: 'missing', payload: {}, field: 'dailyGoal' },
    { name: 'an extra field', payload: { dailyGoal: 5, bonus: true }, field: 'bonus' },
  ])('refuses $name with 400 naming $field, and keeps the stored goal', async ({ payload, field }) => {
    const user = await signUp(t.app);
    await putGoal(user, { dailyGoal: 7 });
    const res = await putGoal(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
    expect(res.json().error).toEqual(expect.any(String));
    expect((await getGoal(user)).json()).toEqual({ dailyGoal: 7 });
  });

  it('announces a saved goal on the user’s live stream only', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const toA: unknown[] = [];
    const toB: unknown[] = [];
    const stopA = t.app.liveBus.subscribe(a.id, (delivery) => toA.push(delivery));
    const stopB = t.app.liveBus.subscribe(b.id, (delivery) => toB.push(delivery));
    try {
      await putGoal(a, { dailyGoal: 6 });
      await putGoal(a, { dailyGoal: 0 }); // refused: nothing to announce
      await expect.poll(() => toA).toEqual([{ kind: 'message', message: { type: 'goal', dailyGoal: 6 } }]);
      expect(toB).toEqual([]);
    } finally {
      stopA();
      stopB();
    }
  });

  it('refuses a body that is not an object with 400', async () => {
    const user = await signUp(t.app);
    const res = await user.inject({
      method: 'PUT',
      url: '/api/goal',
      headers: { 'content-type': 'application/json' },
      payload: '[5]',
    });
    expect(res.statusCode).toBe(400);
    const broken = await user.inject({
      method: 'PUT',
      url: '/api/goal',
      headers: { 'content-type': 'application/json' },
      payload: '{"dailyGoal":',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('answers 401 when signed out, for reading and writing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/goal' })).statusCode).toBe(401);
    const put = await t.app.inject({ method: 'PUT', url: '/api/goal', payload: { dailyGoal: 5 } });
    expect(put.statusCode).toBe(401);
  });

  it('keeps each user to their own goal', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await putGoal(a, { dailyGoal: 9 });
    expect((await getGoal(b)).json()).toEqual({ dailyGoal: DEFAULT_DAILY_GOAL });
    await putGoal(b, { dailyGoal: 2 });
    expect((await getGoal(a)).json()).toEqual({ dailyGoal: 9 });
    expect((await getGoal(b)).json()).toEqual({ dailyGoal: 2 });
  });
});
