import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/support/test-app';
import { useTestApp } from '../../../test/support/use-test-app';

// The WebAuthn ceremony itself runs in Chromium's virtual authenticator (e2e/passkeys.spec.ts);
// here, what the server decides before and around it.
const sameOrigin = { host: 'localhost:3000', origin: 'http://localhost:3000' };
const fakeResponse = { id: 'AAAA', type: 'public-key', rawId: 'AAAA', response: {} };

describe('passkey endpoints', () => {
  const t = useTestApp();
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `192.0.2.${crypto.randomInt(1, 250)}`,
      headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    });

  it('adding one needs a session and the current password', async () => {
    expect((await post('/api/auth/passkey/registration-options', { password: 'x' })).statusCode).toBe(401);
    const user = await signUp(t.app);
    const wrong = await post('/api/auth/passkey/registration-options', { password: 'not mine' }, user.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'password' });
    const right = await post(
      '/api/auth/passkey/registration-options',
      { password: 'correct horse battery' },
      user.cookie,
    );
    expect(right.statusCode, right.body).toBe(200);
    const { challengeId, options } = right.json() as { challengeId: string; options: Record<string, unknown> };
    expect(challengeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(options).toMatchObject({ rp: { name: 'Dayflow', id: 'localhost' }, user: { name: user.email } });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
  });

  it('refuses a response for a challenge that is unknown, used or another user’s', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const started = await post(
      '/api/auth/passkey/registration-options',
      { password: 'correct horse battery' },
      owner.cookie,
    );
    const { challengeId } = started.json() as { challengeId: string };
    const stolen = await post('/api/auth/passkey/register', { challengeId, response: fakeResponse }, other.cookie);
    expect(stolen.statusCode).toBe(400);
    // Used once, even by a failed try: the owner must start again.
    const again = await post('/api/auth/passkey/register', { challengeId, response: fakeResponse }, owner.cookie);
    expect(again.statusCode).toBe(400);
    const signIn = await post('/api/auth/passkey/sign-in', {
      challengeId: crypto.randomUUID(),
      response: fakeResponse,
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]/);
  });

  it('takes a passkey as the second step only for a sign-in that passed its password step', async () => {
    const user = await signUp(t.app);
    const body = { challengeId: crypto.randomUUID(), response: fakeResponse };
    const withoutPending = await post('/api/auth/passkey/second-factor', body, user.cookie);
    expect(withoutPending.statusCode).toBe(401);
    expect(withoutPending.json()).toEqual({ error: 'Sign in with your password first' });
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const user = await signUp(t.app);
    const cases: [string, object, string][] = [
      ['/api/auth/passkey/register', { challengeId: 'nope', response: fakeResponse }, 'challengeId'],
      [
        '/api/auth/passkey/register',
        { challengeId: crypto.randomUUID(), response: fakeResponse, name: 'a\u0000' },
        'name',
      ],
      [
        '/api/auth/passkey/sign-in',
        { challengeId: crypto.randomUUID(), response: { id: 'x', type: 'other' } },
        'response.type',
      ],
      ['/api/auth/passkey/delete', { id: 'x' }, 'password'],
    ];
    for (const [url, payload, field] of cases) {
      const response = await post(url, payload, user.cookie);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
  });

  it('lists only the user’s own passkeys, and removes one with the password', async () => {
    const user = await signUp(t.app);
    const list = await t.app.inject({ method: 'GET', url: '/api/auth/passkey/list', headers: { cookie: user.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    const unknown = await post(
      '/api/auth/passkey/delete',
      { id: 'someone-elses', password: 'correct horse battery' },
      user.cookie,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
