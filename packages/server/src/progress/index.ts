import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Routes of this feature; registered by app.ts. */
export const progressRoutes = fp(
  async (_app: FastifyInstance) => {
    // Filled in by the progress feature.
  },
  { name: 'progress-routes', dependencies: ['auth'] },
);
