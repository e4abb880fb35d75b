import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_NUDGES, NOTIFICATION_ICON, NUDGE_TEXTS } from '@dayflow/core';
import type { TestDevice } from '../../../test/support/push-service';
import { useTwoPushInstances } from '../../../test/support/two-push-instances';
import { newClientKey } from '../../../test/support/tasks';
import { signUp, type SignedInUser } from '../../../test/support/test-app';

// Thursday 26 November 2026, 07:00 UTC = 08:00 in Paris.
const MORNING = Date.parse('2026-11-26T07:00:00Z');
const HOUR = 3_600_000;

describe('daily nudges', () => {
  let clock = MORNING;
  const pair = useTwoPushInstances(() => clock);
  let user: SignedInUser;
  let phone: TestDevice;
  beforeEach(async () => {
    clock = MORNING;
    user = await signUp(pair.a.app);
    await user.inject({ method: 'PUT', url: '/api/settings', payload: { timeZone: 'Europe/Paris' } });
    phone = pair.push.device();
    await user.inject({ method: 'POST', url: '/api/push/subscriptions', payload: phone.subscription });
    pair.push.received.length = 0;
  });

  const put = (settings: Record<string, unknown>) =>
    user.inject({ method: 'PUT', url: '/api/nudges', payload: { ...DEFAULT_NUDGES, ...settings } });
  // Only this test's device: earlier tests' users, with their nudges on, are swept too.
  const mine = () => pair.push.received.filter((p) => p.device === phone.id);
  const received = () => mine().map((p) => JSON.parse(phone.decrypt(p.body)) as { kind: string; text: string });
  /** Both instances sweep at the same moment, as two servers behind a load balancer do. */
  const sweep = () => Promise.all([pair.a.app.sendDueNudges(), pair.b.app.sendDueNudges()]);

  it('are all off by default, and settings take HH:MM or null, naming a bad field', async () => {
    expect((await user.inject({ method: 'GET', url: '/api/nudges' })).json()).toEqual(DEFAULT_NUDGES);
    await sweep();
    expect(mine()).toHaveLength(0);
    const bad = await put({ plan: '8am' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'plan' });
  });

  it('plan your day goes out at its local time, once across two instances, never twice a day', async () => {
    expect((await put({ plan: '08:00' })).json()).toMatchObject({ plan: '08:00' });
    clock = MORNING - 60_000;
    await sweep();
    expect(mine()).toHaveLength(0);
    clock = MORNING;
    await sweep();
    clock = MORNING + 10 * 60_000;
    await sweep();
    expect(received()).toEqual([
      { type: 'nudge', kind: 'plan', title: NUDGE_TEXTS.plan, text: NUDGE_TEXTS.message.plan, icon: NOTIFICATION_ICON },
    ]);
    // The next morning, again once.
    clock = MORNING + 24 * HOUR;
    await sweep();
    expect(received()).toHaveLength(2);
  });

  it('quiet hours silence them', async () => {
    await put({ plan: '08:00', quietFrom: '22:00', quietUntil: '09:30' });
    for (const offset of [0, HOUR / 2, HOUR]) {
      clock = MORNING + offset;
      await sweep();
    }
    expect(mine()).toHaveLength(0);
  });

  it('streak at risk: a streak of 2+ whose day is not counted yet, in kind words; a completion alone does not count it', async () => {
    await pair.a.app.db
      .insertInto('streaks')
      .values({ uid: user.id, count: 3, last_active: '2026-11-25', counted_until: null })
      .execute();
    // Done from a notification, the planner never opened: the streak still ends tonight.
    const task = await user.inject({
      method: 'POST',
      url: '/api/tasks',
      payload: { clientKey: newClientKey(), text: 'done', section: 'today' },
    });
    await user.inject({
      method: 'PATCH',
      url: `/api/tasks/${task.json<{ id: string }>().id}`,
      payload: { completed: true },
    });
    await put({ streak: '18:00' });
    clock = Date.parse('2026-11-26T17:00:00Z');
    await sweep();
    expect(received()).toEqual([
      {
        type: 'nudge',
        kind: 'streak',
        title: NUDGE_TEXTS.streak,
        text: NUDGE_TEXTS.message.streak(3),
        icon: NOTIFICATION_ICON,
      },
    ]);

    // Opening the planner today counts the day, as the streak rule says: nothing left at risk.
    const other = await signUp(pair.a.app);
    await other.inject({ method: 'PUT', url: '/api/settings', payload: { timeZone: 'Europe/Paris' } });
    await pair.a.app.db
      .insertInto('streaks')
      .values({ uid: other.id, count: 3, last_active: '2026-11-25', counted_until: null })
      .execute();
    const opened = await other.inject({
      method: 'POST',
      url: '/api/streak/activity',
      payload: { timeZone: 'Europe/Paris' },
    });
    expect(opened.json()).toMatchObject({ event: 'next', count: 4 });
    await other.inject({ method: 'PUT', url: '/api/nudges', payload: { ...DEFAULT_NUDGES, streak: '18:00' } });
    expect(await pair.a.app.sendDueNudges()).toBe(0);
  });
});
