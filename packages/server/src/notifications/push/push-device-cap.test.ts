import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PUSH_SUBSCRIPTIONS } from '@dayflow/core';
import { startPushService, type PushService } from '../../../test/support/push-service';
import { buildTestApp, signUp, type TestApp } from '../../../test/support/test-app';

describe('the push device cap under concurrent requests', () => {
  let push: PushService;
  let t: TestApp;

  beforeAll(async () => {
    push = await startPushService();
    t = await buildTestApp({}, { PUSH_SERVICE_ORIGINS: push.origin });
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  it(`holds at ${MAX_PUSH_SUBSCRIPTIONS} when ${2 * MAX_PUSH_SUBSCRIPTIONS} devices subscribe at once`, async () => {
    const ada = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 2 * MAX_PUSH_SUBSCRIPTIONS }, () =>
        ada.inject({ method: 'POST', url: '/api/push/subscriptions', payload: push.device().subscription }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(codes.filter((c) => c === 400)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    const stored = await t.app.db.selectFrom('push_subscriptions').select('id').where('uid', '=', ada.id).execute();
    expect(stored).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
  });
});
