import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';

const LIMIT = 4;
const key = () => `rl-${crypto.randomBytes(6).toString('hex')}`;
const create = (user: SignedInUser, text = 'limited') =>
  user.inject({ method: 'POST', url: '/api/tasks', payload: { clientKey: key(), text } });

describe('per-user write rate limit', () => {
  const t = useTestApp({ writeRateLimitPerMinute: LIMIT });

  it('answers 429 with Retry-After and a JSON error once a user passes the limit, writing nothing', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < LIMIT; i++) expect((await create(user, `ok ${i}`)).statusCode).toBe(201);

    const refused = await create(user, 'one too many');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/too many/i) });

    const list = await user.inject({ method: 'GET', url: '/api/tasks' });
    expect(list.statusCode).toBe(200);
    const texts = list.json<{ tasks: { text: string }[] }>().tasks.map((task) => task.text);
    expect(texts).toHaveLength(LIMIT);
    expect(texts).not.toContain('one too many');
  });

  it('counts every kind of write (goal, streak, task) together, and never limits reads', async () => {
    const user = await signUp(t.app);
    const writes = [
      () => user.inject({ method: 'PUT', url: '/api/goal', payload: { dailyGoal: 7 } }),
      () => user.inject({ method: 'POST', url: '/api/streak/activity', payload: { timeZone: 'UTC' } }),
      () => create(user),
      () => user.inject({ method: 'PUT', url: '/api/goal', payload: { dailyGoal: 8 } }),
    ];
    for (const write of writes) expect((await write()).statusCode).toBeLessThan(300);
    expect((await user.inject({ method: 'PUT', url: '/api/goal', payload: { dailyGoal: 9 } })).statusCode).toBe(429);
    expect(
      (await user.inject({ method: 'POST', url: '/api/streak/activity', payload: { timeZone: 'UTC' } })).statusCode,
    ).toBe(429);
    for (let i = 0; i < LIMIT * 3; i++) {
      expect((await user.inject({ method: 'GET', url: '/api/goal' })).statusCode).toBe(200);
    }
    expect((await user.inject({ method: 'GET', url: '/api/goal' })).json()).toEqual({ dailyGoal: 8 });
  });

  it("keeps one user's limit from touching another user behind the same address", async () => {
    const noisy = await signUp(t.app);
    const quiet = await signUp(t.app);
    for (let i = 0; i <= LIMIT; i++) await create(noisy);
    expect((await create(noisy)).statusCode).toBe(429);
    expect((await create(quiet)).statusCode).toBe(201);
  });

  it('refuses even a malformed write once over the limit, before reading its body', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < LIMIT; i++) await create(user);
    const response = await user.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { 'content-type': 'application/json' },
      payload: '{"not json',
    });
    expect(response.statusCode).toBe(429);
  });
});

describe('WRITE_RATE_LIMIT_PER_MINUTE', () => {
  it('defaults to a generous 600 per minute and can be set', () => {
    expect(loadConfig({}).writeRateLimitPerMinute).toBe(600);
    expect(loadConfig({ WRITE_RATE_LIMIT_PER_MINUTE: '30' }).writeRateLimitPerMinute).toBe(30);
  });

  it.each(['0', 'lots', '1.5'])('refuses %s with a message naming the variable', (value) => {
    expect(() => loadConfig({ WRITE_RATE_LIMIT_PER_MINUTE: value })).toThrow(/^Invalid WRITE_RATE_LIMIT_PER_MINUTE: /);
  });
});
