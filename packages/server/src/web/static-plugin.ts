import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built single-page app. Hashed assets are cached for a year; every other non-API GET
 * falls back to index.html so client-side routes (/planner, /coming-soon…) load on refresh.
 */
export const staticPlugin = fp(
  async (app: FastifyInstance) => {
    const root = app.config.webDist;
    if (!root || !fs.existsSync(path.join(root, 'index.html'))) {
      app.log.warn({ root }, 'web app not built: serving the API only (run npm run build)');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (packages/web/build/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const indexHtml = fs.readFileSync(path.join(root, 'index.html'));
    // Static files are registered one route each, so this catch-all only sees everything else.
    app.get('/*', (request, reply) => {
      const pathname = request.url.split('?')[0]!;
      if (pathname.startsWith('/api/') || path.extname(pathname)) return reply.callNotFound();
      return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    });
  },
  { name: 'static', dependencies: ['config'] },
);
