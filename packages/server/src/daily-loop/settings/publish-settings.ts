import type { FastifyInstance } from 'fastify';
import type { Settings } from '@dayflow/core';

/**
 * The one way a settings change reaches the user's devices: call it after the write has
 * committed (the settings route, an import). Never rejects (LiveBus.publish).
 */
export function publishSettings(app: Pick<FastifyInstance, 'liveBus'>, uid: string, settings: Settings): Promise<void> {
  return app.liveBus.publish(uid, { type: 'settings', settings });
}
