import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { addLocalUser } from './add-user';

describe('addLocalUser (npm run user:add)', () => {
  const t = useTestApp();

  it('creates an account that can sign in, and leaves no session behind', async () => {
    const result = await addLocalUser(t.app.auth, {
      email: '  Grace@Example.TEST ',
      name: ' Grace Hopper ',
      password: 'correct horse battery',
    });
    expect(result).toEqual({ ok: true, userId: expect.any(String), email: 'grace@example.test' });

    const sessions = await t.app.db
      .selectFrom('sessions' as never)
      .selectAll()
      .execute();
    expect(sessions).toHaveLength(0);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'grace@example.test', password: 'correct horse battery' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.test' });
  });

  it.each([
    { field: 'password', input: { email: 'a@example.test', name: 'A', password: 'short' } },
    { field: 'email', input: { email: 'nope', name: 'A', password: 'correct horse battery' } },
    { field: 'name', input: { email: 'b@example.test', name: ' ', password: 'correct horse battery' } },
    { field: 'name', input: { email: 'c@example.test', name: 'Ada\r\nX', password: 'correct horse battery' } },
  ])('refuses a bad $field', async ({ field, input }) => {
    const result = await addLocalUser(t.app.auth, input);
    expect(result).toMatchObject({ ok: false, field, error: expect.any(String) });
  });

  it('refuses an email that already has an account', async () => {
    const input = { email: 'twice@example.test', name: 'Twice', password: 'correct horse battery' };
    expect((await addLocalUser(t.app.auth, input)).ok).toBe(true);
    expect(await addLocalUser(t.app.auth, input)).toMatchObject({ ok: false, field: 'email' });
  });
});

describe('addLocalUser with local accounts switched off', () => {
  it('explains why it cannot add the account', async () => {
    const t = await buildTestApp({}, { LOCAL_ACCOUNTS: 'false' });
    try {
      const result = await addLocalUser(t.app.auth, {
        email: 'off@example.test',
        name: 'Off',
        password: 'correct horse battery',
      });
      expect(result).toMatchObject({ ok: false, error: expect.stringContaining('LOCAL_ACCOUNTS') });
    } finally {
      await t.close();
    }
  });
});
