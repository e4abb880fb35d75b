import { afterAll, describe, expect, it, vi } from 'vitest';
import type { TrustedDeviceList } from '@dayflow/core';
import { post, signInTrusted, trustSkipsCode, turnOnTotp } from '../../test/support/account-doors';
import { asSession } from '../../test/support/sessions';
import { signUp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { createTokenAs, withToken } from '../../test/support/tokens';

describe('trusted devices', () => {
  afterAll(() => vi.useRealTimers());
  const t = useTestApp();

  /** A user with two-factor on and a browser that ticked "trust this device". */
  async function trustingUser() {
    const user = await signUp(t.app);
    const { secret } = await turnOnTotp(t.app, user.cookie);
    const browser = await signInTrusted(t.app, user.email, secret);
    return { user, secret, browser, cookies: `${browser.session}; ${browser.trust}` };
  }
  const list = async (cookie: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/trusted-devices', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<TrustedDeviceList>().devices;
  };
  const remove = (cookie: string, id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/account/trusted-devices/${id}`,
      headers: { cookie, host: 'localhost:3000', origin: 'http://localhost:3000' },
    });

  it('lists each trusted browser, marking the one whose cookie this request carries', async () => {
    const { user, secret, browser, cookies } = await trustingUser();
    const other = await signInTrusted(t.app, user.email, secret);
    const devices = await list(cookies);
    expect(devices).toHaveLength(2);
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    for (const device of devices) {
      expect(device.expiresAt - device.createdAt).toBe(30 * 24 * 60 * 60 * 1000);
    }
    // Without the trust cookie, or with another browser's, this browser's is not "current".
    expect((await list(browser.session)).some((d) => d.current)).toBe(false);
    const seenByOther = await list(`${other.session}; ${other.trust}`);
    expect(seenByOther.find((d) => d.current)!.id).not.toBe(devices.find((d) => d.current)!.id);
  });

  it('a forged or foreign trust cookie names no device of this user', async () => {
    const first = await trustingUser();
    const second = await trustingUser();
    expect((await list(`${second.browser.session}; ${first.browser.trust}`)).some((d) => d.current)).toBe(false);
    const forged = first.browser.trust.replace(/=(.)/, (_m, c: string) => `=${c === 'A' ? 'B' : 'A'}`);
    expect((await list(`${first.browser.session}; ${forged}`)).some((d) => d.current)).toBe(false);
  });

  it('removing one makes that browser enter a code again', async () => {
    const { user, browser, cookies } = await trustingUser();
    const [device] = await list(cookies);
    expect((await remove(cookies, device!.id)).statusCode).toBe(204);
    expect(await list(cookies)).toEqual([]);
    expect((await trustSkipsCode(t.app, user.email, browser.trust)).skips).toBe(false);
    expect((await remove(cookies, device!.id)).statusCode).toBe(404);
  });

  it('one user can never list or remove another user’s trusted devices', async () => {
    const owner = await trustingUser();
    const stranger = await trustingUser();
    const [ownersDevice] = await list(owner.cookies);
    const seen = await list(stranger.cookies);
    expect(seen.map((d) => d.id)).not.toContain(ownersDevice!.id);
    expect((await remove(stranger.cookies, ownersDevice!.id)).statusCode).toBe(404);
    expect(await list(owner.cookies)).toHaveLength(1);
    expect((await trustSkipsCode(t.app, owner.user.email, owner.browser.trust)).skips).toBe(true);
  });

  it('needs a signed-in browser: a token or no session is refused', async () => {
    const { user, browser, cookies } = await trustingUser();
    const [device] = await list(cookies);
    const { token } = await createTokenAs(asSession(user, t.app, browser.session));
    const asScript = withToken(t.app, token);
    expect((await asScript({ method: 'GET', url: '/api/account/trusted-devices' })).statusCode).toBe(403);
    expect((await asScript({ method: 'DELETE', url: `/api/account/trusted-devices/${device!.id}` })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/account/trusted-devices' })).statusCode).toBe(401);
  });
});

describe('calendar feed status', () => {
  const t = useTestApp();

  it('says whether a feed exists and since when, never its address', async () => {
    const user = await signUp(t.app);
    const status = () => user.inject({ method: 'GET', url: '/api/calendar-feed' });
    expect((await status()).json()).toEqual({ active: false, createdAt: null });
    const made = await post(t.app, '/api/calendar-feed', {}, user.cookie);
    expect(made.statusCode).toBe(201);
    const secret = new URL(made.json<{ url: string }>().url).pathname.split('/').pop()!;
    const answer = await status();
    expect(answer.json()).toEqual({ active: true, createdAt: expect.any(Number) });
    expect(answer.body).not.toContain(secret.replace('.ics', ''));
    expect(answer.headers['cache-control']).toBe('no-store');
    expect((await user.inject({ method: 'DELETE', url: '/api/calendar-feed' })).statusCode).toBe(204);
    expect((await status()).json()).toEqual({ active: false, createdAt: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar-feed' })).statusCode).toBe(401);
  });
});
