import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_SESSION_ENDED } from '@dayflow/core';
import { signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { listenForSockets, openLive, type LiveClient } from '../../test/support/live-client';
import { meStatus, signInAgain } from '../../test/support/sessions';
import { createTaskAs } from '../../test/support/tasks';
import { createTokenAs, withToken } from '../../test/support/tokens';
import { CONFIRM_EMAIL_MISMATCH } from './account-routes';
import { catalogueTables, fillEveryTable, rowsMentioning } from '../../test/support/accounts';
import { NOT_USER_DATA, USER_ROWS, USERS, VERIFICATIONS } from './delete-account';

const sameOrigin = { host: 'localhost:3000', origin: 'http://localhost:3000' };
const deleteAccount = (user: SignedInUser, payload?: unknown, headers: Record<string, string> = sameOrigin) =>
  user.inject({
    method: 'DELETE',
    url: '/api/account',
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('DELETE /api/account', () => {
  let url: string;
  const clock = { now: Date.UTC(2026, 5, 1, 9) };
  const sockets: LiveClient[] = [];
  const connect = async (cookie: string) => {
    const client = await openLive(url, { cookie });
    sockets.push(client);
    await client.take('snapshot');
    return client;
  };
  const t = useTestApp({ now: () => clock.now });
  beforeAll(async () => {
    url = await listenForSockets(t.app);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
  });

  it('knows every table of the database: each holds user rows it deletes, or is bookkeeping', async () => {
    const handled = [...USER_ROWS.map((r) => r.table), VERIFICATIONS, USERS, ...NOT_USER_DATA].sort();
    expect(await catalogueTables(t.app)).toEqual(handled);
  });

  it("removes every row that mentions the user, on every table, and closes the user's sockets", async () => {
    const [gone, kept] = [await signUp(t.app), await signUp(t.app)];
    await fillEveryTable(t.app, gone, clock);
    await fillEveryTable(t.app, kept, clock);
    const before = await rowsMentioning(t.app, gone.id);
    for (const table of [...USER_ROWS.map((r) => r.table), VERIFICATIONS, USERS]) {
      expect(before[table], `${table} has a row of the user before`).toBeGreaterThan(0);
    }
    const keptBefore = await rowsMentioning(t.app, kept.id);
    const laptop = await signInAgain(t.app, gone);
    const [phoneTab, laptopTab, keptTab] = [
      await connect(gone.cookie),
      await connect(laptop),
      await connect(kept.cookie),
    ];
    const { token } = await createTokenAs(gone);

    const response = await deleteAccount(gone, { confirmEmail: gone.email.toUpperCase() });
    expect(response.statusCode).toBe(204);
    const cleared = [response.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/better-auth\.session_token=; Max-Age=0; Path=\/; HttpOnly/);

    const after = await rowsMentioning(t.app, gone.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(Object.entries(await rowsMentioning(t.app, gone.email)).filter(([, n]) => n > 0)).toEqual([]);
    expect(await rowsMentioning(t.app, kept.id)).toEqual(keptBefore);

    expect((await phoneTab.closed).code).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect((await laptopTab.closed).code).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect(await meStatus(t.app, gone.cookie)).toBe(401);
    expect(await meStatus(t.app, laptop)).toBe(401);
    expect((await withToken(t.app, token)({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(401);
    const task = await createTaskAs(kept, { text: 'still here' });
    await keptTab.take('changes', (m) => m.upserts[0]?.id === task.id);
  });

  it('lets the email be signed up again afterwards, as a new, empty account', async () => {
    const user = await signUp(t.app);
    await createTaskAs(user, { text: 'old' });
    expect((await deleteAccount(user, { confirmEmail: user.email })).statusCode).toBe(204);
    const again = await signUp(t.app, { email: user.email });
    expect(again.id).not.toBe(user.id);
    expect((await again.inject({ method: 'GET', url: '/api/tasks' })).json()).toMatchObject({ tasks: [] });
  });

  it('refuses without the right email, 400 naming confirmEmail, deleting nothing', async () => {
    const user = await signUp(t.app);
    await createTaskAs(user);
    const before = await rowsMentioning(t.app, user.id);
    for (const body of [{ confirmEmail: 'someone@else.test' }, { confirmEmail: '' }, {}, undefined]) {
      const response = await deleteAccount(user, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ field: 'confirmEmail' });
    }
    expect((await deleteAccount(user, { confirmEmail: 'someone@else.test' })).json()).toEqual({
      error: CONFIRM_EMAIL_MISMATCH,
      field: 'confirmEmail',
    });
    const extra = await deleteAccount(user, { confirmEmail: user.email, uid: 'x' });
    expect(extra.json()).toMatchObject({ field: 'uid' });
    expect(await rowsMentioning(t.app, user.id)).toEqual(before);
  });

  it('refuses a foreign Origin and a signed-out caller', async () => {
    const user = await signUp(t.app);
    const foreign = await deleteAccount(user, { confirmEmail: user.email }, { origin: 'http://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const signedOut = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: sameOrigin,
      payload: { confirmEmail: user.email },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await meStatus(t.app, user.cookie)).toBe(200);
  });
});
