import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PUSH_ORIGIN,
  doorsState,
  openDoors,
  signInTrusted,
  trustSkipsCode,
  turnOnTotp,
} from '../../test/support/account-doors';
import { asSession, meStatus } from '../../test/support/sessions';
import { buildTestApp, signUp, type TestApp } from '../../test/support/test-app';
import { resetPasswordFromShell } from './reset-from-shell';

const NEW_PASSWORD = 'steady copper lantern';

/**
 * The operator's reset (`npm run user:reset-password`) is the owner's way back on a server without
 * mail, so it must shut what a thief opened with a stolen cookie, as the mailed reset does.
 */
describe('a reset from the shell ends every door', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { PUSH_SERVICE_ORIGINS: PUSH_ORIGIN });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  it('ends sessions, tokens, the calendar link, push devices and trusted devices', async () => {
    const signedUp = await signUp(t.app);
    const { secret, cookie } = await turnOnTotp(t.app, signedUp.cookie);
    const owner = asSession(signedUp, t.app, cookie);
    const thief = await signInTrusted(t.app, owner.email, secret);
    const doors = await openDoors(t.app, asSession(owner, t.app, thief.session));

    const result = await resetPasswordFromShell(t.app.auth, t.app.db, { email: owner.email, password: NEW_PASSWORD });

    expect(result).toMatchObject({ ok: true, userId: owner.id });
    expect(await meStatus(t.app, thief.session)).toBe(401);
    expect(await doorsState(t.app, owner.id, doors)).toEqual({ token: 401, calendar: 404, pushDevices: 0 });
    expect((await trustSkipsCode(t.app, owner.email, thief.trust, NEW_PASSWORD)).skips).toBe(false);
  });

  it('ends nothing when the new password is refused', async () => {
    const signedUp = await signUp(t.app);
    const doors = await openDoors(t.app, signedUp);

    const result = await resetPasswordFromShell(t.app.auth, t.app.db, { email: signedUp.email, password: 'password' });

    expect(result).toMatchObject({ ok: false, field: 'password' });
    expect(await doorsState(t.app, signedUp.id, doors)).toEqual({ token: 200, calendar: 200, pushDevices: 1 });
  });
});
