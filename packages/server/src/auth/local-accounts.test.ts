import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';

const sameOrigin = { host: 'localhost:3000', origin: 'http://localhost:3000' };

describe('local accounts', () => {
  const t = useTestApp();

  const post = (url: string, payload: object, remoteAddress = '198.51.100.1') =>
    t.app.inject({ method: 'POST', url, headers: sameOrigin, payload, remoteAddress });

  it('signs up with a trimmed name and a lower-cased email, and signs in again', async () => {
    const email = `Mixed.Case-${Date.now()}@Example.test`;
    const created = await post('/api/auth/sign-up/email', {
      name: '  Ada Lovelace ',
      email: `  ${email} `,
      password: 'correct horse battery',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().user).toMatchObject({ name: 'Ada Lovelace', email: email.toLowerCase() });

    const signedIn = await post('/api/auth/sign-in/email', { email, password: 'correct horse battery' });
    expect(signedIn.statusCode).toBe(200);
    expect(String(signedIn.headers['set-cookie'])).toContain('better-auth.session_token=');
  });

  it.each([
    { field: 'password', payload: { name: 'Ada', email: 'short@example.test', password: 'seven77' } },
    { field: 'name', payload: { name: '   ', email: 'noname@example.test', password: 'correct horse battery' } },
    { field: 'email', payload: { name: 'Ada', email: 'not-an-email', password: 'correct horse battery' } },
    { field: 'email', payload: { name: 'Ada', password: 'correct horse battery' } },
  ])('refuses a sign-up with a bad $field: 400 naming it', async ({ field, payload }) => {
    const response = await post('/api/auth/sign-up/email', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, error: expect.any(String) });
  });

  it('answers a wrong password and an unknown email with the same status and message', async () => {
    const user = await signUp(t.app, { password: 'correct horse battery' });
    const wrongPassword = await post('/api/auth/sign-in/email', { email: user.email, password: 'wrong password!' });
    const unknownEmail = await post('/api/auth/sign-in/email', {
      email: `nobody-${Date.now()}@example.test`,
      password: 'wrong password!',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json().error).toBe(unknownEmail.json().error);
    expect(wrongPassword.json().error).toMatch(/invalid email or password/i);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a second account with the same email', async () => {
    const user = await signUp(t.app);
    const again = await post('/api/auth/sign-up/email', {
      name: 'Copy',
      email: user.email.toUpperCase(),
      password: 'another password',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toEqual(expect.any(String));
  });
});

describe('local accounts switched off', () => {
  const t = useTestApp({}, { LOCAL_ACCOUNTS: 'false' });

  it('refuses sign-up and sign-in', async () => {
    const account = { email: 'ada@example.test', password: 'correct horse battery' };
    for (const [url, payload] of [
      ['/api/auth/sign-up/email', { name: 'Ada', ...account }],
      ['/api/auth/sign-in/email', account],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: sameOrigin, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/not enabled/i);
    }
  });
});
