import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReminderPush } from '@dayflow/core';
import { loadConfig } from '../../config';
import { startPushService, type PushService } from '../../../test/support/push-service';
import { newClientKey } from '../../../test/support/tasks';
import {
  buildTestApp,
  createTestDatabase,
  signUp,
  type TestApp,
  type TestDatabase,
} from '../../../test/support/test-app';

const T0 = Date.parse('2026-11-26T10:00:00Z');
const REMINDERS = 120;

// Two instances on one database, as behind a load balancer, both running the scheduler at the
// same moments: every reminder reaches the device exactly once. The point is PostgreSQL (real
// concurrent transactions); on SQLite it checks the same claim through two connections.
describe('two instances on one database', () => {
  let clock = T0;
  let push: PushService;
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const instance = () => {
    const env = { PUSH_SERVICE_ORIGINS: push.origin };
    const base = loadConfig({ LOG_LEVEL: 'silent', ...database.env, ...env });
    return buildTestApp({ now: () => clock, push: { ...base.push, agent: push.agent } }, env, database);
  };

  beforeAll(async () => {
    push = await startPushService();
    database = await createTestDatabase();
    a = await instance();
    b = await instance();
  }, 30_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    await push?.close();
  });

  it('sends each reminder once', async () => {
    const user = await signUp(a.app);
    const device = push.device();
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
    const runs = await Promise.all([0, 1, 2].flatMap(() => [a.app.sendDueReminders(), b.app.sendDueReminders()]));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(REMINDERS);
    const texts = push.received.map((p) => (JSON.parse(device.decrypt(p.body)) as ReminderPush).text);
    expect(texts).toHaveLength(REMINDERS);
    expect(new Set(texts).size).toBe(REMINDERS);
  });
});
