import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { exportRoutes } from './export-routes';
import { importRoutes } from './import-routes';

/** Export and import of a user's data (docs/api.md, "Export and import"); registered by app.ts. */
export const transferRoutes = fp(
  async (app: FastifyInstance) => {
    // A child context, so the sign-in hook covers these routes only.
    await app.register(async (api) => {
      api.addHook('onRequest', app.requireUser);
      await api.register(exportRoutes);
      await api.register(importRoutes);
    });
  },
  { name: 'transfer-routes', dependencies: ['auth', 'live-bus'] },
);
