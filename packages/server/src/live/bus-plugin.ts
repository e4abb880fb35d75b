import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInProcessBus, type LiveBus } from './bus';
import { createPgBus } from './pg-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publish committed changes to a user's live sockets (see live/bus.ts). */
    liveBus: LiveBus;
  }
}

/**
 * Registered before every route plugin, since tasks (and progress, for goal messages) publish
 * through it. On PostgreSQL it spans instances; on SQLite there is only one process.
 */
export const liveBusPlugin = fp(
  async (app: FastifyInstance) => {
    const bus = app.pgPool ? await createPgBus(app.pgPool, app.log) : createInProcessBus(app.log);
    app.decorate('liveBus', bus);
    // Registered after the db plugin, so this runs before the pool is ended (onClose runs in reverse).
    app.addHook('onClose', () => bus.close());
  },
  { name: 'live-bus', dependencies: ['db'] },
);
