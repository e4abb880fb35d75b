import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Routes of this feature; registered by app.ts. */
export const liveRoutes = fp(
  async (_app: FastifyInstance) => {
    // Filled in by the live feature.
  },
  { name: 'live-routes', dependencies: ['auth'] },
);
