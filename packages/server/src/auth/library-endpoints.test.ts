import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type SignedInUser } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { LIBRARY_ENDPOINTS, endpointTreatments } from './library-endpoints';

const sameOrigin = { host: 'localhost:3000', origin: 'http://localhost:3000' };
const MAIL_ENV = {
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: 'plan@example.test',
  PUBLIC_URL: 'http://localhost:3000',
};
const OIDC_ENV = { OIDC_ISSUER: 'http://127.0.0.1:9/oidc', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' };
const freshClient = () => `192.0.2.${crypto.randomInt(1, 250)}`;

type Api = Record<string, { path?: string }>;
const libraryPaths = (api: unknown) =>
  Object.values(api as Api)
    .map((endpoint) => endpoint.path)
    .filter((path): path is string => typeof path === 'string');

/** A concrete request path for a listed `:param` path. */
const concrete = (path: string) => `/api/auth${path.replace(/:[^/]+/g, 'x')}`;

describe('the sign-in library: every endpoint it serves has a treatment of ours', () => {
  it.each([
    ['no mail, no provider', {}],
    ['mail and an OpenID provider', { ...MAIL_ENV, ...OIDC_ENV }],
  ])('with %s, each library path is listed (a new one fails here until it is)', async (_name, env) => {
    const t = await buildTestApp({}, env);
    try {
      const listed = new Set(LIBRARY_ENDPOINTS.map((e) => e.path));
      const missing = libraryPaths(t.app.auth.api).filter((path) => !listed.has(path));
      expect(missing).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe.each([
  ['without mail', {}],
  ['with mail', MAIL_ENV],
  ['with mail and email verification', { ...MAIL_ENV, REQUIRE_EMAIL_VERIFICATION: 'true' }],
])('library endpoints %s', (_name, env) => {
  const t = useTestApp({}, env);
  const treatments = endpointTreatments({
    mail: 'SMTP_URL' in env ? { smtpUrl: '', from: '' } : undefined,
    requireEmailVerification: 'REQUIRE_EMAIL_VERIFICATION' in env,
  });
  const off = LIBRARY_ENDPOINTS.filter((e) => treatments.get(e.path) === 'off');
  const ours = LIBRARY_ENDPOINTS.filter((e) => treatments.get(e.path) === 'ours');

  it.each(off.map((e) => [e.path, e.why]))('%s is off (%s): 404 even signed in', async (path) => {
    const user = await signUp(t.app);
    for (const method of ['GET', 'POST'] as const) {
      const response = await user.inject({ method, url: concrete(path), headers: sameOrigin, payload: {} });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
  });

  it.each(ours.map((e) => [e.path]))('%s has a route of ours: an unknown field is a 400 naming it', async (path) => {
    const user = await signUp(t.app);
    const response = await user.inject({
      method: 'POST',
      url: concrete(path),
      headers: sameOrigin,
      payload: { surprise: 1 },
      remoteAddress: freshClient(),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String), field: expect.any(String) });
  });
});

describe('change-password obeys the sign-up rules and the sign-in limits', () => {
  const t = useTestApp();
  let user: SignedInUser;
  const change = (body: object, remoteAddress = freshClient()) =>
    user.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: sameOrigin,
      payload: body,
      remoteAddress,
    });

  it.each([
    ['password', /common/],
    ['12345678', /common/],
    ['        ', /only spaces/],
    ['EMAIL', /email address/],
  ])('refuses the new password %j with 400 naming newPassword', async (password, reason) => {
    user = await signUp(t.app);
    const newPassword = password === 'EMAIL' ? user.email : password;
    const response = await change({ currentPassword: 'correct horse battery', newPassword });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field: 'newPassword', error: expect.stringMatching(reason) });
  });

  it('changes it with the right current password', async () => {
    user = await signUp(t.app);
    const response = await change({ currentPassword: 'correct horse battery', newPassword: 'amber tide lantern' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('slows guessing of the current password: 429 with Retry-After after a sign-in’s few tries', async () => {
    user = await signUp(t.app);
    const client = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await change({ currentPassword: `guess number ${i}`, newPassword: 'amber tide lantern' }, client)).statusCode,
      );
    }
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    const refused = await change(
      { currentPassword: 'correct horse battery', newPassword: 'amber tide lantern' },
      client,
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps verify-password, an unthrottled password oracle, closed', async () => {
    user = await signUp(t.app);
    const statuses = new Set<number>();
    for (let i = 0; i < 3; i++) {
      const response = await user.inject({
        method: 'POST',
        url: '/api/auth/verify-password',
        headers: sameOrigin,
        payload: { password: `guess ${i}` },
      });
      statuses.add(response.statusCode);
    }
    expect([...statuses]).toEqual([404]);
  });
});

describe('profile fields: the same rules as task text', () => {
  const t = useTestApp();

  it.each([
    ['a 60 KB name', 'n'.repeat(60_000), /at most 80/],
    ['a NUL', 'Ada\u0000Lovelace', /NUL or broken Unicode/],
    ['a lone surrogate', 'Ada \uD800', /NUL or broken Unicode/],
    ['only spaces', '   ', /Enter your name/],
    ['a line break', 'Ada\r\nBcc: everyone@example.test', /control characters/],
    ['a tab', 'Ada\tKing', /control characters/],
    ['a C1 control', 'Ada\u0085King', /control characters/],
    ['a right-to-left override', 'Ada \u202Egnik', /control characters/],
  ])('update-user refuses %s in the name with 400 naming it', async (_what, name, reason) => {
    const user = await signUp(t.app);
    const response = await user.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: sameOrigin,
      payload: { name },
      remoteAddress: freshClient(),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field: 'name', error: expect.stringMatching(reason) });
    const me = await user.inject({ method: 'GET', url: '/api/me' });
    expect(me.json().displayName).toBe('Test User');
  });

  it.each([
    ['a NUL', 'Ada\u0000'],
    ['a lone surrogate', 'Ada \uDFFF'],
    ['a line break', 'Ada\nLovelace'],
    ['an escape', 'Ada\u001b[31m'],
  ])('sign-up refuses %s in the name with 400 naming it', async (_what, name) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: sameOrigin,
      payload: { name, email: `nul-${crypto.randomUUID()}@example.test`, password: 'amber tide lantern' },
      remoteAddress: freshClient(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'name', error: expect.stringMatching(/^name: must not contain/) });
  });

  it('update-user still renames with a good name', async () => {
    const user = await signUp(t.app);
    const response = await user.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: sameOrigin,
      payload: { name: '  Ada King ' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await user.inject({ method: 'GET', url: '/api/me' })).json().displayName).toBe('Ada King');
  });
});
