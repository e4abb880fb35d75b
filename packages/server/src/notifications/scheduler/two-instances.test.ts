import { describe, expect, it } from 'vitest';
import { NOTIFICATION_ICON, type ReminderPush } from '@dayflow/core';
import { useTwoPushInstances } from '../../../test/support/two-push-instances';
import { newClientKey } from '../../../test/support/tasks';
import { onPostgres, signUp } from '../../../test/support/test-app';

const T0 = Date.parse('2026-11-26T10:00:00Z');
const REMINDERS = 120;

// Two instances on one database, as behind a load balancer, both running the scheduler at the
// same moments: every reminder reaches the device exactly once. The point is PostgreSQL (real
// concurrent transactions). SQLite is one process by design: two apps in one process would
// block each other's claim transactions (a write waits synchronously for the lock the other holds
// across an await), so there the passes race within one instance, as the day start's race does.
describe('two instances on one database', () => {
  let clock = T0;
  const pair = useTwoPushInstances(() => clock);

  it('sends each reminder once', async () => {
    const user = await signUp(pair.a.app);
    const device = pair.push.device();
    await user.inject({ method: 'POST', url: '/api/push/subscriptions', payload: device.subscription });
    for (let i = 0; i < REMINDERS; i++) {
      await user.inject({
        method: 'POST',
        url: '/api/tasks',
        payload: {
          clientKey: newClientKey(),
          text: `reminder ${i}`,
          remindAt: new Date(T0 + (i % 7) * 1000).toISOString(),
        },
      });
    }
    clock = T0 + 10_000;
    const second = onPostgres ? pair.b : pair.a;
    const runs = await Promise.all(
      [0, 1, 2].flatMap(() => [pair.a.app.sendDueReminders(), second.app.sendDueReminders()]),
    );
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(REMINDERS);
    const texts = pair.push.received.map((p) => (JSON.parse(device.decrypt(p.body)) as ReminderPush).text);
    expect(texts).toHaveLength(REMINDERS);
    expect(new Set(texts).size).toBe(REMINDERS);
  });

  it('titles each notification with the list its task is in, and gives it the app icon', async () => {
    const user = await signUp(pair.a.app);
    const device = pair.push.device();
    await user.inject({ method: 'POST', url: '/api/push/subscriptions', payload: device.subscription });
    for (const section of ['today', 'tomorrow'] as const) {
      await user.inject({
        method: 'POST',
        url: '/api/tasks',
        payload: {
          clientKey: newClientKey(),
          text: `call in ${section}`,
          section,
          remindAt: new Date(clock + 1000).toISOString(),
        },
      });
    }
    const start = pair.push.received.length;
    clock += 5000;
    await pair.a.app.sendDueReminders();
    const pushes = pair.push.received
      .slice(start)
      .filter((p) => p.device === device.id)
      .map((p) => JSON.parse(device.decrypt(p.body)) as ReminderPush)
      .map(({ text, title, icon }) => ({ text, title, icon }))
      .sort((a, b) => a.text.localeCompare(b.text));
    expect(pushes).toEqual([
      { text: 'call in today', title: 'Reminder · Today', icon: NOTIFICATION_ICON },
      { text: 'call in tomorrow', title: 'Reminder · Tomorrow', icon: NOTIFICATION_ICON },
    ]);
  });
});
