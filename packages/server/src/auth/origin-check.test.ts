import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';

const account = (tag: string) => ({
  email: `${tag}-${Date.now()}@example.test`,
  name: 'Origin Tester',
  password: 'correct horse battery',
});

describe('mutating requests and their Origin, without PUBLIC_URL', () => {
  const t = useTestApp();

  it.each([
    { url: '/api/auth/sign-up/email', payload: account('foreign') },
    { url: '/api/auth/sign-in/email', payload: { email: 'a@example.test', password: 'whatever1' } },
    { url: '/api/auth/sign-out', payload: {} },
    { url: '/api/tasks', payload: {} },
  ])('POST $url from a foreign Origin answers 403', async ({ url, payload }) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { host: 'localhost:3000', origin: 'https://evil.example' },
      payload,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual(expect.any(String));
  });

  it("the sign-in library accepts the request's own host as Origin (any local port)", async () => {
    for (const port of [3000, 5173]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { host: `localhost:${port}`, origin: `http://localhost:${port}` },
        payload: account(`port${port}`),
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses to send a signed-in user to a foreign site after sign-in', async () => {
    const user = await signUp(t.app);
    const response = await user.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      payload: { email: user.email, password: 'correct horse battery', callbackURL: 'https://evil.example/steal' },
    });
    // The sign-in body is strict: no client names a place to go after it.
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'callbackURL' });
  });
});

describe('mutating requests and their Origin, with PUBLIC_URL', () => {
  const t = useTestApp({}, { PUBLIC_URL: 'https://plan.example.com' });

  it('accepts the public origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { host: 'plan.example.com', origin: 'https://plan.example.com' },
      payload: account('public'),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a look-alike origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { host: 'plan.example.com', origin: 'https://plan.example.com.evil.example' },
      payload: account('lookalike'),
    });
    expect(response.statusCode).toBe(403);
  });
});
