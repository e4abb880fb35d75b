import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { LIVE_CLOSE_SESSION_ENDED } from '@dayflow/core';
import { signUp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { listenForSockets, openLive, type LiveClient } from '../../test/support/live-client';
import { asSession, authPost, meStatus, signInAgain, tokenOf } from '../../test/support/sessions';
import { createTaskAs } from '../../test/support/tasks';

// A live socket belongs to the session it was opened with and ends with it: sign-out, any of
// the sign-in library's revocations, expiry. The user's other sessions keep theirs.
describe('live sockets end with their session', () => {
  let url: string;
  const open: LiveClient[] = [];
  const connect = async (cookie: string) => {
    const client = await openLive(url, { cookie });
    open.push(client);
    await client.take('snapshot');
    return client;
  };
  const isOpen = (client: LiveClient) => client.socket.readyState === client.socket.OPEN;
  const t = useTestApp();
  beforeAll(async () => {
    url = await listenForSockets(t.app);
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
  });

  it("sign-out closes that session's sockets at once, and the user's other sessions keep theirs", async () => {
    const user = await signUp(t.app);
    const laptop = await signInAgain(t.app, user);
    const [phoneTab1, phoneTab2, laptopTab] = [
      await connect(user.cookie),
      await connect(user.cookie),
      await connect(laptop),
    ];

    expect((await authPost(t.app, user.cookie, 'sign-out')).statusCode).toBe(200);
    expect(await phoneTab1.closed).toEqual({ code: LIVE_CLOSE_SESSION_ENDED, reason: 'Session ended' });
    expect((await phoneTab2.closed).code).toBe(LIVE_CLOSE_SESSION_ENDED);

    const task = await createTaskAs(asSession(user, t.app, laptop), { text: 'after sign-out' });
    await laptopTab.take('changes', (m) => m.upserts[0]?.id === task.id);
    expect(phoneTab1.raw.join()).not.toContain(task.id);
  });

  it('revoke-other-sessions closes the other sessions’ sockets, and their cookies stop working at once', async () => {
    const user = await signUp(t.app);
    const [laptop, tablet] = [await signInAgain(t.app, user), await signInAgain(t.app, user)];
    const [own, onLaptop, onTablet] = [await connect(user.cookie), await connect(laptop), await connect(tablet)];
    // Each session has just been checked, so a per-instance memory of it would still answer.
    expect(await meStatus(t.app, laptop)).toBe(200);

    expect((await authPost(t.app, user.cookie, 'revoke-other-sessions')).statusCode).toBe(200);
    expect(await meStatus(t.app, laptop)).toBe(401);
    expect(await meStatus(t.app, tablet)).toBe(401);
    expect((await onLaptop.closed).code).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect((await onTablet.closed).code).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect(await meStatus(t.app, user.cookie)).toBe(200);
    const task = await createTaskAs(user, { text: 'still live' });
    await own.take('changes', (m) => m.upserts[0]?.id === task.id);
    expect(isOpen(own)).toBe(true);
  });

  it('revoke-session ends the named session, and revoke-sessions ends them all', async () => {
    const user = await signUp(t.app);
    const laptop = await signInAgain(t.app, user);
    const [own, onLaptop] = [await connect(user.cookie), await connect(laptop)];
    expect(await meStatus(t.app, laptop)).toBe(200);

    const revoked = await authPost(t.app, user.cookie, 'revoke-session', { token: tokenOf(laptop) });
    expect(revoked.statusCode).toBe(200);
    expect(await meStatus(t.app, laptop)).toBe(401);
    expect((await onLaptop.closed).code).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect(isOpen(own)).toBe(true);

    expect((await authPost(t.app, user.cookie, 'revoke-sessions')).statusCode).toBe(200);
    expect((await own.closed).code).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect(await meStatus(t.app, user.cookie)).toBe(401);
  });

  it('closes a socket when its session expires, and not before', async () => {
    const user = await signUp(t.app);
    const tab = await connect(user.cookie);
    const expiresAt = Date.now() + 600;
    await sql`update "sessions" set "expiresAt" = ${new Date(expiresAt).toISOString()} where "userId" = ${user.id}`.execute(
      t.app.db,
    );
    // Any check (here a sign-out elsewhere that does not concern this session) learns the new expiry.
    await t.app.liveBus.endSessions(user.id);
    const task = await createTaskAs(user, { text: 'before expiry' });
    await tab.take('changes', (m) => m.upserts[0]?.id === task.id);
    expect((await tab.closed).code).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
  });

  it('refuses to open a socket with a session that has ended', async () => {
    const user = await signUp(t.app);
    await authPost(t.app, user.cookie, 'sign-out');
    await expect(openLive(url, { cookie: user.cookie })).rejects.toMatchObject({ status: 401 });
  });
});
