import { describe, expect, it } from 'vitest';
import { signUp } from '../test/support/test-app';
import { useTestApp } from '../test/support/use-test-app';

describe('app', () => {
  const t = useTestApp();

  it('answers the health check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(res.headers['content-security-policy'])).not.toContain("'unsafe-inline' 'self'");
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('answers 401 on /api/me when signed out, and the profile when signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const user = await signUp(t.app, { name: 'Ada Lovelace' });
    const res = await user.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id, email: user.email, displayName: 'Ada Lovelace', photoURL: null });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    // The path is not echoed back.
    expect(res.json()).toEqual({ error: 'Not found' });
  });
});
