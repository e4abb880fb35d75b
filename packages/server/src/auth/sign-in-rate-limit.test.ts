import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../test/support/test-app';
import { SIGN_IN_LIMITS } from './sign-in-rate-limit';

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const signIn = (email: string, remoteAddress: string, password = 'not the password') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      payload: { email, password },
      remoteAddress,
    });

  it(
    'answers 429 with Retry-After once one account is tried too often from one address',
    { timeout: 60_000 },
    async () => {
      const user = await signUp(t.app, { password: 'correct horse battery' });
      for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
        expect((await signIn(user.email, '203.0.113.7')).statusCode).toBe(401);
      }
      // Even the right password waits now: the limit is on attempts, not on failures.
      const limited = await signIn(user.email, '203.0.113.7', 'correct horse battery');
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.windowMs / 1000);
      expect(limited.json().error).toMatch(/too many/i);

      // The owner, elsewhere, is not locked out.
      expect((await signIn(user.email, '203.0.113.8', 'correct horse battery')).statusCode).toBe(200);
    },
  );

  it('answers 429 once one address tries too many accounts', { timeout: 60_000 }, async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      expect((await signIn(`stuffing-${i}@example.test`, '203.0.113.9')).statusCode).toBe(401);
    }
    const limited = await signIn('one-more@example.test', '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await signIn('one-more@example.test', '203.0.113.10')).statusCode).toBe(401);
  });
});
