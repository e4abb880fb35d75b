import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../src/config';
import { startPushService, type PushService } from './push-service';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from './test-app';

/**
 * Two app instances on one fresh database, as behind a load balancer, both sending to a local
 * push service that this file starts. Read the fields inside tests: they are set in beforeAll.
 */
export function useTwoPushInstances(now: () => number) {
  const pair = {} as { push: PushService; database: TestDatabase; a: TestApp; b: TestApp };
  const instance = () => {
    const env = { PUSH_SERVICE_ORIGINS: pair.push.origin };
    const base = loadConfig({ LOG_LEVEL: 'silent', ...pair.database.env, ...env });
    return buildTestApp({ now, push: { ...base.push, agent: pair.push.agent } }, env, pair.database);
  };
  beforeAll(async () => {
    pair.push = await startPushService();
    pair.database = await createTestDatabase();
    pair.a = await instance();
    pair.b = await instance();
  }, 30_000);
  afterAll(async () => {
    await pair.a?.close();
    await pair.b?.close();
    await pair.database?.drop();
    await pair.push?.close();
  });
  return pair;
}
