import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, sessionCookieFrom, type TestApp } from '../../test/support/test-app';
import { SESSION_DAYS } from './auth';

const THIRTY_DAYS_S = SESSION_DAYS * 24 * 60 * 60;

function parseSetCookie(header: string) {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const [name, ...value] = pair!.split('=');
  const flags = new Map(
    attributes.map((attribute) => {
      const [key, ...rest] = attribute.split('=');
      return [key!.toLowerCase(), rest.join('=')] as const;
    }),
  );
  return { name: name!, value: value.join('='), flags };
}

async function signUpCookies(t: TestApp, host: string, origin: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { host, origin },
    payload: { email: `cookie-${Date.now()}@example.test`, name: 'Cookie Tester', password: 'correct horse battery' },
  });
  expect(response.statusCode).toBe(200);
  const all = response.headers['set-cookie'];
  return { response, cookies: (Array.isArray(all) ? all : [all!]).map(parseSetCookie) };
}

describe('session cookie', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is HttpOnly, SameSite=Lax, Path=/, lasts 30 days and is not Secure over plain http', async () => {
    t = await buildTestApp();
    const { cookies } = await signUpCookies(t, 'localhost:3000', 'http://localhost:3000');
    const session = cookies.find((c) => c.name === 'better-auth.session_token');
    expect(session).toBeDefined();
    expect(session!.flags.has('httponly')).toBe(true);
    expect(session!.flags.get('samesite')).toBe('Lax');
    expect(session!.flags.get('path')).toBe('/');
    expect(Number(session!.flags.get('max-age'))).toBe(THIRTY_DAYS_S);
    expect(session!.flags.has('secure')).toBe(false);
  });

  it('is Secure (with the __Secure- prefix) when PUBLIC_URL is https', async () => {
    t = await buildTestApp({}, { PUBLIC_URL: 'https://plan.example.com' });
    const { cookies } = await signUpCookies(t, 'plan.example.com', 'https://plan.example.com');
    const session = cookies.find((c) => c.name === '__Secure-better-auth.session_token');
    expect(session).toBeDefined();
    expect(session!.flags.has('secure')).toBe(true);
    expect(session!.flags.has('httponly')).toBe(true);
    expect(session!.flags.get('samesite')).toBe('Lax');
    expect(Number(session!.flags.get('max-age'))).toBe(THIRTY_DAYS_S);
  });

  it('sign-out ends the session on the server, not only in the browser', async () => {
    t = await buildTestApp();
    const { response } = await signUpCookies(t, 'localhost:3000', 'http://localhost:3000');
    const cookie = sessionCookieFrom(response.headers['set-cookie']);
    const me = () => t!.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);

    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, host: 'localhost:3000', origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    const cleared = parseSetCookie(
      [signOut.headers['set-cookie']].flat().find((c) => c!.startsWith('better-auth.session_token='))!,
    );
    expect(cleared.flags.get('max-age')).toBe('0');
    // The old cookie value, replayed, no longer works.
    expect((await me()).statusCode).toBe(401);
  });
});
