import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { listenForSockets, openLive, RefusedUpgrade, type LiveClient } from '../../test/support/live-client';
import { newClientKey } from '../../test/support/tasks';
import { createTokenAs, withToken } from '../../test/support/tokens';

const LIMIT = 4;
const HOST = 'localhost:3000';
const create = (text: string) => ({
  method: 'POST' as const,
  url: '/api/tasks',
  payload: { clientKey: newClientKey(), text },
});

// What a token request shares with a browser's, and where it differs: the Origin check, the
// write limit, the live stream.
describe('requests signed in by an access token', () => {
  let url: string;
  const sockets: LiveClient[] = [];
  const t = useTestApp({ writeRateLimitPerMinute: LIMIT });
  beforeAll(async () => {
    url = await listenForSockets(t.app);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
  });

  it('pass the Origin check without cookies, while cookies with a foreign Origin are still refused', async () => {
    const user = await signUp(t.app);
    const script = withToken(t.app, (await createTokenAs(user)).token);
    const foreign = { host: HOST, origin: 'http://evil.example' };
    expect((await script({ ...create('from a script'), headers: foreign })).statusCode).toBe(201);
    expect((await user.inject({ ...create('forged'), headers: foreign })).statusCode).toBe(403);
    // A token beside a cookie does not lift the check: the browser would send the cookie.
    const both = await script({ ...create('both'), headers: { ...foreign, cookie: user.cookie } });
    expect(both.statusCode).toBe(403);
    // Nor does a token on the sign-in library's routes, which only read cookies.
    const signOut = await script({ method: 'POST', url: '/api/auth/sign-out', headers: foreign, payload: {} });
    expect(signOut.statusCode).toBe(403);
    // An invalid token passes the Origin check only to be refused as nobody.
    const nobody = await withToken(t.app, 'dft_forged')({ ...create('x'), headers: foreign });
    expect(nobody.statusCode).toBe(401);
    const texts = (await user.inject({ method: 'GET', url: '/api/tasks' })).json<{ tasks: { text: string }[] }>();
    expect(texts.tasks.map((x) => x.text)).toEqual(['from a script']);
  });

  it("count against the user's write limit, shared with the user's browser", async () => {
    const user = await signUp(t.app);
    // Creating the token is the first write of the minute.
    const script = withToken(t.app, (await createTokenAs(user)).token);
    expect((await script(create('1'))).statusCode).toBe(201);
    expect((await user.inject(create('2'))).statusCode).toBe(201);
    expect((await script(create('3'))).statusCode).toBe(201);
    const refused = await script(create('4'));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await user.inject(create('5'))).statusCode).toBe(429);
    expect((await script({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(200);
    // Another user, and that user's own token, have their own count.
    const other = await signUp(t.app);
    expect((await withToken(t.app, (await createTokenAs(other)).token)(create('x'))).statusCode).toBe(201);
  });

  it("are published live to the user's browsers like any other change", async () => {
    const user = await signUp(t.app);
    const script = withToken(t.app, (await createTokenAs(user)).token);
    const tab = await openLive(url, { cookie: user.cookie });
    sockets.push(tab);
    await tab.take('snapshot');
    const created = await script(create('made by cron'));
    expect(created.statusCode).toBe(201);
    const change = await tab.take('changes');
    expect(change.upserts.map((x) => x.text)).toEqual(['made by cron']);
  });

  it('cannot open the live socket: it is for signed-in browsers', async () => {
    const user = await signUp(t.app);
    const { token } = await createTokenAs(user);
    const refused = await openLive(url, { authorization: `Bearer ${token}` }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RefusedUpgrade);
    expect((refused as RefusedUpgrade).status).toBe(401);
  });
});
