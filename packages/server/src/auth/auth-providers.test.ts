import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvidersSchema } from '@dayflow/core';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../../test/support/test-app';
import { enabledProviders } from './auth-providers';

const GOOGLE = { GOOGLE_CLIENT_ID: 'google-id', GOOGLE_CLIENT_SECRET: 'google-secret' };
// Port 9 (discard) on loopback: nothing answers, so discovery fails fast and is retried later.
const OIDC = { OIDC_ISSUER: 'http://127.0.0.1:9/issuer', OIDC_CLIENT_ID: 'dayflow', OIDC_CLIENT_SECRET: 'secret' };

describe('enabledProviders', () => {
  it.each([
    { env: {}, expected: { providers: [], localAccounts: true, passwordReset: false, passkeys: true } },
    {
      env: { LOCAL_ACCOUNTS: 'false', ...GOOGLE },
      expected: {
        providers: [{ id: 'google', name: 'Google', kind: 'google' }],
        localAccounts: false,
        passwordReset: false,
        passkeys: false,
      },
    },
    {
      env: OIDC,
      expected: {
        providers: [{ id: 'oidc', name: 'Single sign-on', kind: 'oidc' }],
        localAccounts: true,
        passwordReset: false,
        passkeys: true,
      },
    },
    {
      env: { ...GOOGLE, ...OIDC, OIDC_NAME: 'Acme SSO' },
      expected: {
        providers: [
          { id: 'google', name: 'Google', kind: 'google' },
          { id: 'oidc', name: 'Acme SSO', kind: 'oidc' },
        ],
        localAccounts: true,
        passwordReset: false,
        passkeys: true,
      },
    },
    {
      env: {
        SMTP_URL: 'smtp://mail.test:587',
        MAIL_FROM: 'plan@example.test',
        PUBLIC_URL: 'https://plan.example.test',
      },
      expected: { providers: [], localAccounts: true, passwordReset: true, passkeys: true },
    },
  ])('$env → $expected.providers.length provider(s)', ({ env, expected }) => {
    expect(enabledProviders(loadConfig({ DATA_DIR: '/tmp/unused', ...env }))).toEqual(expected);
  });
});

describe('GET /api/auth-providers', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is public and lists what the configuration enables', async () => {
    t = await buildTestApp({}, { ...GOOGLE, ...OIDC, OIDC_NAME: 'Acme SSO' });
    const response = await t.app.inject({ method: 'GET', url: '/api/auth-providers' });
    expect(response.statusCode).toBe(200);
    const body = AuthProvidersSchema.parse(response.json());
    expect(body.providers.map((p) => p.name)).toEqual(['Google', 'Acme SSO']);
    expect(body.localAccounts).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('offers only local accounts by default', async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth-providers' });
    expect(response.json()).toEqual({ providers: [], localAccounts: true, passwordReset: false, passkeys: true });
  });
});
