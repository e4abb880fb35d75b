// The setup most server test files share, registered once: an app for the describe block, and a
// newly signed-up user for each test. Kept apart from test-app.ts, which scripts outside vitest
// (the load tool) import too.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Config } from '../../src/config';
import { buildTestApp, signUp, type SignedInUser, type TestApp } from './test-app';

function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} exists only inside the tests and hooks of its block`);
  return value;
}

/**
 * A fresh app on a fresh database for the enclosing describe block (or file): built in a
 * beforeAll, closed in an afterAll. Its fields read the running block's app, so `t.app` works in
 * every test and hook. A beforeAll registered after this call already sees the app, and an
 * afterAll registered after it runs before the app is closed (vitest runs "after" hooks as a stack).
 */
export function useTestApp(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Omit<TestApp, 'close'> {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await buildTestApp(overrides, env);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  const test = () => present(current, 'The test app');
  return {
    get app() {
      return test().app;
    },
    get config() {
      return test().config;
    },
    get database() {
      return test().database;
    },
  };
}

/**
 * A newly signed-up user of `t`'s app before every test, so no test sees another's tasks. Runs
 * after the beforeEach hooks registered before this call (say, one that resets the clock).
 */
export function useNewUserEachTest(t: Pick<TestApp, 'app'>): SignedInUser {
  let current: SignedInUser | undefined;
  beforeEach(async () => {
    current = await signUp(t.app);
  });
  const user = () => present(current, 'The test user');
  return {
    get id() {
      return user().id;
    },
    get email() {
      return user().email;
    },
    get cookie() {
      return user().cookie;
    },
    inject: (options) => user().inject(options),
  };
}
