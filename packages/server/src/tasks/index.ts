import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Routes of this feature; registered by app.ts. */
export const tasksRoutes = fp(
  async (_app: FastifyInstance) => {
    // Filled in by the tasks feature.
  },
  { name: 'tasks-routes', dependencies: ['auth'] },
);
