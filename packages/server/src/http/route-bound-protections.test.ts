import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { installErrorHandlers } from './errors';
import { securityPlugin } from './security';
import { isLimitedWriteRoute, writeRateLimitPlugin } from './write-rate-limit';

/**
 * The Origin check and the write limit hold for a request that reaches a route by any spelling,
 * even with the canonical-path guard (canonical-path.ts) taken away: they belong to the routes,
 * not to a test on the URL. Fastify's router decodes `%61` to `a`, and inject sends it as is.
 */
describe('protections bound to routes, not to URL strings', () => {
  const LIMIT = 2;
  let app: FastifyInstance;
  let writes = 0;
  beforeAll(async () => {
    app = Fastify();
    installErrorHandlers(app);
    const config = { ...loadConfig({}), writeRateLimitPerMinute: LIMIT };
    await app.register(
      fp(
        async (a) => {
          a.decorate('config', config);
        },
        { name: 'config' },
      ),
    );
    await app.register(fp(async () => {}, { name: 'auth' }));
    await app.register(securityPlugin);
    await app.register(writeRateLimitPlugin);
    await app.register(async (feature) => {
      feature.post('/api/tasks', async (_request, reply) => reply.code(201).send({ n: ++writes }));
      feature.get('/api/tasks', async () => ({ writes }));
    });
    await app.ready();
  });
  afterAll(() => app?.close());

  const post = (url: string, origin?: string) =>
    app.inject({ method: 'POST', url, headers: { host: 'localhost:3000', ...(origin ? { origin } : {}) } });

  it('refuses a foreign Origin on /%61pi/tasks as on /api/tasks', async () => {
    for (const url of ['/api/tasks', '/%61pi/tasks', '/%61%70%69/t%61sks']) {
      expect((await post(url, 'http://evil.example')).statusCode, url).toBe(403);
    }
    expect(writes).toBe(0);
  });

  it('counts writes through /%61pi/tasks against the same limit', async () => {
    expect((await post('/%61pi/tasks')).statusCode).toBe(201);
    expect((await post('/api/tasks')).statusCode).toBe(201);
    for (const url of ['/api/tasks', '/%61pi/tasks', '/api/t%61sks']) {
      const refused = await post(url);
      expect(refused.statusCode, url).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(writes).toBe(LIMIT);
    expect((await app.inject({ method: 'GET', url: '/%61pi/tasks' })).statusCode).toBe(200);
  });
});

describe('isLimitedWriteRoute', () => {
  it.each([
    ['POST', '/api/tasks', true],
    ['PATCH', '/api/tasks/:id', true],
    ['DELETE', '/api/tasks/:id', true],
    ['POST', '/api/tasks/:id/move', true],
    ['PUT', '/api/goal', true],
    ['POST', '/api/streak/activity', true],
    [['GET', 'POST'], '/api/notes', true],
    ['GET', '/api/tasks', false],
    ['GET', '/api/live', false],
    ['POST', '/api/auth/sign-in/email', false],
    [['GET', 'POST'], '/api/auth/*', false],
  ] as const)('%s %s → %s', (method, url, expected) => {
    expect(isLimitedWriteRoute(method as string | string[], url)).toBe(expected);
  });
});
