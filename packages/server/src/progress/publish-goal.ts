import type { FastifyInstance } from 'fastify';

/**
 * The one way a daily goal change reaches the user's devices: call it after the write has
 * committed (the goal route, an import). Never rejects (LiveBus.publish).
 */
export function publishGoal(app: Pick<FastifyInstance, 'liveBus'>, uid: string, dailyGoal: number): Promise<void> {
  return app.liveBus.publish(uid, { type: 'goal', dailyGoal });
}
