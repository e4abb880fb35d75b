import type { FastifyInstance } from 'fastify';

/**
 * Runs a background job once the app is ready (what fell due while every server was down) and
 * every `intervalMs` after, when background jobs are on. A run still going when the next is due
 * makes the next wait; closing waits for it. Every instance runs it: the jobs claim their work in
 * the database, so each piece is done once.
 */
export function scheduleJob(app: FastifyInstance, name: string, intervalMs: number, job: () => Promise<unknown>): void {
  if (!app.config.backgroundJobs) return;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    if (busy) return;
    busy = true;
    running = job().then(
      () => {
        busy = false;
      },
      (err: unknown) => {
        busy = false;
        app.log.error({ err }, `${name} failed`);
      },
    );
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
