import { beforeEach, describe, expect, it } from 'vitest';
import type { Task } from '@dayflow/core';
import { newClientKey } from '../../test/support/tasks';
import { useNewUserEachTest, useTestApp } from '../../test/support/use-test-app';

const T0 = Date.parse('2026-11-26T10:00:00Z'); // 11:00 in Paris

describe('remindAt on tasks', () => {
  let clock = T0;
  const t = useTestApp({ now: () => clock });
  const user = useNewUserEachTest(t);
  beforeEach(async () => {
    clock = T0;
    await user.inject({ method: 'PUT', url: '/api/settings', payload: { timeZone: 'Europe/Paris' } });
  });

  const create = (fields: Record<string, unknown>) =>
    user.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: { clientKey: newClientKey(), text: 'Call Ada', ...fields },
    });
  const patch = (id: string, payload: Record<string, unknown>) =>
    user.inject({ method: 'PATCH', url: `/api/tasks/${id}`, payload });

  it('is set on create, changed and cleared by PATCH, and listed', async () => {
    const created = await create({ section: 'today', remindAt: '2026-11-26T16:00:00+01:00' });
    expect(created.statusCode).toBe(201);
    const task = created.json<Task>();
    expect(task.remindAt).toBe('2026-11-26T15:00:00.000Z');
    expect(task.reminderMissed).toBe(false);

    const changed = await patch(task.id, { remindAt: '2026-11-26T17:30:00Z' });
    expect(changed.json<Task>().remindAt).toBe('2026-11-26T17:30:00.000Z');
    const cleared = await patch(task.id, { remindAt: null });
    expect(cleared.json<Task>().remindAt).toBeNull();
    const plain = (await create({})).json<Task>();
    expect(plain.remindAt).toBeNull();

    const list = (await user.inject({ method: 'GET', url: '/api/tasks' })).json<{ tasks: Task[] }>().tasks;
    expect(list.find((x) => x.id === task.id)?.remindAt).toBeNull();
  });

  it.each([
    ['2026-11-26 16:00'],
    ['2026-11-26T16:00:00'], // no offset: which zone would it be?
    ['tomorrow'],
    [1764165600000],
  ])('refuses remindAt %j with a 400 naming the field', async (remindAt) => {
    const response = await create({ remindAt });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'remindAt' });
  });

  it('moving to Tomorrow keeps the time of day on tomorrow’s date, and back', async () => {
    const task = (await create({ section: 'today', remindAt: '2026-11-26T14:00:00Z' })).json<Task>();
    const move = (section: string) =>
      user.inject({ method: 'POST', url: `/api/tasks/${task.id}/move`, payload: { section, index: 0 } });
    const toTomorrow = (await move('tomorrow')).json<{ tasks: Task[] }>().tasks;
    expect(toTomorrow.find((x) => x.id === task.id)?.remindAt).toBe('2026-11-27T14:00:00.000Z');
    const back = (await move('today')).json<{ tasks: Task[] }>().tasks;
    expect(back.find((x) => x.id === task.id)?.remindAt).toBe('2026-11-26T14:00:00.000Z');
  });

  it('rollover keeps them right: a Tomorrow task’s reminder is on the new day’s date in Today', async () => {
    await user.inject({ method: 'GET', url: '/api/tasks' }); // starts today for the user
    const task = (await create({ section: 'tomorrow', remindAt: '2026-11-27T08:00:00Z' })).json<Task>();
    clock = Date.parse('2026-11-27T07:00:00Z'); // 08:00 in Paris, the next day
    const list = (await user.inject({ method: 'GET', url: '/api/tasks' })).json<{ tasks: Task[] }>().tasks;
    expect(list.find((x) => x.id === task.id)).toMatchObject({
      section: 'today',
      remindAt: '2026-11-27T08:00:00.000Z',
    });
  });
});
