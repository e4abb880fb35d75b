import { describe, expect, it } from 'vitest';
import { signInThroughProvider, startTestProvider } from '../../test/support/oidc-test-provider';
import { buildTestApp, signUp, type TestApp } from '../../test/support/test-app';

// A provider that, like Django OAuth Toolkit by default, never says whether the email is verified.
const noEmailVerified = (sub: string) => ({ email: `${sub}@idp.example.test`, name: sub });
const sameOrigin = { host: 'localhost:3000', origin: 'http://localhost:3000' };

const accounts = async (t: TestApp, cookie: string) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/auth/list-accounts', headers: { cookie } })).json() as {
      providerId: string;
    }[]
  ).map((a) => a.providerId);

describe('linking a provider that does not send email_verified', () => {
  it('works when the signed-in person links it from Settings, and can be unlinked', async () => {
    const provider = await startTestProvider({ claims: noEmailVerified });
    const t = await buildTestApp({}, provider.env);
    try {
      const local = await signUp(t.app, { email: 'dot@idp.example.test' });
      const linked = await signInThroughProvider(t.app, 'dot', {
        cookie: local.cookie,
        startRoute: 'link-social',
        startBody: { provider: 'oidc', callbackURL: '/settings', errorCallbackURL: '/settings' },
      });
      expect(linked.error).toBeNull();
      expect(await accounts(t, local.cookie)).toEqual(expect.arrayContaining(['credential', 'oidc']));

      const listed = (
        await t.app.inject({ method: 'GET', url: '/api/auth/list-accounts', headers: { cookie: local.cookie } })
      ).json() as { providerId: string; id: string }[];
      const oidc = listed.find((a) => a.providerId === 'oidc')!;
      const unlinked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/unlink-account',
        headers: { ...sameOrigin, cookie: local.cookie },
        payload: { accountId: oidc.id },
      });
      expect(unlinked.statusCode, unlinked.body).toBe(200);
      expect(await accounts(t, local.cookie)).toEqual(['credential']);
    } finally {
      await t.close();
      await provider.close();
    }
  });

  it('still does not join a plain provider sign-in to the local account with that email', async () => {
    const provider = await startTestProvider({ claims: noEmailVerified });
    const t = await buildTestApp({}, { ...provider.env, OIDC_TRUST_VERIFIED_EMAIL: 'true' });
    try {
      const local = await signUp(t.app, { email: 'dot@idp.example.test' });
      const result = await signInThroughProvider(t.app, 'dot');
      expect(result.error).toBe('account_not_linked');
      expect(await accounts(t, local.cookie)).toEqual(['credential']);
    } finally {
      await t.close();
      await provider.close();
    }
  });
});
