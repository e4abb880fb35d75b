import type { FastifyInstance } from 'fastify';
import type { Note } from '@dayflow/core';

/**
 * The one way a note's change reaches the user's devices: call it after the write has committed
 * (the notes routes, an import). Never rejects (LiveBus.publish).
 */
export function publishNote(app: Pick<FastifyInstance, 'liveBus'>, uid: string, note: Note): Promise<void> {
  return app.liveBus.publish(uid, { type: 'note', note });
}
