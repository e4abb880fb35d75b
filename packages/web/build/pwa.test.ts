import { describe, expect, it } from 'vitest';
import { SIGN_IN_DONE_PATH } from '@dayflow/core';
import { NAVIGATE_FALLBACK_DENYLIST } from './pwa';

const leftToServer = (path: string) => NAVIGATE_FALLBACK_DENYLIST.some((pattern) => pattern.test(path));

describe('service worker navigation fallback', () => {
  it('leaves the API, the health check, files and the sign-in popup pages to the server', () => {
    for (const path of ['/api/tasks', '/api', '/api/auth/callback/google', '/healthz', '/icons/icon-192.png']) {
      expect(leftToServer(path), path).toBe(true);
    }
    expect(leftToServer(SIGN_IN_DONE_PATH)).toBe(true);
  });

  it('answers the app’s own routes with the cached page', () => {
    for (const path of ['/', '/login', '/planner', '/settings', '/routines', '/apiary', '/authors']) {
      expect(leftToServer(path), path).toBe(false);
    }
  });
});
