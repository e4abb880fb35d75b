import type { FastifyInstance } from 'fastify';
import { listRoutines } from './routine-repository';

/**
 * The one way a routine change reaches the user's devices: the whole list (a user has a
 * handful), read after the write has committed (the routine routes, an import).
 */
export async function publishRoutines(app: Pick<FastifyInstance, 'db' | 'liveBus'>, uid: string): Promise<void> {
  await app.liveBus.publish(uid, { type: 'routines', routines: await listRoutines(app.db, uid) });
}
