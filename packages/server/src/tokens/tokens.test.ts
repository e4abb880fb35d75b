import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_PREFIX, type AccessToken, type Task } from '@dayflow/core';
import { signUp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { createTaskAs, newClientKey } from '../../test/support/tasks';
import { INVALID_TOKEN, LAST_USED_RESOLUTION_MS, NOT_WITH_TOKEN, READ_ONLY_TOKEN } from './token-auth';
import { createTokenAs, postToken, withToken } from '../../test/support/tokens';
import { hashTokenSecret } from './token-secret';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('personal access tokens', () => {
  let now = Date.UTC(2026, 5, 1, 9);
  const t = useTestApp({ now: () => now });

  const listTokens = async (user: Awaited<ReturnType<typeof signUp>>) => {
    const response = await user.inject({ method: 'GET', url: '/api/tokens' });
    expect(response.statusCode).toBe(200);
    return response.json<{ tokens: AccessToken[] }>().tokens;
  };

  it('answers the secret once, stores only its SHA-256, and lists tokens without it', async () => {
    const user = await signUp(t.app);
    const created = await createTokenAs(user, { name: 'backup script', scope: 'read', expiresInDays: 30 });
    expect(created.token).toMatch(new RegExp(`^${ACCESS_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(created).toMatchObject({ name: 'backup script', scope: 'read', createdAt: now, lastUsedAt: null });
    expect(created.expiresAt).toBe(now + 30 * DAY_MS);
    const forever = await createTokenAs(user, { name: 'cron', expiresInDays: null });
    expect(forever.expiresAt).toBeNull();
    expect((await createTokenAs(user, { name: 'default expiry' })).expiresAt).toBeNull();

    const listed = await user.inject({ method: 'GET', url: '/api/tokens' });
    expect(listed.body).not.toContain(created.token);
    expect(listed.body).not.toContain(hashTokenSecret(created.token));
    const { token: _secret, ...shown } = created;
    const tokens = listed.json<{ tokens: AccessToken[] }>().tokens;
    expect(tokens.find((x) => x.id === created.id)).toEqual(shown);
    expect(Object.keys(tokens[0]!).sort()).toEqual(
      ['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'scope'].sort(),
    );

    const row = await t.app.db.selectFrom('access_tokens').selectAll().where('id', '=', created.id).executeTakeFirst();
    expect(row?.token_hash).toBe(hashTokenSecret(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(ACCESS_TOKEN_PREFIX.length));
  });

  it('refuses bad input with 400 naming the field', async () => {
    const user = await signUp(t.app);
    const cases: [unknown, string][] = [
      [{ name: '', scope: 'read' }, 'name'],
      [{ name: '   ', scope: 'read' }, 'name'],
      [{ name: 'x'.repeat(101), scope: 'read' }, 'name'],
      [{ name: 'tab\there', scope: 'read' }, 'name'],
      [{ scope: 'read' }, 'name'],
      [{ name: 'n', scope: 'admin' }, 'scope'],
      [{ name: 'n' }, 'scope'],
      [{ name: 'n', scope: 'read', expiresInDays: 0 }, 'expiresInDays'],
      [{ name: 'n', scope: 'read', expiresInDays: 1.5 }, 'expiresInDays'],
      [{ name: 'n', scope: 'read', expiresInDays: 3651 }, 'expiresInDays'],
      [{ name: 'n', scope: 'read', uid: 'someone' }, 'uid'],
    ];
    for (const [body, field] of cases) {
      const response = await postToken(user, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ error: expect.any(String), field });
    }
    expect(await listTokens(user)).toEqual([]);
  });

  it('signs a script in with Authorization: Bearer on the API, with no cookie', async () => {
    const user = await signUp(t.app);
    const task = await createTaskAs(user, { text: 'mine' });
    const script = withToken(t.app, (await createTokenAs(user)).token);

    const me = await script({ method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, email: user.email });
    const list = await script({ method: 'GET', url: '/api/tasks' });
    expect(list.json<{ tasks: Task[] }>().tasks.map((x) => x.id)).toEqual([task.id]);
    const created = await script({
      method: 'POST',
      url: '/api/tasks',
      payload: { clientKey: newClientKey(), text: 'by script' },
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await script({ method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { completed: true } })).statusCode,
    ).toBe(200);
    expect((await script({ method: 'PUT', url: '/api/goal', payload: { dailyGoal: 4 } })).statusCode).toBe(200);
    expect((await script({ method: 'GET', url: '/api/export?format=json' })).statusCode).toBe(200);
    expect((await script({ method: 'DELETE', url: `/api/tasks/${task.id}` })).statusCode).toBe(200);
  });

  it("a token reaches only its owner's data", async () => {
    const [owner, other] = [await signUp(t.app), await signUp(t.app)];
    const othersTask = await createTaskAs(other, { text: 'not yours' });
    const script = withToken(t.app, (await createTokenAs(owner)).token);
    expect((await script({ method: 'GET', url: '/api/tasks' })).body).not.toContain(othersTask.id);
    const patch = await script({ method: 'PATCH', url: `/api/tasks/${othersTask.id}`, payload: { text: 'x' } });
    expect(patch.statusCode).toBe(404);
  });

  it('a read-only token reads, and gets 403 {error} on every write, changing nothing', async () => {
    const user = await signUp(t.app);
    const task = await createTaskAs(user, { text: 'keep me' });
    const script = withToken(t.app, (await createTokenAs(user, { scope: 'read' })).token);
    expect((await script({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(200);
    expect((await script({ method: 'GET', url: '/api/goal' })).statusCode).toBe(200);
    const writes = [
      { method: 'POST', url: '/api/tasks', payload: { clientKey: newClientKey(), text: 'no' } },
      { method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { text: 'changed' } },
      { method: 'DELETE', url: `/api/tasks/${task.id}` },
      { method: 'PUT', url: '/api/goal', payload: { dailyGoal: 9 } },
      { method: 'POST', url: '/api/import', payload: { kind: 'plain-text', text: 'a', list: 'today' } },
    ] as const;
    for (const write of writes) {
      const response = await script(write);
      expect(response.statusCode, `${write.method} ${write.url}`).toBe(403);
      expect(response.json()).toEqual({ error: READ_ONLY_TOKEN });
    }
    const tasks = (await user.inject({ method: 'GET', url: '/api/tasks' })).json<{ tasks: Task[] }>().tasks;
    expect(tasks.map((x) => x.text)).toEqual(['keep me']);
  });

  it('an expired token is refused at once with 401', async () => {
    const user = await signUp(t.app);
    const script = withToken(t.app, (await createTokenAs(user, { expiresInDays: 1 })).token);
    expect((await script({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(200);
    const start = now;
    try {
      now = start + DAY_MS - 1;
      expect((await script({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(200);
      now = start + DAY_MS;
      const refused = await script({ method: 'GET', url: '/api/tasks' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: INVALID_TOKEN });
    } finally {
      now = start;
    }
  });

  it('a revoked token is refused at once; another user cannot revoke it', async () => {
    const [user, other] = [await signUp(t.app), await signUp(t.app)];
    const created = await createTokenAs(user);
    const script = withToken(t.app, created.token);
    expect((await script({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(200);

    const foreign = await other.inject({ method: 'DELETE', url: `/api/tokens/${created.id}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Token not found' });
    expect((await script({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(200);

    expect((await user.inject({ method: 'DELETE', url: `/api/tokens/${created.id}` })).statusCode).toBe(204);
    expect((await script({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(401);
    expect(await listTokens(user)).toEqual([]);
    expect((await user.inject({ method: 'DELETE', url: `/api/tokens/${created.id}` })).statusCode).toBe(404);
    expect((await user.inject({ method: 'DELETE', url: '/api/tokens/not-an-id' })).json()).toMatchObject({
      field: 'id',
    });
  });

  it('refuses unknown, malformed and look-alike tokens with 401', async () => {
    const user = await signUp(t.app);
    const { token } = await createTokenAs(user);
    for (const bad of ['', 'dft_', `${token}x`, token.slice(0, -1), token.slice(ACCESS_TOKEN_PREFIX.length), 'abc']) {
      const response = await withToken(t.app, bad)({ method: 'GET', url: '/api/tasks' });
      expect(response.statusCode, bad).toBe(401);
    }
    // A token, when sent, is the only credential looked at: a valid cookie does not rescue a bad one.
    const both = await user.inject({ method: 'GET', url: '/api/tasks', headers: { authorization: 'Bearer dft_nope' } });
    expect(both.statusCode).toBe(401);
    // The scheme's name is case-insensitive (RFC 9110).
    const lower = await t.app.inject({
      method: 'GET',
      url: '/api/tasks',
      headers: { authorization: `bearer ${token}` },
    });
    expect(lower.statusCode).toBe(200);
  });

  it('a token cannot list, mint or revoke tokens, nor delete the account', async () => {
    const user = await signUp(t.app);
    const created = await createTokenAs(user);
    const script = withToken(t.app, created.token);
    const refused = [
      await script({ method: 'GET', url: '/api/tokens' }),
      await script({ method: 'POST', url: '/api/tokens', payload: { name: 'more', scope: 'read-write' } }),
      await script({ method: 'DELETE', url: `/api/tokens/${created.id}` }),
      await script({ method: 'DELETE', url: '/api/account', payload: { confirmEmail: user.email } }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: NOT_WITH_TOKEN });
    }
    expect((await listTokens(user)).map((x) => x.id)).toEqual([created.id]);
    // The sign-in routes read only cookies: a token there is nobody.
    expect((await script({ method: 'GET', url: '/api/auth/list-sessions' })).statusCode).toBe(401);
    expect((await script({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('records the last use at most once a minute', async () => {
    const user = await signUp(t.app);
    const created = await createTokenAs(user);
    const script = withToken(t.app, created.token);
    const lastUsed = async () => (await listTokens(user)).find((x) => x.id === created.id)!.lastUsedAt;
    const start = now;
    try {
      await script({ method: 'GET', url: '/api/tasks' });
      expect(await lastUsed()).toBe(start);
      now = start + LAST_USED_RESOLUTION_MS - 1;
      await script({ method: 'GET', url: '/api/tasks' });
      expect(await lastUsed()).toBe(start);
      now = start + LAST_USED_RESOLUTION_MS;
      await script({ method: 'GET', url: '/api/tasks' });
      expect(await lastUsed()).toBe(start + LAST_USED_RESOLUTION_MS);
    } finally {
      now = start;
    }
  });
});
