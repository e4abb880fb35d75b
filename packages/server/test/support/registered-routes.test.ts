import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { registeredRoutes } from './registered-routes';

it('lists every route with its full path, wildcards and parameters included', async () => {
  const app = Fastify();
  const ok = async () => 'ok';
  app.get('/api/tasks', ok);
  app.post('/api/tasks/:id/move', ok);
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler: ok });
  app.post('/api/auth/sign-in/email', ok);
  app.get('/api/auth-providers', ok);
  app.get('/healthz', ok);
  await app.ready();
  const listed = registeredRoutes(app).map((r) => `${r.method} ${r.url}`);
  expect(new Set(listed)).toEqual(
    new Set([
      'GET /api/auth-providers',
      'GET /api/auth/*',
      'POST /api/auth/*',
      'POST /api/auth/sign-in/email',
      'GET /api/tasks',
      'POST /api/tasks/:id/move',
      'GET /healthz',
    ]),
  );
  expect(listed).toHaveLength(7);
  await app.close();
});
