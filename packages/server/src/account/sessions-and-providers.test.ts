import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_SESSION_ENDED } from '@dayflow/core';
import { signUp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { listenForSockets, openLive, type LiveClient } from '../../test/support/live-client';
import { authPost, meStatus, signInAgain } from '../../test/support/sessions';

interface ListedSession {
  id: string;
  token: string;
  userId: string;
  expiresAt: string;
  createdAt: string;
  userAgent?: string | null;
  ipAddress?: string | null;
}

// The settings page's "signed-in devices" and "linked sign-in providers" come from the sign-in
// library's own routes, reached through our bridge (auth/auth-bridge.ts): what they answer, and
// that "sign out this one" ends that device's live sockets at once.
describe('sessions and linked providers through /api/auth', () => {
  let url: string;
  const sockets: LiveClient[] = [];
  const t = useTestApp();
  beforeAll(async () => {
    url = await listenForSockets(t.app);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
  });

  const listSessions = async (cookie: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<ListedSession[]>();
  };

  it('list-sessions answers each signed-in device of the user, and only theirs', async () => {
    const [user, other] = [await signUp(t.app), await signUp(t.app)];
    await signInAgain(t.app, other);
    const laptop = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'user-agent': 'Laptop Firefox' },
      payload: { email: user.email, password: 'correct horse battery' },
    });
    expect(laptop.statusCode).toBe(200);
    const sessions = await listSessions(user.cookie);
    expect(sessions).toHaveLength(2);
    for (const session of sessions) {
      expect(session).toMatchObject({ id: expect.any(String), token: expect.any(String), userId: user.id });
      expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now());
    }
    expect(sessions.map((s) => s.userAgent)).toContain('Laptop Firefox');
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/auth/list-sessions' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('revoke-session with a listed token signs out that device and closes its sockets at once', async () => {
    const user = await signUp(t.app);
    const laptop = await signInAgain(t.app, user);
    const [here, there] = [await openLive(url, { cookie: user.cookie }), await openLive(url, { cookie: laptop })];
    sockets.push(here, there);
    await Promise.all([here.take('snapshot'), there.take('snapshot')]);

    const laptopSession = (await listSessions(user.cookie)).find((s) => laptop.includes(s.token))!;
    expect(laptopSession).toBeDefined();
    const revoked = await authPost(t.app, user.cookie, 'revoke-session', { token: laptopSession.token });
    expect(revoked.statusCode).toBe(200);

    expect((await there.closed).code).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect(await meStatus(t.app, laptop)).toBe(401);
    expect(await meStatus(t.app, user.cookie)).toBe(200);
    expect(here.socket.readyState).toBe(here.socket.OPEN);
    expect((await listSessions(user.cookie)).map((s) => s.id)).not.toContain(laptopSession.id);
  });

  it("revoke-session cannot end another user's session", async () => {
    const [user, other] = [await signUp(t.app), await signUp(t.app)];
    const [othersSession] = await listSessions(other.cookie);
    await authPost(t.app, user.cookie, 'revoke-session', { token: othersSession!.token });
    expect(await meStatus(t.app, other.cookie)).toBe(200);
  });

  it('list-accounts answers the sign-in methods linked to the user', async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/list-accounts',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    const accounts = response.json<{ providerId: string; accountId: string; userId: string }[]>();
    expect(accounts).toEqual([expect.objectContaining({ providerId: 'credential', userId: user.id })]);
    expect(response.body).not.toMatch(/password|scrypt/i);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/list-accounts' })).statusCode).toBe(401);
  });
});
