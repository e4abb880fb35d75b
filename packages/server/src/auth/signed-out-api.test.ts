import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { registeredRoutes } from '../../test/support/registered-routes';

/**
 * Open without a session on purpose: signing in itself, what the sign-in popup needs, the
 * API's description (it says what the API is, nothing about anyone's data), and the browser's
 * "who is signed in?" (which says nobody; session-route.test.ts). The calendar feed is read by
 * calendar apps without a session: its secret address is the key (404 without it, below).
 */
const PUBLIC_API = [
  /^\/api\/auth\//,
  /^\/api\/auth-providers$/,
  /^\/api\/openapi\.json$/,
  /^\/api\/docs(\/|$)/,
  /^\/api\/session$/,
  /^\/api\/calendar-feed\/:file$/,
];

// Built at collection time so the table below lists whatever routes exist today.
const t = await buildTestApp();
const guarded = registeredRoutes(t.app).filter(
  (r) => r.url.startsWith('/api/') && !PUBLIC_API.some((pattern) => pattern.test(r.url)),
);

describe('signed-out requests', () => {
  afterAll(() => t.close());

  it('the table covers the API (route discovery works)', () => {
    expect(guarded).toContainEqual({ method: 'GET', url: '/api/me' });
    expect(guarded.length).toBeGreaterThan(1);
  });

  it.each(guarded)('$method $url answers 401', async ({ method, url }) => {
    const response = await t.app.inject({
      method: method as 'GET',
      url: url.replaceAll(':id', crypto.randomUUID()),
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('the calendar feed without its secret is not found', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/calendar-feed/${'A'.repeat(43)}.ics` });
    expect(response.statusCode).toBe(404);
  });

  it('a forged session cookie is no session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(response.statusCode).toBe(401);
  });
});
