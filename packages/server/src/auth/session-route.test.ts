import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';

// GET /api/session answers the browser's boot question without an error status: a signed-out
// visitor is a normal state, not a failed request.
describe('GET /api/session', () => {
  const t = useTestApp();

  const session = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} });

  it('says nobody is signed in with 200, for no cookie and for a forged one', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      const response = await session(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ profile: null });
    }
  });

  it('names the signed-in user, like /api/me', async () => {
    const user = await signUp(t.app, { name: 'Sam Session' });
    const response = await session(user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      profile: { id: user.id, email: user.email, displayName: 'Sam Session', photoURL: null },
    });
    expect(response.json()).toEqual({ profile: (await user.inject({ method: 'GET', url: '/api/me' })).json() });
  });

  it('says nobody once that session is signed out', async () => {
    const user = await signUp(t.app);
    expect((await session(user.cookie)).json().profile).not.toBeNull();
    const signOut = await user.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
    });
    expect(signOut.statusCode).toBe(200);
    expect((await session(user.cookie)).json()).toEqual({ profile: null });
  });
});
