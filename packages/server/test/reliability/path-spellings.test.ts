import { beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../../src/auth/sign-in-rate-limit';
import { NON_CANONICAL_PATH } from '../../src/http/canonical-path';
import { signUp, type SignedInUser } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { listenRaw, type RawRequest, type RawResponse } from './support/raw-http';

/**
 * The attacks that once worked by spelling a protected path differently (sent as-is on a real
 * socket; app.inject would resolve the dots itself). Each must now be refused before routing.
 */
const refusedAsNonCanonical = (response: RawResponse) => {
  expect(response.status, response.body.slice(0, 200)).toBe(400);
  expect(response.json()).toEqual({ error: NON_CANONICAL_PATH });
};

const DOTTED = ['/api/auth/./sign-in/email', '/api/auth/x/../sign-in/email', '/api/auth/%2e/sign-in/email'];

describe('sign-in and sign-up through another spelling of their path', () => {
  let send: (request: RawRequest) => Promise<RawResponse>;
  const t = useTestApp();
  beforeAll(async () => {
    send = await listenRaw(t.app);
  });

  it('keeps the sign-in throttle: dotted paths never reach the password check', { timeout: 60_000 }, async () => {
    const user = await signUp(t.app, { password: 'correct horse battery' });
    const signIn = (path: string, password: string) =>
      send({ method: 'POST', path, body: { email: user.email, password } });
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      expect((await signIn('/api/auth/sign-in/email', 'wrong password')).status).toBe(401);
    }
    expect((await signIn('/api/auth/sign-in/email', 'wrong password')).status).toBe(429);

    for (let i = 0; i < 30; i++) refusedAsNonCanonical(await signIn(DOTTED[i % DOTTED.length]!, `guess ${i}`));
    for (const path of DOTTED) refusedAsNonCanonical(await signIn(path, 'correct horse battery'));
    expect((await signIn('/api/auth/sign-in/email', 'correct horse battery')).status).toBe(429);
  });

  it.each([
    ['a 5,000-character name', 'x'.repeat(5000)],
    ['an empty name', ''],
  ])('keeps the sign-up checks: %s is never stored', async (_what, name) => {
    const email = `spelled-${Math.random().toString(36).slice(2)}@example.test`;
    const password = 'correct horse battery';
    for (const path of [
      '/api/auth/./sign-up/email',
      '/api/auth/x/../sign-up/email',
      '/api/auth/%2E%2E/auth/sign-up/email',
    ]) {
      refusedAsNonCanonical(await send({ method: 'POST', path, body: { email, name, password } }));
    }
    expect((await send({ method: 'POST', path: '/api/auth/sign-in/email', body: { email, password } })).status).toBe(
      401,
    );
  });
});

describe('the Origin check and the write limit through /%61pi/', () => {
  const LIMIT = 3;
  let send: (request: RawRequest) => Promise<RawResponse>;
  let user: SignedInUser;
  const evil = { origin: 'http://evil.example' };
  const t = useTestApp({ writeRateLimitPerMinute: LIMIT });
  beforeAll(async () => {
    send = await listenRaw(t.app);
    user = await signUp(t.app);
  });

  const as = (request: RawRequest) => send({ ...request, headers: { cookie: user.cookie, ...request.headers } });
  const tasks = async () => (await user.inject({ method: 'GET', url: '/api/tasks' })).json<{ tasks: unknown[] }>();

  it('refuses foreign writes, and writes past the limit, whatever the spelling', async () => {
    const created = await as({ method: 'POST', path: '/api/tasks', body: { clientKey: 'spelling-1', text: 'mine' } });
    expect(created.status).toBe(201);
    const id = created.json<{ id: string }>().id;
    const before = await tasks();

    refusedAsNonCanonical(await as({ method: 'PUT', path: '/%61pi/goal', body: { dailyGoal: 9 }, headers: evil }));
    refusedAsNonCanonical(
      await as({ method: 'POST', path: '/%61pi/tasks', body: { clientKey: 'spelling-2', text: 'x' }, headers: evil }),
    );
    // What a page on another port can send without a preflight: no body, no content type.
    refusedAsNonCanonical(await as({ method: 'POST', path: `/%61pi/tasks/${id}/reset`, headers: evil }));
    expect(await tasks()).toEqual(before);
    expect((await user.inject({ method: 'GET', url: '/api/goal' })).json()).not.toEqual({ dailyGoal: 9 });

    for (let i = 0; i < LIMIT; i++) await as({ method: 'PUT', path: '/api/goal', body: { dailyGoal: 5 } });
    expect((await as({ method: 'PUT', path: '/api/goal', body: { dailyGoal: 6 } })).status).toBe(429);
    for (let i = 0; i < 20; i++) {
      const body = { clientKey: `over-limit-${i}`, text: 'flood' };
      refusedAsNonCanonical(await as({ method: 'POST', path: '/%61pi/tasks', body }));
    }
    expect(await tasks()).toEqual(before);
  });
});
