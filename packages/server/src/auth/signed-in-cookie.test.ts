import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '@dayflow/core';
import { buildTestApp, signUp, type TestApp } from '../../test/support/test-app';
import { parseSetCookie } from '../../test/support/set-cookie';
import { companionOf } from './signed-in-cookie';

const setCookies = (header: string | string[] | undefined) => [header ?? []].flat().map(parseSetCookie);
const companionIn = (header: string | string[] | undefined) =>
  setCookies(header).find((cookie) => cookie.name === SIGNED_IN_COOKIE);

describe('companionOf', () => {
  const lookup = async (token: string) => (token === 'tok' ? 'user-1' : undefined);

  it('names the user of the session cookie set, with its lifetime and flags, and is not HttpOnly', async () => {
    const companion = await companionOf(
      [
        'other=1; Path=/',
        '__Secure-better-auth.session_token=tok.sig%3D; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax',
      ],
      lookup,
    );
    const parsed = parseSetCookie(companion!);
    expect(parsed).toMatchObject({ name: SIGNED_IN_COOKIE, value: 'user-1' });
    expect(parsed.attributes.get('max-age')).toBe('600');
    expect(parsed.attributes.has('secure')).toBe(true);
    expect(parsed.attributes.has('httponly')).toBe(false);
  });

  it('clears it with a cleared session cookie, or one whose session is unknown', async () => {
    for (const cookie of ['better-auth.session_token=; Max-Age=0', 'better-auth.session_token=nope.sig; Max-Age=60']) {
      const parsed = parseSetCookie((await companionOf([cookie], lookup))!);
      expect(parsed.value).toBe('');
      expect(parsed.attributes.get('max-age')).toBe('0');
    }
  });

  it('leaves answers that do not touch the session alone', async () => {
    expect(await companionOf(['theme=dark; Path=/'], lookup)).toBeUndefined();
  });
});

describe('the signed-in cookie beside the session cookie', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('comes with a sign-up and a sign-in, lasts as long as the session cookie, and goes with sign-out', async () => {
    t = await buildTestApp();
    const user = await signUp(t.app, { email: 'companion@example.test' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'companion@example.test', password: 'correct horse battery' },
    });
    const session = setCookies(signIn.headers['set-cookie']).find((c) => c.name === 'better-auth.session_token')!;
    const companion = companionIn(signIn.headers['set-cookie'])!;
    expect(companion.value).toBe(user.id);
    expect(companion.attributes.get('max-age')).toBe(session.attributes.get('max-age'));
    expect(companion.attributes.has('httponly')).toBe(false);

    const signOut = await user.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect(companionIn(signOut.headers['set-cookie'])?.attributes.get('max-age')).toBe('0');
  });

  it('is cleared by the session check once the session is gone', async () => {
    t = await buildTestApp();
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: `${SIGNED_IN_COOKIE}=someone; better-auth.session_token=gone.sig` },
    });
    expect(answer.json()).toEqual({ profile: null });
    expect(companionIn(answer.headers['set-cookie'])?.attributes.get('max-age')).toBe('0');
  });

  it('is given by the session check to a live session that lacks it, lasting only as long as the browser', async () => {
    t = await buildTestApp();
    const user = await signUp(t.app);
    const sessionOnly = user.cookie
      .split('; ')
      .filter((pair) => !pair.startsWith(`${SIGNED_IN_COOKIE}=`))
      .join('; ');
    const check = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: sessionOnly } });
    const companion = companionIn(check.headers['set-cookie'])!;
    expect(companion.value).toBe(user.id);
    expect(companion.attributes.has('max-age')).toBe(false);
    expect(companion.attributes.has('expires')).toBe(false);
    // Already there: left alone.
    const again = await user.inject({ method: 'GET', url: '/api/session' });
    expect(user.cookie).toContain(`${SIGNED_IN_COOKIE}=${user.id}`);
    expect(again.headers['set-cookie']).toBeUndefined();
  });
});
