import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { personalPage, PERSONAL_PATHS, sendPersonal } from './personal-page';
import { plannerPreloadTags } from './planner-preloads';

/**
 * Serves the built single-page app. Hashed assets are cached for a year; every other non-API GET
 * falls back to index.html so client-side routes (/planner, /coming-soon…) load on refresh. For a
 * signed-in request, `/` and `/planner` carry the user's first data (personal-page.ts).
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
    const shell = indexHtml.toString('utf8');
    const preloads = plannerPreloadTags(root);
    // Static files are registered one route each, so this catch-all only sees everything else.
    app.get('/*', async (request, reply) => {
      const pathname = request.url.split('?')[0]!;
      if (pathname.startsWith('/api/') || path.extname(pathname)) return reply.callNotFound();
      if (PERSONAL_PATHS.has(pathname)) {
        // The same URL is a different page for another cookie, signed out included.
        reply.header('vary', 'Cookie');
        const page = await personalPage(app, request, shell, preloads).catch((error: unknown) => {
          // The static shell still opens the app, which then asks for its data itself.
          request.log.warn({ err: error }, 'first data not read: sending the static page');
          return null;
        });
        if (page) return sendPersonal(app, request, reply, page);
      }
      return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    });
  },
  { name: 'static', dependencies: ['config'] },
);
