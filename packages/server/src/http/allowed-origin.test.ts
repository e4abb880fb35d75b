import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/support/test-app';
import { useTestApp } from '../../test/support/use-test-app';
import { isAllowedOrigin } from './security';

const requestTo = (host: string | undefined) => ({ headers: host ? { host } : {} }) as FastifyRequest;
const PUBLIC_URL = 'https://plan.example.com';

describe('isAllowedOrigin (the API and the WebSocket upgrade)', () => {
  it.each([
    ['with PUBLIC_URL, its origin', PUBLIC_URL, 'plan.example.com', 'https://plan.example.com', true],
    ['with PUBLIC_URL, its origin behind another Host', PUBLIC_URL, '10.0.0.5:3000', 'https://plan.example.com', true],
    ['with PUBLIC_URL, an Origin equal to the Host', PUBLIC_URL, 'attacker.example', 'http://attacker.example', false],
    ['with PUBLIC_URL, its host over http', PUBLIC_URL, 'plan.example.com', 'http://plan.example.com', false],
    ['with PUBLIC_URL, a look-alike', PUBLIC_URL, 'plan.example.com', 'https://plan.example.com.evil.example', false],
    ['without PUBLIC_URL, the Host', undefined, 'localhost:5173', 'http://localhost:5173', true],
    ['without PUBLIC_URL, another port', undefined, 'localhost:3000', 'http://localhost:5173', false],
    ['without PUBLIC_URL, no Host', undefined, undefined, 'http://localhost:3000', false],
    ['without PUBLIC_URL, not a URL', undefined, 'localhost:3000', 'null', false],
  ])('%s', (_what, publicUrl, host, origin, expected) => {
    expect(isAllowedOrigin(requestTo(host), origin, publicUrl)).toBe(expected);
  });
});

describe('a write whose Origin only matches its own Host, with PUBLIC_URL set', () => {
  const t = useTestApp({}, { PUBLIC_URL });

  it('is refused', async () => {
    const user = await signUp(t.app);
    const response = await user.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { host: 'attacker.example', origin: 'http://attacker.example' },
      payload: { clientKey: 'host-origin-1', text: 'planted' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Cross-origin request refused' });
    expect((await user.inject({ method: 'GET', url: '/api/tasks' })).json()).toEqual({ tasks: [], version: 0 });
  });
});
