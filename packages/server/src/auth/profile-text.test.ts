import { describe, expect, it } from 'vitest';
import { signInThroughProvider, startTestProvider } from '../../test/support/oidc-test-provider';
import { buildTestApp } from '../../test/support/test-app';
import { storableName } from './profile-text';

describe('storableName', () => {
  it.each([
    ['Ada Lovelace', 'Ada Lovelace'],
    ['Ada\u0000Lovelace', 'Ada\uFFFDLovelace'],
    ['Ada \uD800', 'Ada \uFFFD'],
    ['Ada \uDFFF\uD800', 'Ada \uFFFD\uFFFD'],
    ['😀 Ada', '😀 Ada'],
    ['Ada\r\nBcc: x@example.test', 'Ada  Bcc: x@example.test'],
    ['Ada \u202Egnik', 'Ada  gnik'],
  ])('%j → %j', (name, stored) => {
    expect(storableName(name)).toBe(stored);
  });
});

describe('a provider whose name claim holds a NUL', () => {
  it('signs in, and the name is stored without it (on PostgreSQL it was a 500)', async () => {
    const provider = await startTestProvider({
      claims: (sub) => ({ email: `${sub}@idp.example.test`, email_verified: true, name: `Nul\u0000${sub}` }),
    });
    const t = await buildTestApp({}, provider.env);
    try {
      const result = await signInThroughProvider(t.app, 'nul');
      expect(result.error).toBeNull();
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: result.cookie } });
      expect(me.json()).toMatchObject({ displayName: 'Nul\uFFFDnul' });
    } finally {
      await t.close();
      await provider.close();
    }
  });
});
